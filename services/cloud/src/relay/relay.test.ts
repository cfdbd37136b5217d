import { createHash } from 'node:crypto'
import { signRelayJwt } from '@airlock/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'
import {
  connectRelay,
  createRelayTestProject,
  newSeed,
  type RelayFrame,
  type RelayTestClient,
  randomTopic,
  relayUrlOf,
} from '../test/relayClient.ts'

let cloud: Cloud
let url: string
const clients: RelayTestClient[] = []

beforeAll(async () => {
  cloud = await startTestCloud()
  url = relayUrlOf(cloud)
  await cloud.context.projects.create({ id: 'relay-test', allowedOrigins: ['https://app.example.com'] })
  await createRelayTestProject(cloud)
})
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  await cloud.close()
})

async function connect(options: Parameters<typeof connectRelay>[1] = {}) {
  const client = await connectRelay(url, options)
  clients.push(client)
  return client
}

const publish = (client: RelayTestClient, topic: string, message: string, extra: object = {}) =>
  client.request('irn_publish', { topic, message, ttl: 300, tag: 1108, ...extra })

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Lets the relay finish what is in flight: a round trip on each client. */
async function settle(...list: RelayTestClient[]) {
  for (const client of list) await client.request('irn_batchFetchMessages', { topics: [] })
}

describe('relay auth', () => {
  const refusedWith = async (options: Parameters<typeof connectRelay>[1]) => {
    const client = await connect(options)
    return client.closed
  }

  it('closes with 3000 without a JWT, with a malformed, forged or expired one', async () => {
    expect(await refusedWith({ auth: null })).toEqual({
      code: 3000,
      reason: 'Unauthorized: missing relay JWT',
    })
    expect((await refusedWith({ auth: 'not.a.jwt' })).code).toBe(3000)
    const valid = signRelayJwt({ seed: newSeed(), aud: url, iat: Math.floor(Date.now() / 1000) })
    const [header, payload] = valid.split('.')
    const forged = `${header}.${payload}.${signRelayJwt({ seed: newSeed(), aud: url, iat: 1 }).split('.')[2]}`
    expect(await refusedWith({ auth: forged })).toMatchObject({ code: 3000, reason: /bad signature/ })
    const expired = signRelayJwt({ seed: newSeed(), aud: url, iat: Math.floor(Date.now() / 1000) - 90_000 })
    expect(await refusedWith({ auth: expired })).toMatchObject({ code: 3000, reason: /expired/ })
    // A client clock ahead of the relay's: the text kits map to the Session Expired alert, so the visitor is told to reconnect.
    const early = signRelayJwt({ seed: newSeed(), aud: url, iat: Math.floor(Date.now() / 1000) + 3_600 })
    expect(await refusedWith({ auth: early })).toMatchObject({
      code: 3000,
      reason: 'Unauthorized: JWT validation error: JWT Token is not yet valid',
    })
  })

  it('accepts Authorization: Bearer', async () => {
    const client = await connect({ bearer: true })
    expect(await client.request('irn_subscribe', { topic: randomTopic() })).toHaveProperty('result')
  })

  it('checks a projectId like the HTTP calls: unknown or origin refused -> 3000', async () => {
    expect(await refusedWith({ projectId: 'nope' })).toEqual({
      code: 3000,
      reason: 'Unauthorized: invalid key',
    })
    expect(
      await refusedWith({ projectId: 'relay-test', headers: { origin: 'https://evil.example.com' } }),
    ).toEqual({ code: 3000, reason: 'Unauthorized: origin not allowed' })
    const allowed = await connect({
      projectId: 'relay-test',
      query: { ua: 'wc-2/js-2.25.0/linux/node', useOnCloseEvent: 'true' },
      headers: { origin: 'https://app.example.com' },
    })
    expect(await allowed.request('irn_subscribe', { topic: randomTopic() })).toHaveProperty('result')
  })

  it('serves /relay only', async () => {
    await expect(connectRelay(`${cloud.url.replace('http', 'ws')}/`)).rejects.toThrow(/HTTP 404/)
    await expect(connectRelay(`${cloud.url.replace('http', 'ws')}/relayx`)).rejects.toThrow(/HTTP 404/)
  })
})

