import {
  type Address,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import { invalidParams } from './errors.ts'

/** A legacy or v0 compiled message, as kit decodes it (litesvm runs no other version). */
export interface DecodedMessage {
  version: 'legacy' | 0
  header: {
    numSignerAccounts: number
    numReadonlySignerAccounts: number
    numReadonlyNonSignerAccounts: number
  }
  staticAccounts: Address[]
  lifetimeToken: string
  instructions: readonly { programAddressIndex: number; accountIndices?: number[]; data?: Uint8Array }[]
  addressTableLookups?: readonly {
    lookupTableAddress: Address
    writableIndexes: readonly number[]
    readonlyIndexes: readonly number[]
  }[]
}

export interface DecodedTransaction {
  wire: Uint8Array
  transaction: Transaction
  message: DecodedMessage
  /** The first signature (the transaction id), or null when the fee payer has not signed. */
  signature: string | null
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Decodes a compiled message (getFeeForMessage's parameter, or a transaction's message bytes). */
export function decodeMessage(bytes: Uint8Array): DecodedMessage {
  let message: { version: unknown }
  try {
    message = getCompiledTransactionMessageDecoder().decode(bytes)
  } catch (error) {
    throw invalidParams(`invalid message: ${reason(error)}`)
  }
  if (message.version !== 'legacy' && message.version !== 0) {
    throw invalidParams(`unsupported transaction version ${String(message.version)}`)
  }
  return message as unknown as DecodedMessage
}

/** Decodes wire bytes into the transaction, its message and its signature; -32602 when they do not parse. */
export function decodeTransaction(wire: Uint8Array): DecodedTransaction {
  let transaction: Transaction
  try {
    transaction = getTransactionDecoder().decode(wire)
  } catch (error) {
    throw invalidParams(`invalid transaction: ${reason(error)}`)
  }
  const message = decodeMessage(new Uint8Array(transaction.messageBytes))
  const feePayer = message.staticAccounts[0]
  const first = feePayer === undefined ? null : transaction.signatures[feePayer]
  return { wire, transaction, message, signature: first ? getBase58Decoder().decode(first) : null }
}
