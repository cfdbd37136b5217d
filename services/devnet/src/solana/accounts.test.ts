import { createHash } from 'node:crypto'
import { createKeyPairSignerFromPrivateKeyBytes, getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { devnetSolanaAccounts, devnetSolanaUsdc, SOLANA_FAUCET, USDC_MINT_SEED_HEX } from './accounts.ts'
import { SOLANA_DEVNET_CAIP_NETWORK_ID, SOLANA_DEVNET_GENESIS_HASH } from './constants.ts'

const sha256 = (text: string) => createHash('sha256').update(text).digest()
const addressOf = async (seedHex: string) =>
  (await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(seedHex, 'hex'))).address

describe('Solana devnet accounts', () => {
  it('derives the test accounts from sha256("airlock-solana-test-account-<i>")', async () => {
    expect(devnetSolanaAccounts).toHaveLength(3)
    for (const [i, account] of devnetSolanaAccounts.entries()) {
      expect(account.seedHex).toBe(sha256(`airlock-solana-test-account-${i}`).toString('hex'))
      expect(account.address).toBe(await addressOf(account.seedHex))
    }
    expect(Object.isFrozen(devnetSolanaAccounts)).toBe(true)
  })

  it('derives the USDC mint and the faucet from their fixed seeds', async () => {
    expect(USDC_MINT_SEED_HEX).toBe(sha256('airlock-solana-usdc-mint').toString('hex'))
    expect(devnetSolanaUsdc).toEqual({
      mint: await addressOf(USDC_MINT_SEED_HEX),
      decimals: 6,
      symbol: 'USDC',
      name: 'USD Coin (Airlock Solana devnet)',
    })
    expect(SOLANA_FAUCET.seedHex).toBe(sha256('airlock-solana-faucet').toString('hex'))
    expect(SOLANA_FAUCET.address).toBe(await addressOf(SOLANA_FAUCET.seedHex))
  })

  it('has the genesis hash base58(sha256("airlock-solana-localnet")) and its CAIP-2 id', () => {
    expect(SOLANA_DEVNET_GENESIS_HASH).toBe(getBase58Decoder().decode(sha256('airlock-solana-localnet')))
    expect(SOLANA_DEVNET_CAIP_NETWORK_ID).toBe(`solana:${SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}`)
  })
})
