import { createHash } from 'node:crypto'
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { errorMessage } from '../errors.ts'
import { type CounterStore, pluginStoreOf } from './rateLimitStore.ts'

const limitSchema = z.number().int().positive()

/**
 * Requests allowed per window (`windowMs`). Per-IP limits skip loopback peers unless `limitLoopback`: a
 * loopback peer is the local reverse proxy (it stands for every visitor: counting it would make one
 * visitor's flood everyone's 429) or a developer's own machine (the e2e suite and the demo call the cloud
 * hard from 127.0.0.1). Behind a proxy set `trustProxy`, so each visitor counts on their own address.
 */
export const rateLimitOptionsSchema = z
  .object({
    /** Count 127.0.0.0/8 and ::1 per IP too (tests of the limits themselves). */
    limitLoopback: z.boolean().default(false),
    /** The fixed window every limit counts in (ms). */
    windowMs: z.number().int().positive().default(60_000),
    /** Every call, per client IP (healthz and 404s included). */
    perIp: limitSchema.default(6_000),
    /** Project-scoped calls, per project (after its origin check passed). */
    perProject: limitSchema.default(60_000),
    /**
     * The embedded wallet's email one-time-code routes (send and verify), per IP, per address (one project's
     * email, or the session for the update calls) and per project, in that order: a call the first two refuse
     * never spends the project's count, so one client or one address cannot use up a whole project's.
     */
    oneTimeCodes: z
      .object({
        perIp: limitSchema.default(20),
        perAddress: limitSchema.default(10),
        perProject: limitSchema.default(1_000),
      })
      .strict()
      .default({}),
    /** The relay: WebSocket upgrades per IP, publishes per project (or per client without one). */
    relay: z
      .object({ connectsPerIp: limitSchema.default(600), publishesPerProject: limitSchema.default(60_000) })
      .strict()
      .default({}),
  })
  .strict()

export type RateLimitOptionsInput = z.input<typeof rateLimitOptionsSchema>
export type RateLimitOptions = z.output<typeof rateLimitOptionsSchema>

/**
 * The routes that send or check an emailed one-time code: tighter limits (mail bombing, guessing). The
 * code's own attempt limit still applies behind them.
 */
export const ONE_TIME_CODE_ROUTES: ReadonlySet<string> = new Set([
  '/v1/embedded/email/start',
  '/v1/embedded/email/verify',
  '/v1/embedded/email/update',
  '/v1/embedded/email/update/verify-primary',
  '/v1/embedded/email/update/verify-secondary',
])

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number }

/**
 * One hit on `key`; refused once the window holds more than `max`. A store failure (Redis down) lets the
 * call through: the limits protect the cloud, they must not take it down.
 *
 * @example
 * const verdict = await hit(store, 'ip:127.0.0.1', 100, 60_000, log)
 * if (!verdict.ok) reply.code(429).header('retry-after', String(verdict.retryAfterSeconds))
 */
export async function hit(
  store: CounterStore,
  key: string,
  max: number,
  windowMs: number,
  log: FastifyBaseLogger,
): Promise<Verdict> {
  try {
    const { current, ttlMs } = await store.incr(key, windowMs)
    if (current <= max) return { ok: true }
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) }
  } catch (error) {
    log.warn({ err: errorMessage(error) }, 'rate limit store failed: request let through')
    return { ok: true }
  }
}

/** The standard refusal: 429, Retry-After in seconds, and the `{ error }` body every route answers. */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ error: `Too many requests: retry in ${retryAfterSeconds} s` })
}

/** The project a scoped call was authorized for (set by the project checks); undefined before them. */
const projectOf = (request: FastifyRequest) => request.project?.id

/**
 * Whom a one-time-code call is about, within its project: the body's email (trimmed, lower case, as the routes
 * keep it), else the bearer session (the update calls' codes go to the session's addresses), else one key
 * shared by calls with neither, which no client sends. Hashed: the counts' store (Redis) never holds an email
 * or a session token.
 */
