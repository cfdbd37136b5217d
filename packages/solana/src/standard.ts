import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

/*
 * The Wallet Standard features the adapter uses. The standard:* shapes are written out here (three methods)
 * rather than taken from @wallet-standard/features, which this package does not depend on.
 */

export interface StandardConnectFeature {
  readonly 'standard:connect': {
    readonly version: string
    connect(input?: { silent?: boolean }): Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
}

export interface StandardDisconnectFeature {
  readonly 'standard:disconnect': { readonly version: string; disconnect(): Promise<void> }
}

export interface StandardEventsChange {
  readonly accounts?: readonly WalletAccount[]
  readonly chains?: Wallet['chains']
  readonly features?: Wallet['features']
}

export interface StandardEventsFeature {
  readonly 'standard:events': {
    readonly version: string
    on(event: 'change', listener: (properties: StandardEventsChange) => void): () => void
  }
}

/** A wallet's features, each possibly absent (a wallet declares what it has). */
export type SolanaFeatures = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>

/** The features of a wallet, typed as the ones the adapter reads. */
export function featuresOf(wallet: Wallet): SolanaFeatures {
  return wallet.features as SolanaFeatures
}

/**
 * Whether a Wallet Standard wallet can serve the Solana adapter: it connects, signs messages, and signs (or
 * signs and sends) transactions.
 *
 * @example
 * getWallets().get().filter(isSolanaWallet)
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  const features = wallet.features
  return (
    'standard:connect' in features &&
    'solana:signMessage' in features &&
    ('solana:signTransaction' in features || 'solana:signAndSendTransaction' in features)
  )
}

/** A wallet's Solana accounts (a multi-chain wallet also lists accounts of other chains). */
export function solanaAccounts(accounts: readonly WalletAccount[]): WalletAccount[] {
  return accounts.filter(
    (account) => account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('solana:')),
  )
}
