import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { authorize, ORIGIN_NOT_ALLOWED } from '../../projects/authorize.ts'
import { allowOrigin, originOf, projectIdOf, refuse } from '../../projects/hook.ts'
import type { ProjectStore } from '../../projects/store.ts'

const ALLOWED_METHODS = 'GET, POST, OPTIONS'
const ALLOWED_HEADERS = 'authorization, content-type'
const MAX_AGE_SECONDS = 600

/**
 * Access to /v1/embedded/*: only the secure site (the frame's origin) may call it from a browser. The dapp's
 * own origin, although on the project's allow-list, is refused: the dapp page talks to the frame, never to
 * the auth backend, so a script on it cannot ask for shares. No Origin (a server, a test) passes like every
 * project-scoped call; the bearer token and the mailed code are what protect the data.
 */
export function createEmbeddedAccess(projects: ProjectStore, siteOrigin: () => string) {
  const originAllowed = (origin: string | undefined) => origin === undefined || origin === siteOrigin()

  /** Preflights of the embedded routes: more specific than the app-wide OPTIONS *, so it answers them. */
  function registerPreflight(app: FastifyInstance) {
    app.options('/v1/embedded/*', async (request, reply) => {
      const origin = originOf(request)
      reply.header('vary', 'Origin')
      if (origin === undefined) return reply.code(204).header('allow', ALLOWED_METHODS).send()
      if (!originAllowed(origin)) return reply.code(403).send({ error: ORIGIN_NOT_ALLOWED })
      allowOrigin(reply, origin)
      return reply
        .code(204)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', String(MAX_AGE_SECONDS))
        .send()
    })
  }

  /** preHandler: 403 for another origin (unreadable by it), 401 for a bad project id; sets request.project. */
  async function requireProject(request: FastifyRequest, reply: FastifyReply) {
    reply.header('vary', 'Origin')
    const origin = originOf(request)
    if (!originAllowed(origin)) return reply.code(403).send({ error: ORIGIN_NOT_ALLOWED })
    allowOrigin(reply, origin)
    const authorization = await authorize(projects, projectIdOf(request), undefined)
    if (!authorization.ok) return refuse(reply, authorization)
    request.project = authorization.project
  }

  return { registerPreflight, requireProject }
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  const match = typeof header === 'string' ? /^Bearer ([\w-]{16,200})$/.exec(header.trim()) : null
  return match?.[1]
}
