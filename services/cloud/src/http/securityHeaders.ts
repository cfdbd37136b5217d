import type { FastifyInstance } from 'fastify'

/**
 * The CSP of every answer whose route sets none: the API's JSON loads nothing and is framed by nothing.
 * Pages set their own (the approval page, the mailbox, the verify frame, wallet images); the framed secure
 * site derives frame-ancestors from the project's allow-list (embedded/site/csp.ts) on its own server.
 */
export const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'"

/** Headers every answer carries unless its route chose otherwise. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': DEFAULT_CSP,
}

/**
 * Adds SECURITY_HEADERS to every answer of `app` (errors, 404s and 429s included) where the route has not
 * set the header itself, so a page's own CSP is kept. HSTS is the TLS-terminating proxy's job: the cloud
 * itself listens on plain HTTP on loopback.
 *
 * @example
 * registerSecurityHeaders(app) // before the routes
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value)
    }
    return payload
  })
}
