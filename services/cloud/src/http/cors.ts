import type { FastifyInstance } from 'fastify'
import { authorize } from '../projects/authorize.ts'
import { allowOrigin, originOf, projectIdOf, refuse } from '../projects/hook.ts'
import type { ProjectStore } from '../projects/store.ts'

const ALLOWED_METHODS = 'GET, POST, DELETE, OPTIONS'
/** Browsers may cache an accepted preflight this long (seconds). */
const MAX_AGE_SECONDS = 600
const HEADER_LIST = /^[A-Za-z0-9-]+(?:\s*,\s*[A-Za-z0-9-]+)*$/

/**
 * Answers CORS preflights for every path. A preflight carries the request's URL but no body, so the
 * project comes from the query: the kit puts projectId in the query of every call.
 * Refusals use the same 401/403 bodies as the calls themselves, without Access-Control-Allow-Origin,
 * so the browser blocks the call.
 */
export function registerCorsPreflight(
  app: FastifyInstance,
  projects: ProjectStore,
  /** Origins every project accepts (the cloud's own secure site). */
  trustedOrigins: readonly string[] = [],
) {
  app.options('*', async (request, reply) => {
    const origin = originOf(request)
    const requestedMethod = request.headers['access-control-request-method']
    // Not a preflight: OPTIONS itself needs no answer beyond what is allowed.
    if (origin === undefined || requestedMethod === undefined) {
      return reply.code(204).header('allow', ALLOWED_METHODS).send()
    }
    reply.header('vary', 'Origin, Access-Control-Request-Headers')
    const authorization = await authorize(projects, projectIdOf(request), origin, trustedOrigins)
    if (!authorization.ok) return refuse(reply, authorization)
    allowOrigin(reply, origin)
    const requestedHeaders = request.headers['access-control-request-headers']
    if (typeof requestedHeaders === 'string' && HEADER_LIST.test(requestedHeaders)) {
      reply.header('access-control-allow-headers', requestedHeaders)
    }
    return reply
      .code(204)
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-max-age', String(MAX_AGE_SECONDS))
      .send()
  })
}
