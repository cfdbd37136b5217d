/**
 * The Bitcoin role's public shapes, in a module that imports nothing: the root entry's types reach them
 * through `createTestWallet({ bitcoin })`, and must not pull in the Bitcoin libraries, which are optional.
 */

/** The networks the test wallet speaks; regtest is the Airlock Bitcoin test chain's. */
export type BitcoinWalletNetwork = 'regtest'

export type BitcoinPurpose = 'payment' | 'ordinals'

/** One address of the wallet, in the shape sats-connect's getAddresses answers (keys as hex). */
export interface BitcoinWalletAddress {
  address: string
  /** Compressed (33 bytes) for payment, x-only (32 bytes) for ordinals, as Xverse reports them. */
  publicKey: string
  purpose: BitcoinPurpose
  addressType: 'p2wpkh' | 'p2tr'
  walletType: 'software'
}
