import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'

/**
 * The one-time-code routes' shared per-project budget, flooded by one attacker. trustProxy is on so each
 * call names its client IP (X-Forwarded-For), as behind the reverse proxy.
 */
let cloud: Cloud
const PER_PROJECT = 15
let nextIp = 1
const freshIp = () => `10.8.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`
const deviceId = 'device-0123456789abcdef'

beforeAll(async () => {
  cloud = await startTestCloud({
    indexer: false,
    trustProxy: true,
    rateLimit: { oneTimeCodes: { perIp: 3, perProject: PER_PROJECT } },
  })
  for (const id of ['flood-ip', 'flood-address']) {
    await cloud.context.projects.create({ id, allowedOrigins: [] })
  }
})
afterAll(() => cloud?.close())

const start = (projectId: string, ip: string, email: string) =>
  fetchJson<{ error?: string }>(`${cloud.url}/v1/embedded/email/start?projectId=${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, deviceId }),
  })

/** Floods, then checks every refusal said when to retry; the statuses in order. */
async function flood(calls: (() => ReturnType<typeof start>)[]): Promise<number[]> {
  const statuses: number[] = []
  for (const call of calls) {
    const answer = await call()
    statuses.push(answer.status)
    if (answer.status === 429) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  }
  return statuses
}

describe('one-time codes: the project budget is spent only after the per-IP and per-address limits', () => {
  it('a flood from one IP, at many addresses, leaves the project its budget', async () => {
    const ip = freshIp()
    const statuses = await flood(
      Array.from(
        { length: 2 * PER_PROJECT },
        (_, i) => () => start('flood-ip', ip, `ip-flood${i}@example.com`),
      ),
    )
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200])
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true)
    // A visitor from elsewhere still gets a code.
    expect((await start('flood-ip', freshIp(), 'visitor@example.com')).status).toBe(200)
  })

  it('a flood at one address, from many IPs, leaves the project its budget', async () => {
    const statuses = await flood(
      Array.from(
        { length: 2 * PER_PROJECT },
        () => () => start('flood-address', freshIp(), 'victim@example.com'),
      ),
    )
    // The first gets a code; the 30 s cooldown refuses the next ones, which must not spend the project's
    // budget once the address's own limit is reached.
    expect(statuses[0]).toBe(200)
    expect(statuses.slice(1).every((status) => status === 429)).toBe(true)
    expect((await start('flood-address', freshIp(), 'visitor@example.com')).status).toBe(200)
  })
})
