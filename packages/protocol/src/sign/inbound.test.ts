import { describe, expect, it, vi } from 'vitest'
import { encodeEnvelope } from '../crypto/envelope.ts'
import { generateSymKey } from '../crypto/keys.ts'
import { createMemoryStorage } from '../storage/memory.ts'
import { ProtocolError, sdkError } from './errors.ts'
import { Inbound, type Incoming } from './inbound.ts'
import { linkEnvelopeUrl } from './linkMode.ts'
import { PendingAnswers } from './pendingAnswers.ts'
import { SeenRequests } from './seenRequests.ts'
import { createSignStores } from './signStores.ts'

const TOPIC = 'a'.repeat(64)

function setup() {
  const stores = createSignStores(createMemoryStorage(), 'test')
  const symKey = generateSymKey()
  stores.keychain.set(TOPIC, symKey)
  const answers = new PendingAnswers()
  const refused: { incoming: Incoming; code: number }[] = []
  const errors: unknown[] = []
  const inbound = new Inbound({
    stores,
    seen: new SeenRequests(),
    answers,
    refuse: async (incoming, error) => void refused.push({ incoming, code: error.code }),
    reportError: (error) => void errors.push(error),
  })
  const deliver = async (payload: unknown, type: 0 | 2 = 0) => {
    const message = encodeEnvelope(payload, type === 0 ? { type, symKey } : { type })
    inbound.receive({ topic: TOPIC, message, publishedAt: 0, tag: 1108 })
    await inbound.idle()
  }
  return { stores, symKey, answers, refused, errors, inbound, deliver }
}

const request = (id: number, method = 'wc_sessionPing') => ({ id, jsonrpc: '2.0', method, params: {} })

describe('Inbound', () => {
  it('hands a request to the handler of its method once, and drops its replay', async () => {
    const { inbound, deliver, refused } = setup()
    const handler = vi.fn()
    inbound.onRequest('wc_sessionPing', handler)
    await deliver(request(1))
    await deliver(request(1))
    expect(handler).toHaveBeenCalledTimes(1)
    expect(handler.mock.calls[0]?.[0]).toMatchObject({ topic: TOPIC, id: 1, method: 'wc_sessionPing' })
    expect(handler.mock.calls[0]?.[0].transport).toBe('relay')
    expect(refused).toEqual([])
  })

  it('refuses a method nobody handles, and a request its handler refuses, with an answer', async () => {
    const { inbound, deliver, refused, errors } = setup()
    inbound.onRequest('wc_sessionPing', () => {
      throw new ProtocolError(sdkError('USER_DISCONNECTED'))
    })
    await deliver(request(1, 'wc_unknown'))
    await deliver(request(2))
    expect(refused.map(({ incoming, code }) => [incoming.id, code])).toEqual([
      [1, sdkError('WC_METHOD_UNSUPPORTED').code],
      [2, sdkError('USER_DISCONNECTED').code],
    ])
    // The refusal is also reported, and the loop goes on with the next message.
    expect(errors).toHaveLength(1)
  })

  it('routes a response to the request it answers, once, and settles whoever waits for it', async () => {
    const { inbound, deliver, stores, answers } = setup()
    stores.history.set(5, { id: 5, topic: TOPIC, method: 'wc_sessionPing', params: {}, direction: 'out' })
    const handler = vi.fn()
    inbound.onResponse('wc_sessionPing', handler)
    const waiting = answers.wait(5)
    await deliver({ id: 5, jsonrpc: '2.0', result: true })
    await deliver({ id: 5, jsonrpc: '2.0', result: 'again' })
    await expect(waiting).resolves.toBe(true)
    expect(handler).toHaveBeenCalledTimes(1)
    expect(handler.mock.calls[0]?.[0]).toMatchObject({
      id: 5,
      result: true,
      request: { method: 'wc_sessionPing' },
    })
    expect(stores.history.get(5)?.answered).toBe(true)
  })

  it('does not treat a response to a request it received as an answer', async () => {
    const { inbound, deliver, stores } = setup()
    stores.history.set(6, { id: 6, topic: TOPIC, method: 'wc_sessionRequest', params: {}, direction: 'in' })
    const handler = vi.fn()
    inbound.onResponse('wc_sessionRequest', handler)
    await deliver({ id: 6, jsonrpc: '2.0', error: { code: 1, message: 'no' } })
    expect(handler).not.toHaveBeenCalled()
    expect(stores.history.get(6)?.answered).toBeUndefined()
  })

  it('ignores plaintext over the relay and messages on topics it has no key for', async () => {
    const { inbound, deliver } = setup()
    const handler = vi.fn()
    inbound.onRequest('wc_sessionPing', handler)
    await deliver(request(1), 2)
    const stranger = encodeEnvelope(request(2), { type: 0, symKey: generateSymKey() })
    inbound.receive({ topic: 'b'.repeat(64), message: stranger, publishedAt: 0, tag: 1108 })
    await inbound.idle()
    expect(handler).not.toHaveBeenCalled()
  })

  it('takes an envelope from a universal link, and answers it back the same way', async () => {
    const { inbound, symKey } = setup()
    const handler = vi.fn()
    inbound.onRequest('wc_sessionPing', handler)
    const envelope = encodeEnvelope(request(3), { type: 0, symKey }, 'base64url')
    expect(inbound.dispatchEnvelope(linkEnvelopeUrl('https://wallet.example/wc', TOPIC, envelope))).toBe(true)
    expect(inbound.dispatchEnvelope('https://wallet.example/wc')).toBe(false)
    await inbound.idle()
    expect(handler.mock.calls[0]?.[0]).toMatchObject({ id: 3, transport: 'link' })
  })

  it('reports a message that is not JSON-RPC and carries on', async () => {
    const { inbound, deliver, errors } = setup()
    const handler = vi.fn()
    inbound.onRequest('wc_sessionPing', handler)
    await deliver({ hello: 'world' })
    await deliver(request(4))
    expect(errors).toHaveLength(1)
    expect(handler).toHaveBeenCalledTimes(1)
  })
})
