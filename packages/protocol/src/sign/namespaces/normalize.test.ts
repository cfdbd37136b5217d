import * as official from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validProposalNamespaces } from '../validation.fixtures.ts'
import { mergeRequiredAndOptionalNamespaces, normalizeNamespaces } from './normalize.ts'
import { HOSTILE } from './official.fixtures.ts'

describe('normalizeNamespaces / mergeRequiredAndOptionalNamespaces', () => {
  it('groups inline chain keys, later entries first like upstream', () => {
    expect(
      normalizeNamespaces({
        'eip155:1': { methods: ['a'], events: [] },
        'eip155:2': { methods: ['b'], events: ['e'] },
      }),
    ).toEqual({ eip155: { chains: ['eip155:2', 'eip155:1'], methods: ['b', 'a'], events: ['e'] } })
    expect(normalizeNamespaces({})).toEqual({})
    expect(normalizeNamespaces(undefined)).toEqual({})
  })

  it('merges required into optional', () => {
    expect(
      mergeRequiredAndOptionalNamespaces(
        { eip155: { chains: ['eip155:1'], methods: ['eth_sign'], events: [] } },
        {
          'eip155:5': { methods: ['personal_sign'], events: ['chainChanged'] },
          solana: { chains: ['solana:a'], methods: [], events: [] },
        },
      ),
    ).toEqual({
      eip155: {
        chains: ['eip155:1', 'eip155:5'],
        methods: ['eth_sign', 'personal_sign'],
        events: ['chainChanged'],
      },
      solana: { chains: ['solana:a'], methods: [], events: [] },
    })
  })

  it('keeps "__proto__" as an ordinary key', () => {
    const input = JSON.parse('{"__proto__": {"chains": ["x:1"], "methods": [], "events": []}}')
    const out = normalizeNamespaces(input)
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(Object.keys(out)).toEqual(['__proto__'])
  })

  it('agree with the official helpers', () => {
    fc.assert(
      fc.property(validProposalNamespaces, validProposalNamespaces, (a, b) => {
        expect(normalizeNamespaces(a)).toEqual(official.normalizeNamespaces(a))
        expect(mergeRequiredAndOptionalNamespaces(a, b)).toEqual(
          official.mergeRequiredAndOptionalNamespaces(a, b),
        )
      }),
      { numRuns: 1000 },
    )
  })

  it('never throw on garbage', () => {
    fc.assert(
      fc.property(HOSTILE, HOSTILE, (a, b) => {
        normalizeNamespaces(a)
        mergeRequiredAndOptionalNamespaces(a, b)
      }),
    )
  })
})
