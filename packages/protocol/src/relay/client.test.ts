import { describe, expect, it } from 'vitest'
import { type FakeRelay, waitFor } from '../test/fakeRelay.ts'
import { fakeRelayClients, SEED_B } from './client.fixtures.ts'

/* The relay methods the client speaks: publish, fetch, and the combined session calls. */

let relay: FakeRelay
const { makeClient } = fakeRelayClients((started) => {
  relay = started
})

describe('requests', () => {
  it('publishes with irn_publish and resolves on the ack', async () => {
    const client = makeClient()
    await client.connect()
    await client.publish('topic-1', 'AAAA', { ttl: 300, tag: 1100, prompt: true, attestation: 'att' })
    await client.publish('topic-1', 'BBBB', { ttl: 86_400, tag: 1000 })
    const [first, second] = relay.requests('irn_publish')
    expect(first!.params).toEqual({
      topic: 'topic-1',
      message: 'AAAA',
      ttl: 300,
      tag: 1100,
      prompt: true,
      attestation: 'att',
    })
    expect(second!.params).toEqual({ topic: 'topic-1', message: 'BBBB', ttl: 86_400, tag: 1000 })
    for (const request of [first!, second!]) {
      expect(request.jsonrpc).toBe('2.0')
      expect(Number.isSafeInteger(request.id)).toBe(true)
    }
    expect(first!.id).not.toBe(second!.id)
  })

  it('fetches stored messages', async () => {
    const publisher = makeClient({ seed: SEED_B })
    await publisher.publish('topic-f', 'one', { ttl: 300, tag: 1 })
    await publisher.publish('topic-f', 'two', { ttl: 300, tag: 1 })
    const client = makeClient()
    const messages = await client.fetchMessages('topic-f')
    expect(messages.map((m) => m.message)).toEqual(['one', 'two'])
    expect(messages[0]).toMatchObject({ topic: 'topic-f', tag: 1 })
  })

  it('sends wc_proposeSession / wc_approveSession and re-subscribes their topics implicitly', async () => {
    const client = makeClient()
    await client.proposeSession({ pairingTopic: 'pair', sessionProposal: 'prop', correlationId: 42 })
    await client.approveSession({
      pairingTopic: 'pair',
      sessionTopic: 'sess',
      sessionProposalResponse: 'resp',
      sessionSettlementRequest: 'settle',
    })
    expect(relay.requests('wc_proposeSession')[0]!.params).toEqual({
      pairingTopic: 'pair',
      sessionProposal: 'prop',
      ttl: 300,
      correlationId: 42,
    })
    expect(relay.requests('wc_approveSession')[0]!.params).toEqual({
      pairingTopic: 'pair',
      sessionTopic: 'sess',
      sessionProposalResponse: 'resp',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    expect(client.topics).toEqual(['pair', 'sess'])
    relay.dropAll()
    await waitFor(() => relay.connections[1]?.requests.length, 3_000, 'resubscribe')
    expect(relay.connections[1]!.requests[0]).toMatchObject({
      method: 'irn_batchSubscribe',
      params: { topics: ['pair', 'sess'] },
    })
  })
})
