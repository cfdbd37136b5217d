import type { IncomingMessage } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it } from 'vitest'
import { rateLimitOptionsSchema } from './rateLimit.ts'
import { createMemoryCounterStore } from './rateLimitStore.ts'
import { clientIpOf, createRelayLimits } from './relayLimits.ts'

const request = (remoteAddress: string, forwarded?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage
const log = { warn: () => {} } as unknown as FastifyBaseLogger

describe('clientIpOf', () => {
  it('reads the peer, or X-Forwarded-For as far as the proxies are trusted', () => {
    expect(clientIpOf(request('127.0.0.1', '1.1.1.1'), false)).toBe('127.0.0.1')
    expect(clientIpOf(request('127.0.0.1', '1.1.1.1, 2.2.2.2'), true)).toBe('1.1.1.1')
    expect(clientIpOf(request('127.0.0.1', '1.1.1.1, 2.2.2.2'), 1)).toBe('2.2.2.2')
    expect(clientIpOf(request('127.0.0.1', '1.1.1.1, 2.2.2.2'), 5)).toBe('1.1.1.1')
    expect(clientIpOf(request('127.0.0.1'), true)).toBe('127.0.0.1')
  })
})

describe('relay limits', () => {
  const options = rateLimitOptionsSchema.parse({ relay: { connectsPerIp: 2, publishesPerProject: 2 } })

  it('refuses the limit+1st upgrade of one IP with a retry time; other IPs and loopback pass', async () => {
    const limits = createRelayLimits(createMemoryCounterStore(), options, log, true)
    const from = (ip: string) => limits.connect(request('127.0.0.1', ip))
    expect([await from('10.0.0.1'), await from('10.0.0.1')]).toEqual([{ ok: true }, { ok: true }])
    expect(await from('10.0.0.1')).toMatchObject({ ok: false, retryAfterSeconds: 60 })
    expect(await from('10.0.0.2')).toEqual({ ok: true })
    for (let i = 0; i < 3; i += 1) expect(await limits.connect(request('127.0.0.1'))).toEqual({ ok: true })
  })

  it('counts loopback too with limitLoopback', async () => {
    const strict = rateLimitOptionsSchema.parse({ limitLoopback: true, relay: { connectsPerIp: 1 } })
    const limits = createRelayLimits(createMemoryCounterStore(), strict, log, false)
    expect(await limits.connect(request('127.0.0.1'))).toEqual({ ok: true })
    expect((await limits.connect(request('::ffff:127.0.0.1'))).ok).toBe(false)
  })

  it('counts publishes per project', async () => {
    const limits = createRelayLimits(createMemoryCounterStore(), options, log, false)
    expect([await limits.publish('a'), await limits.publish('a')]).toEqual([{ ok: true }, { ok: true }])
    expect((await limits.publish('a')).ok).toBe(false)
    expect(await limits.publish('b')).toEqual({ ok: true })
  })
})

describe('in-memory counter store', () => {
  it('restarts a key’s count when its window ends and keeps at most maxKeys keys', async () => {
    let now = 0
    const store = createMemoryCounterStore({ maxKeys: 2, now: () => now })
    expect(await store.incr('k', 1000)).toEqual({ current: 1, ttlMs: 1000 })
    now = 400
    expect(await store.incr('k', 1000)).toEqual({ current: 2, ttlMs: 600 })
    now = 1000
    expect(await store.incr('k', 1000)).toEqual({ current: 1, ttlMs: 1000 })
    await store.incr('l', 1000)
    await store.incr('m', 1000)
    // 'k' was the oldest: evicted, it starts again.
    expect((await store.incr('k', 1000)).current).toBe(1)
  })
})
