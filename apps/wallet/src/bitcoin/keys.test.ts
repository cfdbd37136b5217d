import { EsploraClient } from '@airlock/wallet-engine'
import { sha256, stringToBytes } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { BITCOIN_ACCOUNT } from '../config.ts'
import { bitcoinKeyFromHex } from './keys.ts'

describe('the wallet’s Bitcoin key', () => {
  it('is the test chain’s account #0 (sha256("airlock-bitcoin-test-account-0")), paying to its p2wpkh address', async () => {
    expect(BITCOIN_ACCOUNT.privateKeyHex).toBe(
      sha256(stringToBytes('airlock-bitcoin-test-account-0')).slice(2),
    )
    const key = bitcoinKeyFromHex(BITCOIN_ACCOUNT.privateKeyHex)
    expect(key.address).toBe(BITCOIN_ACCOUNT.address)
    expect(key.publicKeyHex).toBe(BITCOIN_ACCOUNT.publicKeyHex)
    expect(key.address.startsWith('bcrt1q')).toBe(true)
    // The test chain funds its account #0 when it starts: the wallet's address holds coins there.
    const utxos = await new EsploraClient(inject('bitcoinTestChainUrl')).utxos(key.address)
    expect(utxos.length).toBeGreaterThan(0)
  })

  it('refuses a key that is not 32 bytes of hex', () => {
    expect(() => bitcoinKeyFromHex('00')).toThrow('32 bytes')
  })
})
