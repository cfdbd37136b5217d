import type { CaipNetwork } from '@airlock/core'

/** What sending needs from a wallet connection, whichever way it was made (Wallet Standard, WalletConnect). */
export interface SolanaSigner {
  /** Signs `message` as `address`; resolves with the 64-byte Ed25519 signature. */
  signMessage(address: string, message: Uint8Array): Promise<Uint8Array>
  /**
   * Has the wallet sign `transaction` (wire bytes with an empty signature for `address`, the fee payer) and
   * send it on `network`. A wallet that can only sign hands the signed bytes to `broadcast`, which sends them
   * over the network's RPC. Resolves with the transaction's signature, base58.
   */
  signAndSend(params: SignAndSendParams): Promise<string>
}

export interface SignAndSendParams {
  address: string
  network: CaipNetwork
  transaction: Uint8Array
  broadcast(signed: Uint8Array): Promise<string>
}

/**
 * The wire transaction with the fee payer's signature in its slot: the first signature of a transaction whose
 * only signer is the fee payer (one compact-u16 count byte, then 64 bytes).
 */
export function withFeePayerSignature(transaction: Uint8Array, signature: Uint8Array): Uint8Array {
  // 1 + 64 bytes at least: a shorter one has no room for the signature (and no message after it).
  if (transaction[0] !== 1 || transaction.length <= 65 || signature.length !== 64) {
    throw new Error('Expected a transaction with one signer and a 64-byte signature')
  }
  const signed = transaction.slice()
  signed.set(signature, 1)
  return signed
}
