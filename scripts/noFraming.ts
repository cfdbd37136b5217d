import type { ServerResponse } from 'node:http'
import type { Connect, Plugin } from 'vite'

/** The policy that keeps every other page from framing an app. */
export const NO_FRAME_ANCESTORS = "frame-ancestors 'none'"

/**
 * Adds X-Frame-Options: DENY and a Content-Security-Policy with frame-ancestors 'none' to `response`. A CSP
 * already set (the e2e setup serves the demo under its strict policy) is kept: the framing policy is sent as
 * a second header, and a browser enforces every policy it receives.
 */
export function denyFraming(response: ServerResponse) {
  response.setHeader('X-Frame-Options', 'DENY')
  const current = response.getHeader('content-security-policy')
  const policies = current === undefined ? [] : [current].flat().map(String)
  if (!policies.includes(NO_FRAME_ANCESTORS)) policies.push(NO_FRAME_ANCESTORS)
  response.setHeader('Content-Security-Policy', policies)
}

/**
 * Sets the framing headers when the answer's headers are written, after whatever middleware set its own
 * (Vite applies server.headers and preview.headers as it sends each file, replacing a header set earlier).
 */
const guard: Connect.NextHandleFunction = (_request, response, next) => {
  const writeHead = response.writeHead
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    // Headers passed here would be applied after ours: set them first, as Node itself would.
    const last = rest.at(-1)
    if (typeof last === 'object' && last !== null && !Array.isArray(last)) {
      for (const [name, value] of Object.entries(last)) {
        if (value !== undefined) this.setHeader(name, value as string | number | readonly string[])
      }
      rest.pop()
    }
    denyFraming(this)
    return (writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse).call(
      this,
      statusCode,
      ...rest,
    )
  } as ServerResponse['writeHead']
  next()
}

/**
 * A Vite plugin for an app no other page may frame (the demo dapp, the reference wallet): a hostile page
 * could otherwise show it in a frame under its own bait and have the visitor click its buttons. On the dev
 * server (`npm start`) and on vite preview (the e2e setup) alike; the apps never frame themselves.
 *
 * @example
 * export default defineConfig({ plugins: [noFraming()] })
 */
export function noFraming(): Plugin {
  return {
    name: 'airlock:no-framing',
    configureServer(server) {
      server.middlewares.use(guard)
    },
    configurePreviewServer(server) {
      server.middlewares.use(guard)
    },
  }
}
