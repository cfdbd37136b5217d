import { hex } from '@scure/base'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr, sha256 } from '@scure/btc-signer/utils.js'
import { describe, expect, it } from 'vitest'
import { testBitcoinAccounts } from './accounts.ts'
import { BITCOIN_TEST_CHAIN_NETWORK } from './network.ts'

describe('testBitcoinAccounts', () => {
  it("are two keys sha256('airlock-bitcoin-test-account-<i>') with their bcrt1q and bcrt1p addresses", () => {
    expect(testBitcoinAccounts).toHaveLength(2)
    testBitcoinAccounts.forEach((account, i) => {
      const key = sha256(new TextEncoder().encode(`airlock-bitcoin-test-account-${i}`))
      expect(account.privateKeyHex).toBe(hex.encode(key))
      expect(account.publicKeyHex).toBe(hex.encode(pubECDSA(key, true)))
      expect(account.address).toBe(p2wpkh(pubECDSA(key, true), BITCOIN_TEST_CHAIN_NETWORK).address)
      expect(account.taprootAddress).toBe(
        p2tr(pubSchnorr(key), undefined, BITCOIN_TEST_CHAIN_NETWORK).address,
      )
      expect(account.address).toMatch(/^bcrt1q/)
      expect(account.taprootAddress).toMatch(/^bcrt1p/)
      expect(Object.isFrozen(account)).toBe(true)
    })
  })
})