describe('relay delivery', () => {
  it('delivers a publish to a subscriber at once, echoing ids verbatim, never to the publisher', async () => {
    const [alice, bob] = [await connect(), await connect()]
    const topic = randomTopic()
    const subscribed = await alice.request('irn_subscribe', { topic }, '1687239522123456789')
    expect(subscribed).toEqual({
      id: '1687239522123456789',
      jsonrpc: '2.0',
      result: sha256(topic + alice.clientId),
    })
    await bob.request('irn_subscribe', { topic })

    const published = await bob.request(
      'irn_publish',
      {
        topic,
        message: 'aGVsbG8=',
        ttl: 300,
        tag: 1108,
        prompt: true,
        correlationId: 7,
        chainId: 'eip155:1',
      },
      1_700_000_000_123,
    )
    expect(published).toEqual({ id: 1_700_000_000_123, jsonrpc: '2.0', result: true })
    const [push] = await alice.waitForPushes(1)
    expect(push).toEqual({
      id: expect.any(Number),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: sha256(topic + alice.clientId),
        data: { topic, message: 'aGVsbG8=', publishedAt: expect.any(Number), tag: 1108 },
      },
    })
    expect(Number.isSafeInteger(push?.id)).toBe(true)
    expect(Math.abs((push?.params.data.publishedAt ?? 0) - Date.now())).toBeLessThan(60_000)

    await settle(alice, bob)
    expect(bob.pushes).toEqual([])
    // Not even when the publisher subscribes again (the stored copy is not its to receive).
    await bob.request('irn_subscribe', { topic })
    await settle(bob)
    expect(bob.pushes).toEqual([])
  })

  it('stores messages and pushes them after the subscribe answer, in publishedAt order', async () => {
    const bob = await connect()
    const topic = randomTopic()
    const other = randomTopic()
    for (const message of ['b25l', 'dHdv', 'dGhyZWU=']) await publish(bob, topic, message)
    await publish(bob, other, 'b3RoZXI=')

    const alice = await connect()
    const answer = alice.request('irn_subscribe', { topic })
    const pushes = await alice.waitForPushes(3)
    const subscribed = await answer
    const answerIndex = alice.frames.indexOf(subscribed)
    expect(answerIndex).toBeLessThan(alice.frames.indexOf(pushes[0] as RelayFrame))
    expect(pushes.map((push) => push.params.data.message)).toEqual(['b25l', 'dHdv', 'dGhyZWU='])
    const times = pushes.map((push) => push.params.data.publishedAt)
    expect([...times].sort((a, b) => a - b)).toEqual(times)
    await settle(alice)
    expect(alice.pushes).toHaveLength(3)
  })

  it('keeps pushing until acknowledged; an ack stops redelivery after a reconnect', async () => {
    const bob = await connect()
    const topic = randomTopic()
    await publish(bob, topic, 'YWNr')
    const seed = newSeed()

    const first = await connect({ seed, autoAck: false })
    await first.request('irn_subscribe', { topic })
    await first.waitForPushes(1)
    await first.close()

    const second = await connect({ seed, autoAck: false })
    await second.request('irn_subscribe', { topic })
    const [again] = await second.waitForPushes(1)
    expect(again?.params.data.message).toBe('YWNr')
    second.ack(again!)
    // The ack is written in the background: wait for its row.
    await expect
      .poll(
        async () =>
          (
            await cloud.db.query(
              'select 1 from relay_deliveries d join relay_messages m on m.id = d.message_id where m.topic = $1',
              [topic],
            )
          ).length,
      )
      .toBe(1)
    await second.close()

    const third = await connect({ seed })
    await third.request('irn_subscribe', { topic })
    await publish(bob, topic, 'bWFya2Vy')
    const [marker] = await third.waitForPushes(1)
    expect(marker?.params.data.message).toBe('bWFya2Vy')
    await settle(third)
    expect(third.pushes).toHaveLength(1)
  })

  it('stores a re-published message once', async () => {
    const [alice, bob] = [await connect(), await connect()]
    const topic = randomTopic()
    await alice.request('irn_subscribe', { topic })
    await publish(bob, topic, 'cmV0cnk=')
    await publish(bob, topic, 'cmV0cnk=')
    await alice.waitForPushes(1)
    await settle(bob, alice)
    expect(alice.pushes).toHaveLength(1)
    const rows = await cloud.db.query('select 1 from relay_messages where topic = $1', [topic])
    expect(rows).toHaveLength(1)
  })

  it('passes the attestation through', async () => {
    const [alice, bob] = [await connect(), await connect()]
    const topic = randomTopic()
    await alice.request('irn_subscribe', { topic })
    await publish(bob, topic, 'YXR0', { attestation: 'eyJhbGciOiJFUzI1NiJ9.e30.sig', tag: 1108 })
    const [push] = await alice.waitForPushes(1)
    expect(push?.params.data).toMatchObject({ attestation: 'eyJhbGciOiJFUzI1NiJ9.e30.sig', tag: 1108 })
  })
})

