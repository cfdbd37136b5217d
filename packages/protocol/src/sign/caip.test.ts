import * as official from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  accountsChains,
  addressOfAccount,
  chainOfAccount,
  chainsOfNamespaceKey,
  chainsOfNamespaces,
  formatAccountId,
  formatChainId,
  isChainKey,
  isValidAccountId,
  isValidChainId,
  namespaceOfKey,
  parseAccountId,
  parseChainId,
  uniqueNamespacesOfKeys,
} from './caip.ts'
import { ProtocolError } from './errors.ts'

const caipLike = fc.oneof(
  fc.string({ unit: fc.constantFrom(':', 'a', '1', ' ', 'x'), maxLength: 8 }),
  fc.constantFrom('eip155:1', 'eip155:1:0xabc', 'eip155', ':', '::', 'eip155:', 'eip155:1:', ' : ', ' '),
)

describe('isValidChainId', () => {
  it('wants exactly one ":" in a non-blank string', () => {
    for (const ok of ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:', ':1']) {
      expect(isValidChainId(ok)).toBe(true)
    }
    for (const bad of ['eip155', 'eip155:1:0xabc', '', ' ', 1, null, undefined, ['eip155:1'], { a: 1 }]) {
      expect(isValidChainId(bad)).toBe(false)
    }
  })

  it('agrees with the official isValidChainId', () => {
    fc.assert(
      fc.property(fc.oneof(caipLike, fc.anything()), (value) => {
        expect(isValidChainId(value)).toBe(official.isValidChainId(value))
      }),
      { numRuns: 2000 },
    )
  })
})

describe('isValidAccountId', () => {
  it('wants exactly two ":" and a non-empty address', () => {
    expect(isValidAccountId('eip155:1:0xabc')).toBe(true)
    expect(isValidAccountId(':1:0xabc')).toBe(true)
    for (const bad of ['eip155:1', 'eip155:1:', 'eip155:1:0x:y', '', 5, null]) {
      expect(isValidAccountId(bad)).toBe(false)
    }
  })

  it('agrees with the official isValidAccountId', () => {
    fc.assert(
      fc.property(fc.oneof(caipLike, fc.anything()), (value) => {
        expect(isValidAccountId(value)).toBe(official.isValidAccountId(value))
      }),
      { numRuns: 2000 },
    )
  })
})

describe('parse / format', () => {
  it('round-trip valid ids', () => {
    expect(parseChainId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(parseAccountId('eip155:1:0xabc')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xabc',
    })
    expect(formatChainId({ namespace: 'eip155', reference: '1' })).toBe('eip155:1')
    expect(formatAccountId({ namespace: 'eip155', reference: '1', address: '0xabc' })).toBe('eip155:1:0xabc')
  })

  it('throw ProtocolError MISSING_OR_INVALID on invalid ids', () => {
    expect(() => parseChainId('eip155')).toThrow(
      'Missing or invalid. chainId eip155 should be a string and conform to "namespace:chainId" format',
    )
    expect(() => parseAccountId('eip155:1')).toThrow(
      'Missing or invalid. account eip155:1 should be a string and conform to "namespace:chainId:address" format',
    )
  })

  it('throw nothing but ProtocolError, on anything', () => {
    fc.assert(
      fc.property(fc.oneof(caipLike, fc.anything({ withNullPrototype: true, withBigInt: true })), (value) => {
        for (const parse of [parseChainId, parseAccountId]) {
          try {
            const parts = parse(value)
            expect(typeof parts.namespace).toBe('string')
          } catch (error) {
            expect(error).toBeInstanceOf(ProtocolError)
            expect((error as ProtocolError).code).toBe(5)
          }
        }
        expect(() => parseChainId(Symbol('x'))).toThrow(ProtocolError)
      }),
    )
  })

  it('agree with the official parsers on valid ids', () => {
    fc.assert(
      fc.property(caipLike, (value) => {
        if (isValidChainId(value)) expect(parseChainId(value)).toEqual(official.parseChainId(value))
        if (isValidAccountId(value)) expect(parseAccountId(value)).toEqual(official.parseAccountId(value))
      }),
    )
  })
})

describe('account and namespace helpers', () => {
  it('chains of accounts keep order and repeats, like getAccountsChains', () => {
    const accounts = ['eip155:1:0xa', 'eip155:1:0xb', 'eip155:5:0xa']
    expect(accountsChains(accounts)).toEqual(['eip155:1', 'eip155:1', 'eip155:5'])
    expect(accountsChains(accounts)).toEqual(official.getAccountsChains(accounts))
    expect(accountsChains('nope')).toEqual([])
    expect(chainOfAccount('eip155:1:0xa')).toBe('eip155:1')
    expect(addressOfAccount('eip155:1:0xa')).toBe('0xa')
  })

  it('chains of namespaces are unique, like getNamespacesChains', () => {
    const ns = {
      eip155: { accounts: ['eip155:1:0xa', 'eip155:1:0xb'], methods: [], events: [] },
      'eip155:5': { accounts: ['eip155:5:0xa', 'eip155:1:0xc'], methods: [], events: [] },
    }
    expect(chainsOfNamespaces(ns)).toEqual(['eip155:1', 'eip155:5'])
    expect(chainsOfNamespaces(ns)).toEqual(official.getNamespacesChains(ns))
    expect(chainsOfNamespaces({ bad: null } as never)).toEqual([])
  })

  it('namespace keys', () => {
    expect(isChainKey('eip155:1')).toBe(true)
    expect(isChainKey('eip155')).toBe(false)
    expect(namespaceOfKey('eip155:1')).toBe('eip155')
    expect(namespaceOfKey('eip155')).toBe('eip155')
    expect(uniqueNamespacesOfKeys(['eip155:1', 'eip155', 'solana'])).toEqual(['eip155', 'solana'])
    expect(chainsOfNamespaceKey('eip155:1', {})).toEqual(['eip155:1'])
    expect(chainsOfNamespaceKey('eip155', { chains: ['eip155:5'] })).toEqual(['eip155:5'])
    expect(chainsOfNamespaceKey('eip155', {})).toEqual([])
    expect(chainsOfNamespaceKey('eip155', { chains: ['eip155:5'] })).toEqual(
      official.getChainsFromNamespace('eip155', { chains: ['eip155:5'], methods: [], events: [] }),
    )
  })
})
