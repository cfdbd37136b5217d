/** What an address is for: bitcoin payments, or holding inscriptions (ordinals) on a taproot address. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** One address a wallet granted, with what it is for. */
export interface BitcoinAccount {
  address: string
  purpose: BitcoinAddressPurpose
  /** Hex public key (33-byte compressed, or 32-byte x-only for taproot), when the wallet gave one. */
  publicKey?: string | undefined
  /** The wallet's own name for the script type (`p2wpkh`, `p2tr` …), when it gave one. */
  addressType?: string | undefined
}

/** An input of a PSBT the wallet is asked to sign: its index and the address that owns it. */
export interface PsbtSigningInput {
  address: string
  index: number
}

export interface BitcoinWalletEvents {
  accountsChanged(addresses: string[]): void
  chainChanged(reference: string): void
  disconnect(): void
}

/**
 * One connected Bitcoin wallet, whatever protocol reaches it (Wallet Standard, sats-connect, WalletConnect):
 * the adapter only speaks this.
 */
export interface BitcoinWallet {
  /**
   * Asks for the payment and ordinals addresses. `silent` restores a grant without a prompt (undefined when
   * there is none). `chain` is the CAIP-2 reference the dapp wants; the result's `chain` is where the wallet is
   * (undefined when it does not say: the adapter infers it from the addresses).
   */
  connect(params: {
    silent: boolean
    chain?: string | undefined
  }): Promise<{ accounts: BitcoinAccount[]; chain?: string | undefined } | undefined>
  disconnect?(): Promise<void>
  /** A BIP-322 signature (asked for explicitly), as base64. */
  signMessage(params: { address: string; message: string }): Promise<string>
  /** The wallet builds, signs and broadcasts a payment itself; resolves with the txid. */
  sendTransfer?(params: { from: string; to: string; amount: bigint }): Promise<string>
  /** Signs the listed inputs of a PSBT and returns it, not finalized and not broadcast. */
  signPsbt?(params: { psbt: Uint8Array; inputs: PsbtSigningInput[]; chain: string }): Promise<Uint8Array>
  /**
   * Whether sendTransfer / signPsbt may be used now (a WalletConnect session approves methods one by one);
   * both are assumed usable when absent.
   */
  supports?(method: 'sendTransfer' | 'signPsbt'): boolean
  /** Follows the wallet's account, network and disconnect events; returns an unsubscribe. */
  subscribe?(events: BitcoinWalletEvents): () => void
}
