import { base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { decodeEnvelope, EnvelopeError, encodeEnvelope, readEnvelopeHeader } from './envelope.ts'
import { deriveSymKey, generateKeyPair, generateSymKey } from './keys.ts'

const REQUEST = { id: 1700000000000000, jsonrpc: '2.0', method: 'wc_sessionPing', params: {} }

function flipByte(message: string, index: number): string {
  const bytes = base64.decode(message)
  bytes[index]! ^= 0x01
  return base64.encode(bytes)
}

describe('type 0', () => {
  it('turns a 62-byte message into a 91-byte envelope', () => {
    const payload = 'x'.repeat(60) // JSON adds the two quotes: 62 bytes
    const bytes = base64.decode(encodeEnvelope(payload, { type: 0, symKey: generateSymKey() }))
    expect(bytes.length).toBe(91)
    expect(bytes[0]).toBe(0)
  })

  it('round-trips, BigInt included, over relay and link-mode encodings', () => {
    const symKey = generateSymKey()
    const payload = { ...REQUEST, params: { value: 10n ** 20n } }
    const relay = encodeEnvelope(payload, { type: 0, symKey })
    expect(relay).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(decodeEnvelope(relay, { symKey })).toEqual({ type: 0, payload })
    const link = encodeEnvelope(payload, { type: 0, symKey }, 'base64url')
    expect(link).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeEnvelope(link, { symKey }, 'base64url')).toEqual({ type: 0, payload })
  })

  it('uses a fresh IV each time', () => {
    const symKey = generateSymKey()
    expect(encodeEnvelope(REQUEST, { type: 0, symKey })).not.toBe(
      encodeEnvelope(REQUEST, { type: 0, symKey }),
    )
  })

  it('rejects tampered ciphertext, tampered IV and the wrong key', () => {
    const symKey = generateSymKey()
    const message = encodeEnvelope(REQUEST, { type: 0, symKey })
    expect(() => decodeEnvelope(flipByte(message, 20), { symKey })).toThrow('authentication failed')
    expect(() => decodeEnvelope(flipByte(message, 1), { symKey })).toThrow('authentication failed')
    expect(() => decodeEnvelope(message, { symKey: generateSymKey() })).toThrow(EnvelopeError)
  })

  it('asks for a key it was not given', () => {
    const message = encodeEnvelope(REQUEST, { type: 0, symKey: generateSymKey() })
    expect(() => decodeEnvelope(message, {})).toThrow('type 0 needs a symKey')
  })
})

describe('type 1', () => {
  it('carries the sender public key and decrypts with HKDF(receiver priv, sender pub)', () => {
    const sender = generateKeyPair()
    const receiver = generateKeyPair()
    const message = encodeEnvelope(REQUEST, {
      type: 1,
      senderPrivateKey: sender.privateKey,
      receiverPublicKey: receiver.publicKey,
    })
    const bytes = base64.decode(message)
    expect(bytes[0]).toBe(1)
    expect(readEnvelopeHeader(message)).toEqual({ type: 1, senderPublicKey: sender.publicKey })
    expect(decodeEnvelope(message, { receiverPrivateKey: receiver.privateKey })).toEqual({
      type: 1,
      senderPublicKey: sender.publicKey,
      payload: REQUEST,
    })
    // The same key both ways, so a type 1 reply can be checked against a type 0 of the derived key.
    const symKey = deriveSymKey(receiver.privateKey, sender.publicKey)
    expect(symKey).toBe(deriveSymKey(sender.privateKey, receiver.publicKey))
  })

  it('rejects the wrong receiver and a zero sender key', () => {
    const sender = generateKeyPair()
    const receiver = generateKeyPair()
    const message = encodeEnvelope(REQUEST, {
      type: 1,
      senderPrivateKey: sender.privateKey,
      receiverPublicKey: receiver.publicKey,
    })
    expect(() => decodeEnvelope(message, { receiverPrivateKey: generateKeyPair().privateKey })).toThrow(
      'authentication failed',
    )
    const bytes = base64.decode(message)
    bytes.fill(0, 1, 33)
    expect(() => decodeEnvelope(base64.encode(bytes), { receiverPrivateKey: receiver.privateKey })).toThrow(
      EnvelopeError,
    )
  })
})

describe('type 1 sender key', () => {
  it('refuses a sender key with the top bit set (X25519 would ignore the bit and still decrypt)', () => {
    const sender = generateKeyPair()
    const receiver = generateKeyPair()
    const envelope = encodeEnvelope(
      { id: 1, jsonrpc: '2.0', result: true },
      { type: 1, senderPrivateKey: sender.privateKey, receiverPublicKey: receiver.publicKey },
    )
    const bytes = base64.decode(envelope)
    bytes[32] = (bytes[32] as number) | 0x80
    expect(() => decodeEnvelope(base64.encode(bytes), { receiverPrivateKey: receiver.privateKey })).toThrow(
      /non-canonical sender public key/,
    )
  })
})

describe('type 2', () => {
  it('round-trips plaintext in link mode', () => {
    const message = encodeEnvelope(REQUEST, { type: 2 }, 'base64url')
    expect(decodeEnvelope(message, {}, 'base64url')).toEqual({ type: 2, payload: REQUEST })
    expect(readEnvelopeHeader(message, 'base64url')).toEqual({ type: 2 })
  })
})

describe('malformed input', () => {
  it.each([
    ['an empty string', '', 'empty message'],
    ['not base64', '!!!!', 'not padded base64'],
    ['missing padding', 'AAA', 'not padded base64'],
    ['an unknown type', base64.encode(Uint8Array.of(3, 0, 0)), 'unknown type 3'],
    ['a short type 0', base64.encode(new Uint8Array(28)), 'too short for type 0'],
    ['a short type 1', base64.encode(Uint8Array.of(1, ...new Uint8Array(59))), 'too short for type 1'],
    ['a type 2 without JSON', base64.encode(Uint8Array.of(2, 0x7b)), 'plaintext is not JSON'],
    ['a type 2 without UTF-8', base64.encode(Uint8Array.of(2, 0xff)), 'plaintext is not UTF-8'],
  ])('rejects %s with an EnvelopeError', (_, message, reason) => {
    expect(() => decodeEnvelope(message, { symKey: generateSymKey() })).toThrow(EnvelopeError)
    expect(() => decodeEnvelope(message, { symKey: generateSymKey() })).toThrow(reason)
  })

  it('rejects padded or standard-alphabet input in link mode', () => {
    // 5 bytes: padded in standard base64.
    const padded = encodeEnvelope('ab', { type: 2 })
    expect(padded).toMatch(/=$/)
    expect(() => decodeEnvelope(padded, {}, 'base64url')).toThrow('not unpadded base64url')
    expect(() => decodeEnvelope('Ag+/', {}, 'base64url')).toThrow('not unpadded base64url')
  })

  it('rejects a non-string without a TypeError', () => {
    expect(() => decodeEnvelope(42 as unknown as string, {})).toThrow(EnvelopeError)
  })
})
