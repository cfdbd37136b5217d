import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import { routePlugin, sendJson as send } from './middleware.ts'

/** The demo's own protected route: it answers only a request carrying the session token of a signed-in address. */
export const SECRET_PATH = '/api/secret'

/**
 * How a dapp's own server uses the kit's sign-in (docs/siwx.md): the page sends the session's bearer token, the
 * server asks the Airlock cloud whose session it is (`GET /v1/siwx/session`) and answers for that address only.
 * The cloud verified the signed message when the session was made; the server trusts the cloud, not the page.
 */
export function secretRoute(options: {
  cloudUrl: () => string | undefined
  projectId: () => string
}): Plugin {
  const handle = async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.url?.split('?')[0] !== SECRET_PATH) return next()
    if (req.method !== 'GET') return send(res, 405, { error: 'GET only' })
    const cloudUrl = options.cloudUrl()
    if (!cloudUrl) return send(res, 503, { error: 'The demo runs without a cloud: nobody can sign in' })
    const authorization = req.headers.authorization
    if (!authorization?.startsWith('Bearer ')) return send(res, 401, { error: 'Sign in first' })
    try {
      const url = new URL('/v1/siwx/session', cloudUrl)
      url.searchParams.set('projectId', options.projectId())
      const answer = await fetch(url, { headers: { authorization }, signal: AbortSignal.timeout(10_000) })
      const body = (await answer.json().catch(() => ({}))) as {
        address?: string
        chainId?: string
        error?: string
      }
      if (answer.status === 401) return send(res, 401, { error: body.error ?? 'Sign in first' })
      if (!answer.ok || !body.address)
        return send(res, 502, { error: 'The cloud could not check the session' })
      return send(res, 200, {
        address: body.address,
        chainId: body.chainId,
        secret: `Only ${body.address} can read this: the demo's server checked its sign-in with the cloud.`,
      })
    } catch {
      return send(res, 502, { error: 'The cloud could not be reached' })
    }
  }
  return routePlugin('airlock-demo-secret', handle)
}
