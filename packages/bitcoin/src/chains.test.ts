import { describe, expect, it } from 'vitest'
import {
  addressFitsNetwork,
  bitcoinChainOf,
  chainOfSatsConnectName,
  fromWalletStandardChain,
  referenceOfAddress,
  toWalletStandardChain,
} from './chains.ts'

const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

describe('bitcoin chains', () => {
  it('maps CAIP-2 ids to Wallet Standard chains and back', () => {
    expect(toWalletStandardChain(MAINNET)).toBe('bitcoin:mainnet')
    expect(toWalletStandardChain(TESTNET)).toBe('bitcoin:testnet')
    expect(toWalletStandardChain(REGTEST)).toBe('bitcoin:regtest')
    expect(fromWalletStandardChain('bitcoin:mainnet')).toBe(MAINNET)
    expect(fromWalletStandardChain('bitcoin:testnet')).toBe(TESTNET)
    expect(fromWalletStandardChain('bitcoin:regtest')).toBe(REGTEST)
    expect(toWalletStandardChain('bip122:ffff')).toBeUndefined()
    expect(fromWalletStandardChain('solana:mainnet')).toBeUndefined()
  })

  it('knows a chain by its bare reference and by its sats-connect name', () => {
    expect(bitcoinChainOf('0f9188f13cb7b2c71f2a335e3a4fc328')?.params.bech32).toBe('bcrt')
    expect(chainOfSatsConnectName('Regtest')?.reference).toBe('0f9188f13cb7b2c71f2a335e3a4fc328')
    expect(chainOfSatsConnectName('mainnet')?.walletStandard).toBe('bitcoin:mainnet')
  })

  it('tells which network an address belongs to', () => {
    expect(referenceOfAddress('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')).toBe(
      '000000000019d6689c085ae165831e93',
    )
    expect(referenceOfAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(
      '000000000933ea01ad0ee984209779ba',
    )
    expect(referenceOfAddress('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toBe(
      '0f9188f13cb7b2c71f2a335e3a4fc328',
    )
    // A base58 test address fits regtest when regtest is what the dapp asked for.
    expect(addressFitsNetwork('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', REGTEST)).toBe(true)
    expect(addressFitsNetwork('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', REGTEST)).toBe(false)
    expect(addressFitsNetwork('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', MAINNET)).toBe(true)
    expect(referenceOfAddress('not an address')).toBeUndefined()
  })
})
