import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyBaseLogger } from 'fastify'
import { hit, isLoopback, type RateLimitOptions, type Verdict } from './rateLimit.ts'
import type { CounterStore } from './rateLimitStore.ts'

/** Fastify's trustProxy as the cloud accepts it: off, every proxy, or this many hops. */
export type TrustProxy = boolean | number

/**
 * The client's address of a raw request, as Fastify's `request.ip` reads it with the same trustProxy:
 * the socket's peer, or the X-Forwarded-For entry `hops` proxies back.
 *
 * @example
 * clientIpOf(request, false) // '127.0.0.1'
 */
export function clientIpOf(request: IncomingMessage, trustProxy: TrustProxy): string {
  const peer = request.socket.remoteAddress ?? ''
  if (trustProxy === false || trustProxy === 0) return peer
  const header = request.headers['x-forwarded-for']
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // Nearest first: the peer, then the proxies' entries from the right.
  const chain = [peer, ...forwarded.reverse()]
  const index = trustProxy === true ? chain.length - 1 : Math.min(trustProxy, chain.length - 1)
  return chain[index] ?? peer
}

/**
 * The relay's shared limits (cross-instance when the store is Redis): upgrades per IP, publishes per
 * project. The per-client token bucket in relay/rateLimit.ts stays in front of them.
 *
 * @example
 * const limits = createRelayLimits(store, options, log, false)
 * const verdict = await limits.connect(request)
 * if (!verdict.ok) return refuseUpgradeTooMany(socket, verdict.retryAfterSeconds)
 */
export interface RelayLimits {
  /** One WebSocket upgrade from the request's IP. */
  connect(request: IncomingMessage): Promise<Verdict>
  /** One published message of `projectId` (every relay connection names its project). */
  publish(projectId: string): Promise<Verdict>
}

export function createRelayLimits(
  store: CounterStore,
  options: RateLimitOptions,
  log: FastifyBaseLogger,
  trustProxy: TrustProxy,
): RelayLimits {
  const { windowMs, relay } = options
  return {
    connect: async (request) => {
      const ip = normalizeIP(clientIpOf(request, trustProxy))
      // Loopback is the local proxy or this machine (see rateLimitOptionsSchema).
      if (isLoopback(ip) && !options.limitLoopback) return { ok: true }
      return hit(store, `relay-ip:${ip}`, relay.connectsPerIp, windowMs, log)
    },
    publish: (projectId) =>
      hit(store, `relay-project:${projectId}`, relay.publishesPerProject, windowMs, log),
  }
}

/** Unlimited: for a cloud started with `rateLimit: false`. */
export const NO_RELAY_LIMITS: RelayLimits = {
  connect: async () => ({ ok: true }),
  publish: async () => ({ ok: true }),
}

/** Refuses an upgrade with the standard 429 and Retry-After, before any WebSocket handshake. */
export function refuseUpgradeTooMany(socket: Duplex, retryAfterSeconds: number) {
  socket.end(
    `HTTP/1.1 429 Too Many Requests\r\nRetry-After: ${retryAfterSeconds}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  )
}
