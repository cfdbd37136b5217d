import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionMessageBytesBase64,
  type TransactionSigner,
} from '@solana/kit'
import { encodeBase64 } from '../encoding.ts'
import type { SolanaRpc } from '../rpc.ts'
import { SolanaRpcError } from '../rpcErrors.ts'

/**
 * The fee payer as a signer whose signature the wallet supplies: the adapter builds the transaction, the
 * wallet signs it.
 */
export function walletSigner(owner: string): TransactionSigner {
  return createNoopSigner(address(owner))
}

/** A transaction ready for the wallet: unsigned wire bytes, and its message for getFeeForMessage. */
export interface UnsignedTransaction {
  wire: Uint8Array
  messageBase64: string
}

/**
 * Compiles `instructions` into a legacy transaction paid by `feePayer`, on the network's latest blockhash.
 * Legacy (not v0) because every wallet signs it and nothing here needs lookup tables.
 */
export async function compileForWallet(
  rpc: SolanaRpc,
  feePayer: string,
  instructions: readonly Instruction[],
): Promise<UnsignedTransaction> {
  const { value: lifetime } = await rpc
    .getLatestBlockhash({ commitment: 'confirmed' })
    .send()
    .catch((error: unknown) => Promise.reject(SolanaRpcError.from(error)))
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayerSigner(walletSigner(feePayer), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const transaction = compileTransaction(message)
  return {
    wire: new Uint8Array(getTransactionEncoder().encode(transaction)),
    messageBase64: encodeBase64(new Uint8Array(transaction.messageBytes)),
  }
}

/** The network fee of a compiled message, in lamports (getFeeForMessage). */
export async function feeForMessage(rpc: SolanaRpc, messageBase64: string): Promise<bigint> {
  const { value } = await rpc
    .getFeeForMessage(messageBase64 as TransactionMessageBytesBase64, { commitment: 'confirmed' })
    .send()
    .catch((error: unknown) => Promise.reject(SolanaRpcError.from(error)))
  // null: the node no longer knows the message's blockhash (it expired between the two calls).
  if (value === null)
    throw new SolanaRpcError('The network could not price the transaction: its blockhash expired')
  return value
}
