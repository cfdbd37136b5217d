import { describe, expect, it } from 'vitest'
import { randomTopic } from '../test/relayClient.ts'
import { publish, settle, sha256, useRelayCloud } from './testkit.ts'

const relay = useRelayCloud()
const connect = relay.connect

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
    const stored = await relay.cloud.db.query<{ ttl: number }>(
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
