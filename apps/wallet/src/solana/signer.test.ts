import { devnetSolanaAccounts, devnetSolanaUsdc } from '@airlock/devnet'
import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey, verifySignature } from '@solana/kit'
import { sha256, stringToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { SOLANA_ACCOUNT, SOLANA_USDC } from '../config.ts'
import { createSolanaSigner } from './signer.ts'

describe('the wallet’s Solana key', () => {
  it('is the local chain’s test account #0 (seed sha256("airlock-solana-test-account-0")) and signs as it', async () => {
    const seed = sha256(stringToBytes('airlock-solana-test-account-0')).slice(2)
    expect(SOLANA_ACCOUNT.seedHex).toBe(seed)
    expect(SOLANA_ACCOUNT).toEqual(devnetSolanaAccounts[0])
    expect(SOLANA_USDC).toEqual({ mint: devnetSolanaUsdc.mint, decimals: 6, symbol: 'USDC' })
    const signer = await createSolanaSigner(SOLANA_ACCOUNT.seedHex)
    expect(signer.address).toBe(SOLANA_ACCOUNT.address)
    const message = new TextEncoder().encode('hello')
    const keyPair = await createKeyPairFromPrivateKeyBytes(Buffer.from(seed, 'hex'))
    expect(await getAddressFromPublicKey(keyPair.publicKey)).toBe(signer.address)
    const signature = await signer.sign(message)
    expect(await verifySignature(keyPair.publicKey, signature as never, message)).toBe(true)
  })

  it('refuses a seed that is not 32 bytes of hex', async () => {
    await expect(createSolanaSigner('abcd')).rejects.toThrow('32 bytes')
  })
})
