import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { DEVNET_CHAIN_ID, DEVNET_MNEMONIC } from './addresses.ts'

interface HardhatConfig {
  networks: {
    hardhat: {
      chainId: number
      hardfork: string
      accounts: { mnemonic: string; count: number; accountsBalance: string }
      mining: { auto: boolean }
    }
  }
}

describe('hardhat.config.cjs', () => {
  it('matches the constants the TypeScript side relies on', () => {
    const config = createRequire(import.meta.url)('../hardhat.config.cjs') as HardhatConfig
    const network = config.networks.hardhat
    expect(network.chainId).toBe(DEVNET_CHAIN_ID)
    expect(network.hardfork).toBe('cancun')
    expect(network.accounts).toEqual({
      mnemonic: DEVNET_MNEMONIC,
      count: 10,
      accountsBalance: (10_000n * 10n ** 18n).toString(),
    })
    expect(network.mining.auto).toBe(true)
  })
})
