import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'
import { startRedis, type TestRedis } from '../test/redis.ts'

/** Two cloud instances on one real Redis: every limit is one count across both. */
let redis: TestRedis
let one: Cloud
let two: Cloud
const LIMITS = { perIp: 4, relay: { publishesPerProject: 3 } }

beforeAll(async () => {
  redis = await startRedis()
  const options = { redisUrl: redis.url, trustProxy: true, rateLimit: LIMITS }
  ;[one, two] = await Promise.all([startTestCloud(options), startTestCloud(options)])
})
afterAll(async () => {
  await one?.close()
  await two?.close()
  await redis?.stop()
})

const healthz = async (cloud: Cloud, ip: string) => {
  const response = await fetch(`${cloud.url}/healthz`, { headers: { 'x-forwarded-for': ip } })
  await response.arrayBuffer()
  return { status: response.status, retryAfter: response.headers.get('retry-after') }
}

describe('rate limits shared through Redis', () => {
  it('counts one IP across both instances: the limit+1st call answers 429 on either', async () => {
    const ip = '10.7.0.1'
    const statuses: number[] = []
    for (let i = 0; i < LIMITS.perIp; i += 1) statuses.push((await healthz(i % 2 ? two : one, ip)).status)
    expect(statuses).toEqual([200, 200, 200, 200])
    const refused = await healthz(one, ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1)
    expect((await healthz(two, ip)).status).toBe(429)
    expect((await healthz(two, '10.7.0.2')).status).toBe(200)
  })

  it('counts relay publishes per project across both instances', async () => {
    const verdicts = [
      await one.relayLimits.publish('p1'),
      await two.relayLimits.publish('p1'),
      await one.relayLimits.publish('p1'),
      await two.relayLimits.publish('p1'),
    ]
    expect(verdicts.map((verdict) => verdict.ok)).toEqual([true, true, true, false])
    expect(verdicts[3]).toMatchObject({ ok: false, retryAfterSeconds: expect.any(Number) })
    expect(await one.relayLimits.publish('p2')).toEqual({ ok: true })
  })

  it('lets calls through while Redis is away (the limits must not take the cloud down)', async () => {
    await redis.stop()
    expect((await healthz(one, '10.7.0.9')).status).toBe(200)
    expect(await two.relayLimits.publish('p1')).toEqual({ ok: true })
  })
})
