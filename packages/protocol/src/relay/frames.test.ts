import { describe, expect, it } from 'vitest'
import { type FakeRelay, waitFor } from '../test/fakeRelay.ts'
import { fakeRelayClients } from './client.fixtures.ts'
import { RelayRequestError } from './errors.ts'
import { answerError, parseFrame, parseRelayMessage, toError } from './frames.ts'

/* Reading frames off the relay socket. */

let relay: FakeRelay
const { makeClient } = fakeRelayClients((started) => {
  relay = started
})

describe('frames on the socket', () => {
  it('reports a malformed frame as an error without dropping the connection', async () => {
    const client = makeClient()
    const errors: Error[] = []
    client.on('error', (e) => errors.push(e))
    await client.connect()
    relay.connections[0]!.socket.send('not json')
    await waitFor(() => errors.length === 1, 3_000, 'error')
    expect(client.connected).toBe(true)
    await client.publish('t', 'm', { ttl: 1, tag: 1 })
  })
})

describe('parseFrame', () => {
  it('reads a JSON object from text, an ArrayBuffer or a byte view', () => {
    const text = '{"id":1,"result":true}'
    const bytes = new TextEncoder().encode(text)
    for (const data of [text, bytes.buffer, bytes]) expect(parseFrame(data)).toEqual({ id: 1, result: true })
  })

  it('gives undefined for anything but a JSON object', () => {
    for (const data of ['not json', '[1,2]', 'null', '"text"', 42, undefined, {}]) {
      expect(parseFrame(data)).toBeUndefined()
    }
  })
})

describe('parseRelayMessage', () => {
  it('keeps the fields, reads missing numbers as 0 and drops a non-string attestation', () => {
    expect(
      parseRelayMessage({ topic: 't', message: 'm', publishedAt: 5, tag: 1100, attestation: 'a' }),
    ).toEqual({
      topic: 't',
      message: 'm',
      publishedAt: 5,
      tag: 1100,
      attestation: 'a',
    })
    expect(parseRelayMessage({ topic: 't', message: 'm', attestation: 1 })).toEqual({
      topic: 't',
      message: 'm',
      publishedAt: 0,
      tag: 0,
    })
  })

  it('refuses a message without a string topic and message', () => {
    for (const value of [null, [], { topic: 't' }, { message: 'm' }, { topic: 1, message: 'm' }]) {
      expect(parseRelayMessage(value)).toBeUndefined()
    }
  })
})

describe('toError', () => {
  it('finds the error in an Error, an ErrorEvent-like object or a message, else uses the fallback', () => {
    const error = new Error('boom')
    expect(toError(error, 'fallback')).toBe(error)
    expect(toError({ error }, 'fallback')).toBe(error)
    expect(toError({ message: 'socket hang up' }, 'fallback').message).toBe('socket hang up')
    expect(toError({ message: '' }, 'fallback').message).toBe('fallback')
    expect(toError('text', 'fallback').message).toBe('fallback')
  })
})

describe('answerError', () => {
  it('carries the code, message and data of the answer', () => {
    const error = answerError('irn_publish', { code: -32000, message: 'refused', data: 1108 })
    expect(error).toBeInstanceOf(RelayRequestError)
    expect(error).toMatchObject({ method: 'irn_publish', code: -32000, data: 1108 })
    expect(error.message).toBe('irn_publish failed: refused (-32000)')
  })

  it('falls back to the internal error code and a generic text', () => {
    expect(answerError('irn_subscribe', 'nonsense')).toMatchObject({
      code: -32603,
      message: 'irn_subscribe failed: Relay error (-32603)',
    })
  })
})
