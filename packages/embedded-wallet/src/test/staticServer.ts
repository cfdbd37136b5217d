import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
}

export interface StaticServer {
  url: string
  origin: string
  close(): Promise<void>
}

/**
 * A loopback server for the browser test: `routes` first (exact paths), then files under `dir`. Each server
 * is an origin of its own (its own port), which is what the tests need: dapp, secure site, another site.
 */
export async function serveStatic(options: {
  dir?: string
  routes?: Record<string, { type: string; body: string }>
  headers?: Record<string, string>
}): Promise<StaticServer> {
  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const route = options.routes?.[path]
    if (route) {
      response.writeHead(200, { 'content-type': route.type, ...options.headers })
      response.end(route.body)
      return
    }
    if (!options.dir) {
      response.writeHead(404).end()
      return
    }
    const file = normalize(join(options.dir, path.endsWith('/') ? `${path}index.html` : path))
    if (!file.startsWith(options.dir)) {
      response.writeHead(403).end()
      return
    }
    try {
      const body = await readFile(file)
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        ...options.headers,
      })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  }
  const server = createServer((request, response) => void handle(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: `${origin}/`,
    origin,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
