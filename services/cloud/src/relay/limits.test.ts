import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'
import {
  connectRelay,
  createRelayTestProject,
  type RelayTestClient,
  randomTopic,
  relayUrlOf,
} from '../test/relayClient.ts'

/** The shared relay limits (http/relayLimits.ts) as the relay applies them. */
let cloud: Cloud
beforeAll(async () => {
  cloud = await startTestCloud({
    onramp: { sandbox: false },
    indexer: false,
    trustProxy: true,
    rateLimit: { relay: { connectsPerIp: 2, publishesPerProject: 2 } },
  })
  await cloud.context.projects.create({ id: 'relay-limits', allowedOrigins: ['https://app.example.com'] })
  await cloud.context.projects.create({ id: 'relay-spent' })
  await createRelayTestProject(cloud)
})
afterAll(() => cloud?.close())

describe('relay limits', () => {
  it('answers the limit+1st upgrade of one IP with HTTP 429 and Retry-After', async () => {
    const headers = { 'x-forwarded-for': '10.3.0.1' }
    const clients = [
      await connectRelay(relayUrlOf(cloud), { headers }),
      await connectRelay(relayUrlOf(cloud), { headers }),
    ]
    await expect(connectRelay(relayUrlOf(cloud), { headers })).rejects.toThrow(/429/)
    const other = await connectRelay(relayUrlOf(cloud), { headers: { 'x-forwarded-for': '10.3.0.2' } })
    for (const client of [...clients, other]) client.socket.close()
  })

  it('refuses the limit+1st publish of a project with 3001', async () => {
    const client = await connectRelay(relayUrlOf(cloud), { projectId: 'relay-limits' })
    const publish = () =>
      client.request('irn_publish', { topic: randomTopic(), message: 'aGk=', ttl: 300, tag: 1108 })
    expect((await publish()).result).toBe(true)
    expect((await publish()).result).toBe(true)
    expect((await publish()).error).toMatchObject({ code: 3001, message: 'Rate limit exceeded' })
    client.socket.close()
  })

  it('gives fresh client keys no budget of their own: a connection without projectId is refused', async () => {
    const spent = await connectRelay(relayUrlOf(cloud), { projectId: 'relay-spent' })
    const publish = (client: RelayTestClient) =>
      client.request('irn_publish', { topic: randomTopic(), message: 'aGk=', ttl: 300, tag: 1108 })
    await publish(spent)
    await publish(spent)
    expect((await publish(spent)).error).toMatchObject({ code: 3001 })
    // Another key in the same project spends the same budget.
    const sameProject = await connectRelay(relayUrlOf(cloud), { projectId: 'relay-spent' })
    expect((await publish(sameProject)).error).toMatchObject({ code: 3001 })
    sameProject.socket.close()
    // The same sender with a new key and no projectId: once, each key had a budget of its own.
    for (let key = 0; key < 2; key += 1) {
      const fresh = await connectRelay(relayUrlOf(cloud), { projectId: null })
      const published = publish(fresh).then((frame) => frame.result ?? frame.error)
      expect(await Promise.race([fresh.closed, published])).toEqual({
        code: 3000,
        reason: 'Unauthorized: invalid key',
      })
    }
    spent.socket.close()
  })
})
