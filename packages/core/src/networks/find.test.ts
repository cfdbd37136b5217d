import { describe, expect, it } from 'vitest'
import { mainnet } from './evm.ts'
import { findNetworkByCaipNetworkId } from './find.ts'
import { solana, solanaDevnet } from './solana.ts'

describe('findNetworkByCaipNetworkId', () => {
  const networks = [mainnet, solana, solanaDevnet]

  it('finds a network by its CAIP-2 id', () => {
    expect(findNetworkByCaipNetworkId(networks, 'eip155:1')).toBe(mainnet)
    expect(findNetworkByCaipNetworkId(networks, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(solanaDevnet)
  })

  it('also finds it by the deprecated id older wallets send', () => {
    expect(findNetworkByCaipNetworkId(networks, 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(solana)
  })

  it('returns undefined for a network not in the list', () => {
    expect(findNetworkByCaipNetworkId(networks, 'eip155:10')).toBeUndefined()
  })
})
