import { ProviderRpcError } from '@airlock/wallet-engine'
import {
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/kit'
import type { SolanaSigner } from './signer.ts'

const invalidParams = (message: string) => new ProviderRpcError(-32602, message)

/** A base64 wire transaction (legacy or v0) as kit's Transaction; -32602 when it or its message does not decode. */
export function decodeWireTransaction(base64: unknown, field = 'transaction'): Transaction {
  if (typeof base64 !== 'string' || base64 === '') {
    throw invalidParams(`${field} must be a base64 wire transaction.`)
  }
  try {
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
    // The envelope can decode while the message inside does not: such a transaction can be neither shown nor signed.
    getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    return transaction
  } catch (error) {
    throw invalidParams(`${field} could not be decoded: ${(error as Error).message}`)
  }
}

/** The transaction as base64 wire bytes, the form WalletConnect and sendTransaction carry. */
export function encodeWireTransaction(transaction: Transaction): string {
  return getBase64Decoder().decode(getTransactionEncoder().encode(transaction))
}

/**
 * Signs `transaction` as the wallet, keeping the other signatures it carries. A transaction that does not
 * list the wallet among its signers is refused, as a wallet would.
 */
export async function signSolanaTransaction(
  signer: SolanaSigner,
  transaction: Transaction,
): Promise<{ transaction: Transaction; signature: string }> {
  if (!Object.hasOwn(transaction.signatures, signer.address)) {
    throw invalidParams(`The transaction does not need a signature from ${signer.address}.`)
  }
  const signature = await signer.sign(new Uint8Array(transaction.messageBytes))
  // Replacing the value keeps the key order, which is the order signatures are encoded in.
  const signed = {
    ...transaction,
    signatures: { ...transaction.signatures, [signer.address]: signature },
  } as Transaction
  return { transaction: signed, signature: getBase58Decoder().decode(signature) }
}
