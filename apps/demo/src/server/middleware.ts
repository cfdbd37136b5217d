import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'

/** Answers with JSON that no cache keeps: every demo route answers about one visitor or one order. */
export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status
  res.setHeader('content-type', 'application/json')
  res.setHeader('cache-control', 'no-store')
  res.end(JSON.stringify(body))
}

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void> | void

/** A demo server route, served by `npm start`'s dev server and by the preview server the browser tests build. */
export function routePlugin(name: string, handle: Handler): Plugin {
  const use = (req: IncomingMessage, res: ServerResponse, next: () => void) => void handle(req, res, next)
  return {
    name,
    configureServer(server) {
      server.middlewares.use(use)
    },
    configurePreviewServer(server) {
      server.middlewares.use(use)
    },
  }
}
