/**
 * Property tests: whatever arrives off the wire, the envelope decoder answers with a payload it could
 * authenticate or an EnvelopeError, never another error class, and never a payload from a tampered
 * type-0/1 envelope.
 */
import { base64, base64urlnopad } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64 as wireBase64, base64urlnopad as wireBase64url } from '../base64.ts'
import {
  type DecodeKeys,
  decodeEnvelope,
  type EnvelopeEncoding,
  EnvelopeError,
  encodeEnvelope,
  readEnvelopeHeader,
} from './envelope.ts'
import { deriveSymKey, generateKeyPair, generateSymKey } from './keys.ts'

const RUNS = { numRuns: 200 }
const ENCODINGS: EnvelopeEncoding[] = ['base64', 'base64url']
const codec = (encoding: EnvelopeEncoding) => (encoding === 'base64' ? base64 : base64urlnopad)

const SYM_KEY = generateSymKey()
const OTHER_SYM_KEY = generateSymKey()
const SENDER = generateKeyPair()
const RECEIVER = generateKeyPair()
const STRANGER = generateKeyPair()
const KEYS: DecodeKeys = { symKey: SYM_KEY, receiverPrivateKey: RECEIVER.privateKey }

const BIGINT_STRING = /^-?\d+n$/

/** JSON values as the codec carries them: BigInt included, no -0, no strings that read back as BigInt. */
const wireValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
    fc.integer(),
    fc.bigInt(),
    fc.string({ unit: 'binary' }).filter((s) => !BIGINT_STRING.test(s)),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(
      fc.string({ unit: 'binary' }).filter((s) => s !== '__proto__'),
      tie('value'),
      { maxKeys: 5, noNullPrototype: true },
    ),
  ),
})).value

function sameBytes(a: string, b: string, encoding: EnvelopeEncoding): boolean {
  // The envelope's own decoder, which ignores the unused bits of the last character (as RFC 4648 allows);
  // @scure/base refuses them, and would call an edit of those bits a change.
  const wire = encoding === 'base64' ? wireBase64 : wireBase64url
  try {
    return wire.encode(wire.decode(b)) === a
  } catch {
    return false
  }
}

/** Runs `fn` and returns what it threw (fails if it returned). */
function thrown(fn: () => unknown): unknown {
  try {
    fn()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw, got a result')
}

/** Either a result or an EnvelopeError: nothing else may come out of the decoder. */
function decodeOrEnvelopeError(message: string, keys: DecodeKeys, encoding: EnvelopeEncoding) {
  try {
    return decodeEnvelope(message, keys, encoding)
  } catch (error) {
    expect(error).toBeInstanceOf(EnvelopeError)
    return undefined
  }
}

function headerOrEnvelopeError(message: string, encoding: EnvelopeEncoding) {
  try {
    return readEnvelopeHeader(message, encoding)
  } catch (error) {
    expect(error).toBeInstanceOf(EnvelopeError)
    return undefined
  }
}

const sealed = (payload: unknown, type: 0 | 1, encoding: EnvelopeEncoding) =>
  encodeEnvelope(
    payload,
    type === 0
      ? { type: 0, symKey: SYM_KEY }
      : { type: 1, senderPrivateKey: SENDER.privateKey, receiverPublicKey: RECEIVER.publicKey },
    encoding,
  )

describe('decodeEnvelope on garbage', () => {
  it('random strings give a payload or an EnvelopeError, in both encodings', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fc.base64String(), fc.stringMatching(/^[A-Za-z0-9_-]*$/)),
        fc.constantFrom(...ENCODINGS),
        (message, encoding) => {
          headerOrEnvelopeError(message, encoding)
          const decoded = decodeOrEnvelopeError(message, KEYS, encoding)
          // Only a plaintext (type 2) envelope can decode without a key matching the sender's.
          if (decoded) expect(decoded.type).toBe(2)
        },
      ),
      RUNS,
    )
  })

  it('random bytes, encoded, give a payload or an EnvelopeError', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 200 }),
        fc.constantFrom(0, 1, 2, 3, 255, undefined),
        fc.constantFrom(...ENCODINGS),
        (bytes, type, encoding) => {
          const withType = type === undefined ? bytes : Uint8Array.of(type, ...bytes)
          const message = codec(encoding).encode(withType)
          const header = headerOrEnvelopeError(message, encoding)
          const decoded = decodeOrEnvelopeError(message, KEYS, encoding)
          if (decoded) expect(decoded.type).toBe(2)
          if (header) expect([0, 1, 2]).toContain(header.type)
        },
      ),
      RUNS,
    )
  })

  it('non-string messages and missing keys give an EnvelopeError', () => {
    fc.assert(
      fc.property(fc.anything(), (message) => {
        if (typeof message === 'string' && message.length > 0) return
        expect(thrown(() => decodeEnvelope(message as string, KEYS))).toBeInstanceOf(EnvelopeError)
        expect(thrown(() => readEnvelopeHeader(message as string))).toBeInstanceOf(EnvelopeError)
      }),
      RUNS,
    )
    expect(thrown(() => decodeEnvelope(sealed(1, 0, 'base64'), {}))).toBeInstanceOf(EnvelopeError)
    expect(thrown(() => decodeEnvelope(sealed(1, 1, 'base64'), {}))).toBeInstanceOf(EnvelopeError)
  })
})

