import { describe, expect, it } from 'vitest'
import { randomTopic } from '../test/relayClient.ts'
import { useRelayCloud } from './testkit.ts'

const relay = useRelayCloud()
const connect = relay.connect

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
