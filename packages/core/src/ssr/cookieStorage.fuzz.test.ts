import { fuzzRuns } from '@airlock/testing/fuzz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createStorage, StorageKeys } from '../storage/storage.ts'
import { createCookieStorage, parseAirlockCookies } from './cookieStorage.ts'

/*
 * On a server-rendered dapp the kit reads its connection from the request's Cookie header: any client can
 * send any header. Parsing keeps only the kit's connection keys, never throws, and the storage reads back
 * a value or nothing.
 */

const RUNS = fuzzRuns()
/** Any code point, lone surrogates included (fast-check's 'binary' unit costs seconds to build). */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code))

const KEYS = [
  StorageKeys.ACTIVE_NAMESPACE,
  StorageKeys.ACTIVE_CAIP_NETWORK_ID,
  StorageKeys.CONNECTION_STATUS,
  StorageKeys.CONNECTED_NAMESPACES,
  StorageKeys.connectedAddress('eip155'),
  StorageKeys.connectedConnectorId('solana'),
]
const cookieName = fc.oneof(
  fc.constantFrom(...KEYS).map((key) => `airlock.${encodeURIComponent(key.slice('@airlock/'.length))}`),
  fc.string({ maxLength: 12 }).map((rest) => `airlock.${rest}`),
  fc.constantFrom('airlock.%', 'airlock.%E0%A4%A', 'airlock.', 'other', ''),
)
const cookieValue = fc.oneof(
  fc.json({ maxDepth: 2 }).map(encodeURIComponent),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: anyCodePoint, maxLength: 10 }),
  fc.constantFrom('%', '%zz', '"connected"', '=', ';'),
)
const header = fc.oneof(
  fc
    .array(fc.tuple(cookieName, cookieValue), { maxLength: 6 })
    .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; ')),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: anyCodePoint, maxLength: 30 }),
)

describe('the Cookie header under random input', () => {
  it('parseAirlockCookies keeps only connection keys and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(header, fc.constantFrom(null, undefined)), (text) => {
        for (const [key, value] of parseAirlockCookies(text)) {
          expect(key.startsWith('@airlock/')).toBe(true)
          expect(typeof value).toBe('string')
        }
      }),
      { numRuns: RUNS },
    )
  })

  it('a cookie storage built from any header reads a value or nothing', () => {
    fc.assert(
      fc.property(header, (cookie) => {
        const storage = createStorage(createCookieStorage({ cookie }))
        for (const key of KEYS) storage.getItem(key)
      }),
      { numRuns: RUNS },
    )
  })
})