describe('decodeEnvelope on tampered envelopes', () => {
  const tampered = (type: 0 | 1) =>
    fc
      .record({
        payload: wireValue,
        encoding: fc.constantFrom(...ENCODINGS),
        how: fc.constantFrom('flip', 'truncate', 'extend', 'retype', 'text'),
        position: fc.nat(),
        bit: fc.integer({ min: 0, max: 7 }),
        extra: fc.uint8Array({ minLength: 1, maxLength: 40 }),
        newType: fc.integer({ min: 0, max: 255 }).filter((t) => t !== type),
        char: fc.constantFrom(...'AZaz09+/-_=.!'),
      })
      .map((input) => {
        const original = sealed(input.payload, type, input.encoding)
        const bytes = codec(input.encoding).decode(original)
        let message: string
        switch (input.how) {
          case 'flip': {
            const copy = bytes.slice()
            const index = input.position % copy.length
            copy[index] = (copy[index] as number) ^ (1 << input.bit)
            message = codec(input.encoding).encode(copy)
            break
          }
          case 'truncate':
            message = codec(input.encoding).encode(bytes.subarray(0, input.position % bytes.length))
            break
          case 'extend':
            message = codec(input.encoding).encode(Uint8Array.of(...bytes, ...input.extra))
            break
          case 'retype':
            message = codec(input.encoding).encode(Uint8Array.of(input.newType, ...bytes.subarray(1)))
            break
          case 'text': {
            const index = input.position % original.length
            message = original.slice(0, index) + input.char + original.slice(index + 1)
            break
          }
        }
        return { ...input, original, message }
      })
      .filter(({ original, message }) => original !== message)

  for (const type of [0, 1] as const) {
    it(`type ${type}: a changed envelope never decodes to a payload, it throws EnvelopeError`, () => {
      fc.assert(
        fc.property(tampered(type), ({ original, message, encoding, how, newType }) => {
          const decoded = decodeOrEnvelopeError(message, KEYS, encoding)
          if (decoded === undefined) return
          // A text edit on padding bits may decode to the very same bytes: not a change at all.
          if (how === 'text' && sameBytes(original, message, encoding)) return
          // Anything else that decodes is a plaintext (type 2) read of the ciphertext, which is
          // what a retype to 2 (or a bit flip making the type byte 2) gives: not an authenticated payload.
          if (how === 'retype') expect(newType).toBe(2)
          expect(decoded.type).toBe(2)
        }),
        RUNS,
      )
    })
  }

  it('the wrong key throws EnvelopeError', () => {
    fc.assert(
      fc.property(wireValue, fc.constantFrom(...ENCODINGS), (payload, encoding) => {
        const zero = sealed(payload, 0, encoding)
        expect(thrown(() => decodeEnvelope(zero, { symKey: OTHER_SYM_KEY }, encoding))).toBeInstanceOf(
          EnvelopeError,
        )
        const one = sealed(payload, 1, encoding)
        expect(
          thrown(() => decodeEnvelope(one, { receiverPrivateKey: STRANGER.privateKey }, encoding)),
        ).toBeInstanceOf(EnvelopeError)
      }),
      { numRuns: 100 },
    )
  })

  it('a sender key swapped for random bytes (low-order points included) throws EnvelopeError', () => {
    const lowOrder = [new Uint8Array(32), Uint8Array.of(1, ...new Uint8Array(31))]
    fc.assert(
      fc.property(
        fc.oneof(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.constantFrom(...lowOrder)),
        (key) => {
          const bytes = base64.decode(sealed({ id: 1 }, 1, 'base64'))
          bytes.set(key, 1)
          expect(thrown(() => decodeEnvelope(base64.encode(bytes), KEYS))).toBeInstanceOf(EnvelopeError)
        },
      ),
      { numRuns: 100 },
    )
  })
})

describe('round trip', () => {
  it('types 0, 1 and 2 carry any JSON value (BigInt included) in both encodings', () => {
    fc.assert(
      fc.property(wireValue, fc.constantFrom(...ENCODINGS), (payload, encoding) => {
        const zero = sealed(payload, 0, encoding)
        expect(readEnvelopeHeader(zero, encoding)).toEqual({ type: 0 })
        expect(decodeEnvelope(zero, { symKey: SYM_KEY }, encoding)).toEqual({ type: 0, payload })

        const one = sealed(payload, 1, encoding)
        expect(readEnvelopeHeader(one, encoding)).toEqual({ type: 1, senderPublicKey: SENDER.publicKey })
        expect(decodeEnvelope(one, { receiverPrivateKey: RECEIVER.privateKey }, encoding)).toEqual({
          type: 1,
          senderPublicKey: SENDER.publicKey,
          payload,
        })
        // The receiver's symmetric view of the type-1 key matches the sender's.
        expect(deriveSymKey(RECEIVER.privateKey, SENDER.publicKey)).toBe(
          deriveSymKey(SENDER.privateKey, RECEIVER.publicKey),
        )

        const two = encodeEnvelope(payload, { type: 2 }, encoding)
        expect(decodeEnvelope(two, {}, encoding)).toEqual({ type: 2, payload })
      }),
      { numRuns: 200 },
    )
  })
})
