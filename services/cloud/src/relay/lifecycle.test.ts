import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'
import {
  connectRelay,
  createRelayTestProject,
  newSeed,
  randomTopic,
  relayUrlOf,
} from '../test/relayClient.ts'
import { publish } from './testkit.ts'

describe('relay limits and lifecycle', () => {
  // One cloud with tight settings: every test uses new client ids, so the small bucket only bites where meant.
  // Its pings keep the default interval: a 50 ms one drops any client whose pong waits behind a busy event loop
  // (the test's client and the cloud share this process), so only the ping test runs a cloud of its own with it.
  let tuned: Cloud
  beforeAll(async () => {
    tuned = await startTestCloud({
      relay: { rateLimit: { perSecond: 0.01, burst: 3 }, purgeIntervalMs: 50 },
    })
    await createRelayTestProject(tuned)
  })
  afterAll(() => tuned.close())

  it('rate-limits a client with 3001, sharing the bucket across its connections', async () => {
    const seed = newSeed()
    const first = await connectRelay(relayUrlOf(tuned), { seed })
    const second = await connectRelay(relayUrlOf(tuned), { seed })
    const topic = randomTopic()
    const answers = [
      await first.request('irn_subscribe', { topic }),
      await first.request('irn_subscribe', { topic }),
      await second.request('irn_subscribe', { topic }),
      await second.request('irn_publish', { topic, message: 'eA==', ttl: 300, tag: 1108 }),
    ]
    expect(answers.filter((answer) => answer.result !== undefined)).toHaveLength(3)
    expect(answers.at(-1)?.error).toEqual({ code: 3001, message: 'Rate limit exceeded', data: 1108 })
    // Reconnecting does not refill the bucket.
    await first.close()
    await second.close()
    const third = await connectRelay(relayUrlOf(tuned), { seed })
    expect((await third.request('irn_subscribe', { topic })).error).toMatchObject({ code: 3001 })
    await third.close()
  })

  it('sends WebSocket pings and drops clients that do not answer them', async () => {
    const pinging = await startTestCloud({ relay: { pingIntervalMs: 50 } })
    await createRelayTestProject(pinging)
    const client = await connectRelay(relayUrlOf(pinging))
    await expect.poll(() => client.pings, { timeout: 5_000 }).toBeGreaterThanOrEqual(3)
    expect(pinging.relay.connections).toBe(1)
    // Stop reading: the pings go unanswered.
    ;(client.socket as unknown as { _socket: { pause(): void } })._socket.pause()
    await expect.poll(() => pinging.relay.connections, { timeout: 5_000 }).toBe(0)
    client.socket.terminate()
    await pinging.close()
  })

  it('purges expired messages', async () => {
    const bob = await connectRelay(relayUrlOf(tuned))
    const topic = randomTopic()
    await publish(bob, topic, 'b2xk')
    await tuned.db.query('update relay_messages set expires_at = $1 where topic = $2', [
      Date.now() - 1,
      topic,
    ])
    await expect
      .poll(
        async () => (await tuned.db.query('select 1 from relay_messages where topic = $1', [topic])).length,
      )
      .toBe(0)
    await bob.close()
  })

  it('closes open sockets with 1001 when the cloud closes', async () => {
    const closing = await startTestCloud()
    await createRelayTestProject(closing)
    const client = await connectRelay(relayUrlOf(closing))
    await client.request('irn_subscribe', { topic: randomTopic() })
    await closing.close()
    expect((await client.closed).code).toBe(1001)
  })
})