describe('relay batch methods', () => {
  it('batch subscribe, publish and unsubscribe', async () => {
    const [alice, bob] = [await connect(), await connect()]
    const topics = [randomTopic(), randomTopic()]
    const subscribed = await alice.request('irn_batchSubscribe', { topics })
    expect(subscribed.result).toEqual(topics.map((topic) => sha256(topic + alice.clientId)))

    await bob.request('irn_batchPublish', {
      messages: topics.map((topic, index) => ({
        topic,
        message: `bXNn${index}`,
        ttl: 60,
        tag: 1000 + index,
      })),
    })
    const pushes = await alice.waitForPushes(2)
    expect(pushes.map((push) => [push.params.data.topic, push.params.data.tag])).toEqual([
      [topics[0], 1000],
      [topics[1], 1001],
    ])

    expect(
      await alice.request('irn_batchUnsubscribe', {
        subscriptions: topics.map((topic) => ({ topic, id: sha256(topic + alice.clientId) })),
      }),
    ).toMatchObject({ result: true })
    await publish(bob, topics[0]!, 'YWZ0ZXI=')
    await settle(bob, alice)
    expect(alice.pushes).toHaveLength(2)

    const topic = randomTopic()
    await alice.request('irn_subscribe', { topic })
    expect(
      await alice.request('irn_unsubscribe', { topic, id: sha256(topic + alice.clientId) }),
    ).toMatchObject({
      result: true,
    })
    await publish(bob, topic, 'Z29uZQ==')
    await settle(bob, alice)
    expect(alice.pushes).toHaveLength(2)
  })

  it('refuses more than 500 topics', async () => {
    const alice = await connect()
    const topics = Array.from({ length: 501 }, () => randomTopic())
    const answer = await alice.request('irn_batchSubscribe', { topics })
    expect(answer.error).toMatchObject({ code: -32600, message: expect.stringMatching(/500/) })
  })

  it('fetches stored messages, each once, with hasMore paging', async () => {
    const [alice, bob] = [await connect(), await connect()]
    const [one, two] = [randomTopic(), randomTopic()]
    await publish(bob, one, 'Zmlyc3Q=', { attestation: 'att' })
    await publish(bob, two, 'c2Vjb25k', { tag: 1109 })

    const fetched = await alice.request('irn_fetchMessages', { topic: one })
    expect(fetched.result).toEqual({
      messages: [
        { topic: one, message: 'Zmlyc3Q=', publishedAt: expect.any(Number), tag: 1108, attestation: 'att' },
      ],
      hasMore: false,
    })
    expect((await alice.request('irn_fetchMessages', { topic: one })).result).toEqual({
      messages: [],
      hasMore: false,
    })
    const batch = await alice.request('irn_batchFetchMessages', { topics: [one, two] })
    expect(batch.result).toEqual({
      messages: [{ topic: two, message: 'c2Vjb25k', publishedAt: expect.any(Number), tag: 1109 }],
      hasMore: false,
    })

    const many = randomTopic()
    for (const start of [0, 300]) {
      await bob.request('irn_batchPublish', {
        messages: Array.from({ length: 300 }, (_, index) => ({
          topic: many,
          message: `bg${start + index}`,
          ttl: 60,
          tag: 1,
        })),
      })
    }
    const page1 = (await alice.request('irn_fetchMessages', { topic: many })).result as {
      messages: { message: string }[]
      hasMore: boolean
    }
    expect(page1.messages).toHaveLength(500)
    expect(page1.hasMore).toBe(true)
    expect(page1.messages[0]?.message).toBe('bg0')
    const page2 = (await alice.request('irn_fetchMessages', { topic: many })).result as typeof page1
    expect(page2.messages).toHaveLength(100)
    expect(page2.hasMore).toBe(false)
    expect(page2.messages.at(-1)?.message).toBe('bg599')
  })
})

