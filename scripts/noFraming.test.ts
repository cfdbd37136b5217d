import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { noFraming } from './noFraming.ts'

type Handler = (request: IncomingMessage, response: ServerResponse) => void
type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

let server: Server | undefined
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))))

/** The plugin's middleware in front of `handler`, as Vite's preview server chains them. */
async function serve(handler: Handler): Promise<string> {
  let middleware: Middleware | undefined
  const hook = noFraming().configurePreviewServer as (server: unknown) => void
  hook({ middlewares: { use: (use: Middleware) => (middleware = use) } })
  server = createServer((request, response) =>
    middleware?.(request, response, () => handler(request, response)),
  )
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

const policiesOf = (response: Response) => (response.headers.get('content-security-policy') ?? '').split(', ')
const STRICT = "default-src 'self'; script-src 'self'"

describe('noFraming', () => {
  it('adds X-Frame-Options DENY and frame-ancestors none to an answer that set no policy', async () => {
    const response = await fetch(await serve((_request, response) => response.end('page')))
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(policiesOf(response)).toEqual(["frame-ancestors 'none'"])
  })

  it('keeps a policy set after it (as preview.headers is) beside its own', async () => {
    const response = await fetch(
      await serve((_request, response) => {
        response.setHeader('Content-Security-Policy', STRICT)
        response.end('page')
      }),
    )
    expect(policiesOf(response)).toEqual([STRICT, "frame-ancestors 'none'"])
  })

  it('keeps a policy and the other headers passed to writeHead', async () => {
    const response = await fetch(
      await serve((_request, response) => {
        response.writeHead(201, { 'content-security-policy': STRICT, 'content-type': 'text/plain' })
        response.end('page')
      }),
    )
    expect(response.status).toBe(201)
    expect(policiesOf(response)).toEqual([STRICT, "frame-ancestors 'none'"])
    expect(response.headers.get('content-type')).toBe('text/plain')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })
})
