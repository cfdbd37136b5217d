import * as official from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ProtocolError } from '../errors.ts'
import {
  EVENTS,
  METHODS,
  VALID_ACCOUNTS,
  VALID_CHAINS,
  wellFormedProposalNamespaces,
} from '../validation.fixtures.ts'
import { buildApprovedNamespaces } from './buildApproved.ts'
import { type Any, HOSTILE } from './official.fixtures.ts'

describe('buildApprovedNamespaces', () => {
  const supported = {
    eip155: {
      chains: ['eip155:1', 'eip155:5'],
      methods: ['eth_sign', 'personal_sign'],
      events: ['chainChanged', 'accountsChanged'],
      accounts: ['eip155:1:0xabc', 'eip155:5:0xabc'],
    },
  }

  it('grants the intersection of what is asked and what is supported', () => {
    expect(
      buildApprovedNamespaces({
        proposal: {
          requiredNamespaces: {},
          optionalNamespaces: {
            eip155: { chains: ['eip155:1', 'eip155:10'], methods: ['eth_sign'], events: ['chainChanged'] },
          },
        },
        supportedNamespaces: supported,
      }),
    ).toEqual({
      eip155: {
        chains: ['eip155:1'],
        methods: ['eth_sign'],
        events: ['chainChanged'],
        accounts: ['eip155:1:0xabc'],
      },
    })
  })

  it('grants everything supported when nothing is asked', () => {
    expect(
      buildApprovedNamespaces({ proposal: { requiredNamespaces: {} }, supportedNamespaces: supported }),
    ).toEqual(supported)
  })

  it('refuses a supported chain without accounts', () => {
    expect(() =>
      buildApprovedNamespaces({
        proposal: { requiredNamespaces: {} },
        supportedNamespaces: { eip155: { ...supported.eip155, chains: ['eip155:1', 'eip155:10'] } },
      }),
    ).toThrow(
      new ProtocolError({ code: 5, message: 'No accounts provided for chain eip155:10 in namespace eip155' }),
    )
  })

  it('refuses when a required namespace is not supported (INTERNAL 9)', () => {
    try {
      buildApprovedNamespaces({
        proposal: { requiredNamespaces: { solana: { chains: ['solana:a'], methods: [], events: [] } } },
        supportedNamespaces: supported,
      })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ProtocolError)
      expect((error as ProtocolError).code).toBe(9)
      expect((error as ProtocolError).message).toContain("approve() namespaces chains don't satisfy")
    }
  })

  const supportedArb = fc
    .subarray(['eip155', 'solana', 'cosmos'] as const, { minLength: 1 })
    .chain((keys) =>
      fc.tuple(
        ...keys.map((key) =>
          fc
            .record({
              chains: fc.subarray(
                VALID_CHAINS.filter((chain) => chain.startsWith(`${key}:`)),
                { minLength: 1 },
              ),
              methods: fc.subarray([...METHODS]),
              events: fc.subarray([...EVENTS]),
              missingAccount: fc.nat(10),
            })
            .map(({ chains, methods, events, missingAccount }) => ({
              key,
              value: {
                chains,
                methods,
                events,
                accounts: VALID_ACCOUNTS.filter((account) =>
                  chains.some(
                    (chain) =>
                      account.startsWith(`${chain}:`) && !(missingAccount === 0 && chain === chains[0]),
                  ),
                ),
              },
            })),
        ),
      ),
    )
    .map((entries) => Object.fromEntries(entries.map(({ key, value }) => [key, value])))

  it('builds exactly what the official helper builds (or fails with its message)', () => {
    fc.assert(
      fc.property(
        wellFormedProposalNamespaces,
        fc.oneof(wellFormedProposalNamespaces, fc.constant(undefined)),
        supportedArb,
        (requiredNamespaces, optionalNamespaces, supportedNamespaces) => {
          const params = {
            proposal: { requiredNamespaces, ...(optionalNamespaces ? { optionalNamespaces } : {}) },
            supportedNamespaces,
          }
          let theirs: unknown
          let theirError: string | undefined
          try {
            theirs = official.buildApprovedNamespaces(params as Any)
          } catch (error) {
            theirError = (error as Error).message
          }
          if (theirError?.includes('Cannot read')) return
          if (theirError === undefined) expect(buildApprovedNamespaces(params)).toEqual(theirs)
          else expect(() => buildApprovedNamespaces(params)).toThrow(theirError)
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('throws nothing but ProtocolError on garbage', () => {
    fc.assert(
      fc.property(
        HOSTILE,
        HOSTILE,
        HOSTILE,
        (requiredNamespaces, optionalNamespaces, supportedNamespaces) => {
          try {
            buildApprovedNamespaces({
              proposal: { requiredNamespaces, optionalNamespaces },
              supportedNamespaces,
            } as Any)
          } catch (error) {
            expect(error).toBeInstanceOf(ProtocolError)
          }
        },
      ),
    )
  })
})
