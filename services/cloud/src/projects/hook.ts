import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { z } from 'zod'
import type { HttpRateLimits } from '../http/rateLimit.ts'
import { type Authorization, authorize } from './authorize.ts'
import type { Project, ProjectStore } from './store.ts'
import type { UsageRecorder } from './usage.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the project hook on project-scoped routes; read it with projectOf(request). */
    project: Project | null
  }
}

/** Every blockchain API call carries the kit's SDK type (st) and version (sv) in its query; usage counts them. */
const sdkFieldsSchema = z.object({
  st: z.string().max(100).optional(),
  sv: z.string().max(100).optional(),
})

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The project id of a call: the query's, else a JSON body's (e.g. POST /v1/fungible/price). */
export function projectIdOf(request: FastifyRequest): unknown {
  const query = isRecord(request.query) ? request.query : {}
  if (query.projectId !== undefined) return query.projectId
  return isRecord(request.body) ? request.body.projectId : undefined
}

/** The Origin header, or undefined when absent (a repeated header counts as present and invalid). */
export function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin
  return origin === undefined ? undefined : String(origin)
}

/** Answers a refused authorization; the body is what the kit's error mapping reads. */
export function refuse(reply: FastifyReply, refusal: Extract<Authorization, { ok: false }>) {
  return reply.code(refusal.statusCode).send({ error: refusal.error })
}

/** Lets the calling page read the answer: the data of an allowed origin, or the reason for a refusal. */
export function allowOrigin(reply: FastifyReply, origin: string | undefined) {
  if (origin !== undefined) reply.header('access-control-allow-origin', origin)
}

/**
 * preHandler for project-scoped routes: 401 for a missing or unknown project, 403 for an Origin the
 * project does not allow, 429 past the project's rate limit (`limits`), 400 for bad st/sv, each readable
 * by the calling page; then one api_calls row.
 */
export function createProjectHook(
  projects: ProjectStore,
  usage: UsageRecorder,
  /** Origins every project accepts: the cloud's own secure site. */
  trustedOrigins: readonly string[] = [],
  /** Per-project rate limit (http/rateLimit.ts); none when absent. */
  limits?: Pick<HttpRateLimits, 'limitProject'>,
): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    // The answer depends on Origin even when it is refused: caches must keep them apart.
    reply.header('vary', 'Origin')
    const origin = originOf(request)
    const authorization = await authorize(projects, projectIdOf(request), origin, trustedOrigins)
    // A refusal is readable too: the kit turns its message into its alert (Invalid App
    // Configuration, Project ID invalid). It carries no data, only the reason no data is given.
    allowOrigin(reply, origin)
    if (!authorization.ok) return refuse(reply, authorization)
    request.project = authorization.project
    if (limits && !(await limits.limitProject(request, reply))) return reply
    const { st, sv } = sdkFieldsSchema.parse(request.query ?? {})
    usage.record({
      projectId: authorization.project.id,
      path: request.routeOptions.url ?? request.url,
      st,
      sv,
    })
  }
}

/** The project of a project-scoped request. Throws (500) on a route registered without the hook. */
export function projectOf(request: FastifyRequest): Project {
  // A programming error: logged, answered as a plain 500.
  if (!request.project) throw new Error(`Route ${request.routeOptions.url} is missing the project hook`)
  return request.project
}
