import * as wc from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DidPkhError, formatDidPkh, isDidPkh, parseDidPkh, toDidPkh } from './didPkh.ts'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const DID = `did:pkh:eip155:137:${ADDRESS}`

const hex = (length: number) =>
  fc
    .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: length, maxLength: length })
    .map((a) => a.join(''))
const validParts = fc.record({
  reference: fc.stringMatching(/^[0-9]{1,32}$/),
  address: hex(40).map((h) => `0x${h}`),
})

describe('parseDidPkh', () => {
  it('parses address, reference and CAIP-2 chain id as the official helpers do', () => {
    expect(parseDidPkh(DID)).toEqual({
      namespace: 'eip155',
      reference: '137',
      address: ADDRESS,
      chainId: 'eip155:137',
    })
    expect(parseDidPkh(DID).address).toBe(wc.getDidAddress(DID))
    expect(parseDidPkh(DID).reference).toBe(wc.getDidChainId(DID))
    expect(parseDidPkh(DID).chainId).toBe(wc.getNamespacedDidChainId(DID))
  })

  it.each([
    ['a non-string', 42, /not a string/],
    ['another DID method', `did:key:z6Mk`, /must start with "did:pkh:"/],
    ['a bare account', `eip155:1:${ADDRESS}`, /must start with "did:pkh:"/],
    ['too few parts', `did:pkh:eip155:${ADDRESS}`, /did:pkh:eip155:<reference>:<address>/],
    ['too many parts', `did:pkh:eip155:1:${ADDRESS}:x`, /did:pkh:eip155:<reference>:<address>/],
    [
      'another namespace',
      'did:pkh:solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      /unsupported namespace "solana"/,
    ],
    ['a non-decimal reference', `did:pkh:eip155:0x1:${ADDRESS}`, /decimal digits/],
    ['an empty reference', `did:pkh:eip155::${ADDRESS}`, /decimal digits/],
    ['a short address', 'did:pkh:eip155:1:0x1234', /40 hex digits/],
    ['an address without 0x', `did:pkh:eip155:1:${ADDRESS.slice(2)}00`, /40 hex digits/],
    ['a non-hex address', `did:pkh:eip155:1:0x${'g'.repeat(40)}`, /40 hex digits/],
  ])('rejects %s', (_, did, message) => {
    expect(() => parseDidPkh(did)).toThrow(DidPkhError)
    expect(() => parseDidPkh(did)).toThrow(message)
    expect(isDidPkh(did)).toBe(false)
  })
})

describe('formatDidPkh / toDidPkh', () => {
  it('formats and round-trips', () => {
    expect(formatDidPkh('eip155:137', ADDRESS)).toBe(DID)
    expect(toDidPkh(`eip155:137:${ADDRESS}`)).toBe(DID)
    expect(toDidPkh(DID)).toBe(DID)
    expect(() => formatDidPkh('eip155', ADDRESS)).toThrow(DidPkhError)
    expect(() => toDidPkh('eip155:1')).toThrow(DidPkhError)
  })

  it('round-trips any valid did (property)', () => {
    fc.assert(
      fc.property(validParts, ({ reference, address }) => {
        const did = formatDidPkh(`eip155:${reference}`, address)
        const parsed = parseDidPkh(did)
        expect(parsed).toEqual({ namespace: 'eip155', reference, address, chainId: `eip155:${reference}` })
        expect(formatDidPkh(parsed.chainId, parsed.address)).toBe(did)
      }),
    )
  })

  it('throws only DidPkhError on random input (property)', () => {
    const input = fc.oneof(
      fc.anything(),
      fc.string(),
      fc.string().map((s) => `did:pkh:${s}`),
      fc.string().map((s) => `did:pkh:eip155:${s}`),
      fc.tuple(fc.string(), fc.string()).map(([a, b]) => `did:pkh:eip155:${a}:${b}`),
    )
    fc.assert(
      fc.property(input, (value) => {
        try {
          const parsed = parseDidPkh(value)
          expect(parsed.chainId).toBe(`eip155:${parsed.reference}`)
        } catch (error) {
          expect(error).toBeInstanceOf(DidPkhError)
        }
      }),
      { numRuns: 500 },
    )
  })
})
