import { testBitcoinAccounts } from '@airlock/testing/bitcoin-chain'
import { sha256, stringToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { BITCOIN_ACCOUNT } from '../config.ts'
import { bitcoinKeyFromHex } from './keys.ts'

describe('the wallet’s Bitcoin key', () => {
  it('is the test chain’s account #0 (sha256("airlock-bitcoin-test-account-0")), paying to its p2wpkh address', () => {
    const account = testBitcoinAccounts[0]
    expect(BITCOIN_ACCOUNT.privateKeyHex).toBe(
      sha256(stringToBytes('airlock-bitcoin-test-account-0')).slice(2),
    )
    const key = bitcoinKeyFromHex(BITCOIN_ACCOUNT.privateKeyHex)
    expect(key.address).toBe(BITCOIN_ACCOUNT.address)
    expect(key.publicKeyHex).toBe(BITCOIN_ACCOUNT.publicKeyHex)
    expect(key.address).toBe(account?.address)
    expect(key.publicKeyHex).toBe(account?.publicKeyHex)
    expect(key.address.startsWith('bcrt1q')).toBe(true)
  })

  it('refuses a key that is not 32 bytes of hex', () => {
    expect(() => bitcoinKeyFromHex('00')).toThrow('32 bytes')
  })
})
