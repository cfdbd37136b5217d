import * as official from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SessionNamespaces } from '../types.ts'
import { VALID_CHAINS, validSessionNamespaces } from '../validation.fixtures.ts'
import { accountsOfNamespaces, eventsForChain, methodsForChain } from './queries.ts'

describe('queries', () => {
  const ns: SessionNamespaces = {
    eip155: { accounts: ['eip155:1:0xa', 'eip155:5:0xa'], methods: ['eth_sign'], events: ['chainChanged'] },
    'eip155:10': { accounts: ['eip155:10:0xa'], methods: ['personal_sign'], events: [] },
  }

  it('methods and events for a chain', () => {
    expect(methodsForChain(ns, 'eip155:1')).toEqual(['eth_sign'])
    expect(methodsForChain(ns, 'eip155:10')).toEqual(['personal_sign'])
    expect(eventsForChain(ns, 'eip155:5')).toEqual(['chainChanged'])
    expect(methodsForChain(ns, 'eip155:2')).toEqual([])
  })

  it('accounts of namespaces', () => {
    expect(accountsOfNamespaces(ns)).toEqual(['eip155:1:0xa', 'eip155:5:0xa', 'eip155:10:0xa'])
    expect(accountsOfNamespaces(ns, ['eip155:10'])).toEqual(['eip155:10:0xa'])
  })

  it('agree with the official helpers', () => {
    fc.assert(
      fc.property(validSessionNamespaces, fc.constantFrom(...VALID_CHAINS), (namespaces, chain) => {
        expect(methodsForChain(namespaces, chain)).toEqual(
          official.getNamespacesMethodsForChainId(namespaces, chain),
        )
        expect(eventsForChain(namespaces, chain)).toEqual(
          official.getNamespacesEventsForChainId(namespaces, chain),
        )
        expect(accountsOfNamespaces(namespaces)).toEqual(official.getAccountsFromNamespaces(namespaces))
      }),
    )
  })
})
