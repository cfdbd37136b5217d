import { describe, expect, it } from 'vitest'
import { newSeed, type RelayFrame, randomTopic } from '../test/relayClient.ts'
import { publish, settle, sha256, useRelayCloud } from './testkit.ts'

const relay = useRelayCloud()
const connect = relay.connect

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
            await relay.cloud.db.query(
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
    const rows = await relay.cloud.db.query('select 1 from relay_messages where topic = $1', [topic])
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
