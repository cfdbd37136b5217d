/** One of the local Solana chain's funded test accounts. */
export interface DevnetSolanaAccount {
  /** The 32-byte Ed25519 seed (private key bytes), hex without 0x. */
  seedHex: string
  /** The base58 address (public key). */
  address: string
}

/**
 * The local Solana chain's test accounts: seed i = sha256('airlock-solana-test-account-<i>'). Each holds
 * 1,000 SOL at start; account 0 also holds 10,000 USDC of {@link devnetSolanaUsdc}. Hard-coded (deriving an
 * address needs async WebCrypto); accounts.test.ts derives them again and compares.
 *
 * @example
 * import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
 * const [account] = devnetSolanaAccounts
 * const signer = await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(account.seedHex, 'hex'))
 */
export const devnetSolanaAccounts: readonly DevnetSolanaAccount[] = Object.freeze([
  Object.freeze({
    seedHex: '6651d242a96909c418fe86919653fd414a319bc6db5092a5a856bd3c71472a8d',
    address: 'DA642rUDN2CMmMqdDj88PJ1pVNSZS5RzuMTeSbLhMCoU',
  }),
  Object.freeze({
    seedHex: 'ff112df3d6b78ef4d6f28febf4d5c39a5ad1c1480d15f1839b92de3fc9c37d0b',
    address: '4mRZQx1TDjw5JXUgTBtkCRrYT1sJa2XRrMynB6TkZkmD',
  }),
  Object.freeze({
    seedHex: 'ee24b455d08309139af6b5ce4eb145815844ef1913f07bfc21bf3e87b2226af1',
    address: '82kYvJok8EVuqBEGcPVRT5C3j4B7nibf367o5JsmeQ58',
  }),
])

/**
 * The local chain's USDC-like mint (classic Token program, 6 decimals). Its keypair seed is
 * sha256('airlock-solana-usdc-mint'), so the address is the same on every start.
 *
 * @example
 * const balance = await rpc.getTokenAccountsByOwner(owner, { mint: address(devnetSolanaUsdc.mint) }, { encoding: 'jsonParsed' }).send()
 */
export const devnetSolanaUsdc = Object.freeze({
  mint: 'oHrauFjLDwbHZ85ZPKrGD79eAPPNebEPRT2bPCvfZC3',
  decimals: 6,
  symbol: 'USDC',
  name: 'USD Coin (Airlock Solana devnet)',
} as const)

/** Seed of the USDC-like mint's keypair: sha256('airlock-solana-usdc-mint'). */
export const USDC_MINT_SEED_HEX = '387111c328c381ccc39e48ae7a626171906c1df30d31b6d874a092b3fa819942'

/**
 * The faucet that requestAirdrop and the seeding pay from (and the USDC mint authority): seed
 * sha256('airlock-solana-faucet'). Airdrops are real signed transfers from it, so they have a
 * getTransaction record and show in the recipient's history like any other transfer.
 */
export const SOLANA_FAUCET = Object.freeze({
  seedHex: 'a5d878a72b8e054aa6ec0c8065ad4f2d27448b60b46050cd98b31a346c317810',
  address: '5CEt9W6WfgZFRyBjpySPLELT7wUXKfHAgyp9RdkiDmab',
})
