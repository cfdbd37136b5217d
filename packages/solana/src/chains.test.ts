import { airlockSolanaLocal, solana, solanaDevnet, solanaTestnet } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { fromWalletStandardChain, toWalletStandardChain } from './chains.ts'

describe('Solana chain mapping (CAIP-2 ↔ Wallet Standard)', () => {
  it.each([
    [solana, 'solana:mainnet'],
    [solanaDevnet, 'solana:devnet'],
    [solanaTestnet, 'solana:testnet'],
    [airlockSolanaLocal, 'solana:localnet'],
  ])('$name is %s and back', (network, chain) => {
    expect(toWalletStandardChain(network)).toBe(chain)
    expect(fromWalletStandardChain(chain)).toBe(network.id)
  })

  it('reads the deprecated CAIP-2 references some wallets still send as the current ones', () => {
    expect(fromWalletStandardChain('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(solana.id)
    expect(fromWalletStandardChain('solana:8E9rvCKLFQia2Y35HvivXa6VTKMtYNnZ')).toBe(solanaDevnet.id)
    expect(fromWalletStandardChain('solana:6ZmZbzaNWS4vnoMsmrEDzPpjyVhhmL9Q')).toBe(solanaTestnet.id)
    expect(toWalletStandardChain({ id: '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', caipNetworkId: 'solana:x' })).toBe(
      'solana:mainnet',
    )
  })

  it('keeps the CAIP-2 id of a network the standard has no cluster name for', () => {
    const custom = {
      id: 'CustomGenesis1111111111111111111',
      caipNetworkId: 'solana:CustomGenesis1111111111111111111',
    } as const
    expect(toWalletStandardChain(custom)).toBe('solana:CustomGenesis1111111111111111111')
    expect(fromWalletStandardChain('solana:CustomGenesis1111111111111111111')).toBe(
      'CustomGenesis1111111111111111111',
    )
  })

  it('is undefined for chains of other namespaces', () => {
    expect(fromWalletStandardChain('bitcoin:mainnet')).toBeUndefined()
    expect(fromWalletStandardChain('solana:')).toBeUndefined()
  })
})
