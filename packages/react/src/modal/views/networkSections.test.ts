import { bitcoin, mainnet, sepolia, solana, solanaDevnet } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { byNamespace, namespaceTitle } from './networkSections.ts'

describe('byNamespace', () => {
  it('groups networks by namespace in the order each namespace first appears, keeping the order within', () => {
    const groups = byNamespace([solana, mainnet, bitcoin, solanaDevnet, sepolia])
    expect(groups.map(([namespace, list]) => [namespace, list.map((n) => n.caipNetworkId)])).toEqual([
      ['solana', [solana.caipNetworkId, solanaDevnet.caipNetworkId]],
      ['eip155', [mainnet.caipNetworkId, sepolia.caipNetworkId]],
      ['bip122', [bitcoin.caipNetworkId]],
    ])
  })

  it('gives one group for one namespace, and none for none', () => {
    expect(byNamespace([mainnet, sepolia])).toHaveLength(1)
    expect(byNamespace([])).toEqual([])
  })

  it('titles the sections as visitors know the chains', () => {
    expect(['eip155', 'solana', 'bip122'].map((n) => namespaceTitle(n as 'eip155'))).toEqual([
      'EVM',
      'Solana',
      'Bitcoin',
    ])
  })
})
