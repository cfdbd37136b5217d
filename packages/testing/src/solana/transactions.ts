import { invalidParams } from '@airlock/wallet-engine'
import { getTransactionDecoder, getTransactionEncoder, type Transaction } from '@solana/kit'
import type { SolanaKey } from './keys.ts'

/**
 * Signs a wire transaction (legacy or v0) as `key`, keeping every other signature it carries. A transaction
 * that does not list the key among its signers is refused, as a wallet would.
 */
export function signWireTransaction(key: SolanaKey, wire: Uint8Array): Uint8Array {
  let transaction: Transaction
  try {
    transaction = getTransactionDecoder().decode(wire)
  } catch (error) {
    throw invalidParams(`The transaction could not be decoded: ${(error as Error).message}`)
  }
  if (!Object.hasOwn(transaction.signatures, key.address)) {
    throw invalidParams(`The transaction does not need a signature from ${key.address}.`)
  }
  const signature = key.sign(new Uint8Array(transaction.messageBytes))
  // Replacing the value keeps the key order, which is the order signatures are encoded in.
  const signed = {
    ...transaction,
    signatures: { ...transaction.signatures, [key.address]: signature },
  } as Transaction
  return new Uint8Array(getTransactionEncoder().encode(signed))
}