export function codeAddressOf(request: FastifyRequest): string | undefined {
  const project = projectOf(request)
  if (project === undefined) return undefined
  const email = (request.body as { email?: unknown } | undefined)?.email
  const session = /^Bearer (\S+)$/.exec(String(request.headers.authorization ?? '').trim())?.[1]
  const whom =
    typeof email === 'string'
      ? `email:${email.trim().toLowerCase()}`
      : session
        ? `session:${session}`
        : 'none'
  return createHash('sha256').update(`${project}\n${whom}`).digest('base64url')
}

export interface HttpRateLimits {
  /** For the project hook: counts one call of `request.project`; false when it answered 429. */
  limitProject(request: FastifyRequest, reply: FastifyReply): Promise<boolean>
}

/**
 * Whether an address (normalized by normalizeIP) is this machine's: 127.0.0.0/8 or ::1.
 *
 * @example
 * isLoopback('127.0.0.1') // true
 */
export function isLoopback(ip: string): boolean {
  return ip.startsWith('127.') || ip === '::1'
}

/**
 * Registers @fastify/rate-limit over `store` and the cloud's limits: per IP on every call (onRequest),
 * per IP, per address and per project on the one-time-code routes (after their own project and Origin checks). Call it
 * before the routes are registered. Per-project limits of ordinary calls run from the project hook.
 *
 * @example
 * const limits = await registerRateLimits(app, rateLimitOptionsSchema.parse({}), createMemoryCounterStore())
 * const requireProject = createProjectHook(projects, usage, [], limits)
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: RateLimitOptions,
  store: CounterStore,
): Promise<HttpRateLimits> {
  const logged: CounterStore = {
    incr: (key, ms) =>
      store.incr(key, ms).catch((error: unknown) => {
        app.log.warn({ err: errorMessage(error) }, 'rate limit store failed: request let through')
        throw error
      }),
  }
  // skipOnError: a store failure (Redis down) lets the call through, as `hit` does.
  await app.register(fastifyRateLimit, { global: false, store: pluginStoreOf(logged), skipOnError: true })
  const { windowMs } = options
  // createRateLimit counts without answering: the hooks answer 429 in the cloud's own body shape.
  const limiter = (name: string, max: number, keyOf: (request: FastifyRequest) => string | undefined) => {
    const check = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `${name}:${keyOf(request) ?? ''}`,
    })
    return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
      if (keyOf(request) === undefined) return true
      const result = await check(request)
      if (result.isAllowed || !result.isExceeded) return true
      tooManyRequests(reply, Math.max(1, result.ttlInSeconds))
      return false
    }
  }
  // undefined: not counted (a loopback peer, see rateLimitOptionsSchema).
  const ipOf = (request: FastifyRequest) => {
    const ip = normalizeIP(request.ip)
    return options.limitLoopback || !isLoopback(ip) ? ip : undefined
  }
  const perIp = limiter('ip', options.perIp, ipOf)
  const codesPerIp = limiter('otp-ip', options.oneTimeCodes.perIp, ipOf)
  const codesPerAddress = limiter('otp-address', options.oneTimeCodes.perAddress, codeAddressOf)
  const codesPerProject = limiter('otp-project', options.oneTimeCodes.perProject, projectOf)
  const perProject = limiter('project', options.perProject, projectOf)

  app.addHook('onRequest', async (request, reply) => {
    if (!(await perIp(request, reply))) return reply
  })
  const limitCodes = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await codesPerIp(request, reply))) return reply
    if (!(await codesPerAddress(request, reply))) return reply
    if (!(await codesPerProject(request, reply))) return reply
  }
  // A route's own preHandler runs after the hooks of its scopes: the code routes' project and Origin checks
  // come first, so a refused call (unknown project, foreign page) never spends a project's budget.
  app.addHook('onRoute', (route) => {
    if (!ONE_TIME_CODE_ROUTES.has(route.url)) return
    route.preHandler = [route.preHandler ?? []].flat().concat(limitCodes)
  })
  return { limitProject: perProject }
}