describe('wc_proposeSession / wc_approveSession', () => {
  it('publish with the session tags and subscribe the sender implicitly', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    const pairingTopic = randomTopic()
    const sessionTopic = randomTopic()

    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'cHJvcG9zYWw=',
      attestation: 'attestation-jwt',
      ttl: 300,
      correlationId: '1234',
    })
    expect(proposed.result).toBe(true)

    await wallet.request('irn_subscribe', { topic: pairingTopic })
    const [proposal] = await wallet.waitForPushes(1)
    expect(proposal?.params.data).toMatchObject({
      topic: pairingTopic,
      message: 'cHJvcG9zYWw=',
      tag: 1100,
      attestation: 'attestation-jwt',
    })
    const stored = await cloud.db.query<{ ttl: number }>(
      'select (expires_at - published_at) / 1000 as ttl from relay_messages where topic = $1',
      [pairingTopic],
    )
    expect(stored).toEqual([{ ttl: 300 }])

    const approved = await wallet.request('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
    })
    expect(approved.result).toBe(true)
    // The dapp was subscribed to the pairing topic by its proposal.
    const [response] = await dapp.waitForPushes(1)
    expect(response?.params.data).toMatchObject({ topic: pairingTopic, message: 'cmVzcG9uc2U=', tag: 1101 })

    await dapp.request('irn_subscribe', { topic: sessionTopic })
    const [, settle] = await dapp.waitForPushes(2)
    expect(settle?.params.data).toMatchObject({ topic: sessionTopic, message: 'c2V0dGxl', tag: 1102 })

    // The wallet was subscribed to the session topic by its approval.
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'dHJ1ZQ==', ttl: 300, tag: 1103 })
    const [, settled] = await wallet.waitForPushes(2)
    expect(settled?.params.data).toMatchObject({ topic: sessionTopic, tag: 1103 })
  })
})

describe('relay errors', () => {
  it('answers bad frames and requests without dropping the connection', async () => {
    const alice = await connect()
    alice.sendRaw('{not json')
    expect(
      (await alice.waitFor((frame) => frame.error?.message === 'Invalid payload: not JSON')).id,
    ).toBeNull()
    alice.sendRaw('[1,2]')
    await alice.waitFor(
      (frame) => frame.id === null && frame.error?.message?.includes('JSON-RPC object') === true,
    )
    alice.sendRaw('{"id":"77","jsonrpc":"2.0"}')
    await alice.waitFor((frame) => frame.id === '77' && frame.error?.code === -32600)
    alice.socket.send(Buffer.from('{"id":"78","jsonrpc":"2.0","method":"irn_nope"}'), { binary: true })
    await alice.waitFor((frame) => frame.id === '78' && frame.error?.code === -32601)

    expect((await alice.request('irn_unknownMethod', {})).error).toEqual({
      code: -32601,
      message: 'Method not found: irn_unknownMethod',
    })
    expect((await alice.request('irn_subscribe')).error).toMatchObject({ code: -32600 })
    expect((await alice.request('irn_subscribe', { topic: 'xyz' })).error).toMatchObject({
      code: -32600,
      message: expect.stringMatching(/topic/),
    })
    expect(
      (await alice.request('irn_publish', { topic: randomTopic(), message: 'eA==', ttl: 5, tag: 1108 }))
        .error,
    ).toEqual({
      code: -32600,
      message: expect.stringMatching(/^Invalid params: ttl/),
      data: 1108,
    })
    expect(
      (
        await alice.request('irn_publish', {
          topic: randomTopic(),
          message: 'eA==',
          ttl: 31 * 86_400,
          tag: 1,
        })
      ).error,
    ).toMatchObject({ code: -32600, data: 1 })
    expect(
      (await alice.request('irn_publish', { topic: randomTopic(), message: '', ttl: 300, tag: 1 })).error,
    ).toMatchObject({
      code: -32600,
    })
    expect(
      (await alice.request('irn_publish', { topic: randomTopic(), message: 'eA==', ttl: 300, tag: -1 }))
        .error,
    ).toMatchObject({
      code: -32600,
    })
    // Still served.
    expect((await alice.request('irn_subscribe', { topic: randomTopic() })).result).toEqual(
      expect.any(String),
    )
  })

  it('refuses a message over the size limit with -32600 and its tag', async () => {
    const alice = await connect()
    const answer = await alice.request('irn_publish', {
      topic: randomTopic(),
      message: 'A'.repeat(256 * 1024 + 1),
      ttl: 300,
      tag: 1108,
    })
    expect(answer.error).toEqual({
      code: -32600,
      message: 'Message too large: 262145 bytes, the relay accepts at most 262144',
      data: 1108,
    })
    const proposal = await alice.request('wc_proposeSession', {
      pairingTopic: randomTopic(),
      sessionProposal: 'A'.repeat(256 * 1024 + 1),
    })
    expect(proposal.error).toMatchObject({ code: -32600, data: 1100 })
    expect((await alice.request('irn_subscribe', { topic: randomTopic() })).result).toEqual(
      expect.any(String),
    )
  })
})

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
