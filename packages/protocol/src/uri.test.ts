import { describe, expect, it } from 'vitest'
import { buildPairingUri, type PairingUri, PairingUriError, parsePairingUri } from './uri.ts'

const TOPIC = 'a'.repeat(64)
const SYM_KEY = '0123456789abcdef'.repeat(4)
const NOW_MS = 1_700_000_000_000
const EXPIRY = NOW_MS / 1000 + 300
const BASE: PairingUri = { topic: TOPIC, symKey: SYM_KEY, expiryTimestamp: EXPIRY, relayProtocol: 'irn' }

describe('buildPairingUri', () => {
  it('writes the keys in alphabetical order', () => {
    expect(buildPairingUri(BASE)).toBe(
      `wc:${TOPIC}@2?expiryTimestamp=${EXPIRY}&relay-protocol=irn&symKey=${SYM_KEY}`,
    )
  })

  it('adds methods and relay-data in their alphabetical places', () => {
    const uri = buildPairingUri({ ...BASE, methods: ['wc_sessionAuthenticate'], relayData: 'x y' })
    expect(uri).toBe(
      `wc:${TOPIC}@2?expiryTimestamp=${EXPIRY}&methods=wc_sessionAuthenticate&relay-data=x%20y` +
        `&relay-protocol=irn&symKey=${SYM_KEY}`,
    )
  })

  it('refuses a malformed key', () => {
    expect(() => buildPairingUri({ ...BASE, symKey: 'abc' })).toThrow('symKey must be 64 hex characters')
  })
})

describe('parsePairingUri', () => {
  it('round-trips with and without methods', () => {
    expect(parsePairingUri(buildPairingUri(BASE), NOW_MS)).toEqual(BASE)
    const auth = { ...BASE, methods: ['wc_sessionAuthenticate'], relayData: 'data' }
    expect(parsePairingUri(buildPairingUri(auth), NOW_MS)).toEqual(auth)
  })

  it('accepts wc:// and strips the leading slashes from the topic', () => {
    const uri = buildPairingUri(BASE).replace('wc:', 'wc://')
    expect(parsePairingUri(uri, NOW_MS).topic).toBe(TOPIC)
  })

  it('accepts the keys in any order', () => {
    const uri = `wc:${TOPIC}@2?symKey=${SYM_KEY}&relay-protocol=irn&expiryTimestamp=${EXPIRY}`
    expect(parsePairingUri(uri, NOW_MS)).toEqual(BASE)
  })

  it('rejects an expired URI with code EXPIRED', () => {
    const uri = buildPairingUri(BASE)
    expect(parsePairingUri(uri, EXPIRY * 1000).expiryTimestamp).toBe(EXPIRY)
    try {
      parsePairingUri(uri, EXPIRY * 1000 + 1)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(PairingUriError)
      expect((error as PairingUriError).code).toBe('EXPIRED')
    }
  })

  it.each([
    ['another scheme', `https://${TOPIC}@2?x=1`, 'must start with "wc:"'],
    ['no query', `wc:${TOPIC}@2`, 'missing query parameters'],
    ['no version', `wc:${TOPIC}?relay-protocol=irn`, 'missing "@2" version'],
    ['version 1', `wc:${TOPIC}@1?relay-protocol=irn`, 'unsupported version "1"'],
    ['bad topic', `wc:xyz@2?relay-protocol=irn`, 'topic must be 64 hex characters'],
    ['no relay-protocol', `wc:${TOPIC}@2?expiryTimestamp=${EXPIRY}&symKey=${SYM_KEY}`, 'relay-protocol'],
    ['no symKey', `wc:${TOPIC}@2?expiryTimestamp=${EXPIRY}&relay-protocol=irn`, 'symKey is required'],
    ['short symKey', `wc:${TOPIC}@2?expiryTimestamp=1&relay-protocol=irn&symKey=ab`, 'symKey must be'],
    ['no expiry', `wc:${TOPIC}@2?relay-protocol=irn&symKey=${SYM_KEY}`, 'expiryTimestamp'],
    [
      'bad expiry',
      `wc:${TOPIC}@2?expiryTimestamp=soon&relay-protocol=irn&symKey=${SYM_KEY}`,
      'expiryTimestamp',
    ],
  ])('rejects %s with a clear message', (_, uri, message) => {
    expect(() => parsePairingUri(uri, NOW_MS)).toThrow(message)
    expect(() => parsePairingUri(uri, NOW_MS)).toThrow(/^Invalid pairing URI: /)
  })
})
