import type { SolanaChain, TransactionRecord } from './chain.ts'
import {
  describeTransactionError,
  RpcErrorCode,
  SolanaRpcError,
  type TransactionErrorJson,
} from './errors.ts'
import type { DecodedTransaction } from './message.ts'

function preflightFailure(err: TransactionErrorJson, logs: string[], unitsConsumed: bigint): SolanaRpcError {
  return new SolanaRpcError(
    RpcErrorCode.sendTransactionPreflightFailure,
    `Transaction simulation failed: ${describeTransactionError(err)}`,
    { err, logs, accounts: null, unitsConsumed, returnData: null, innerInstructions: null },
  )
}

const signatureFailure = () =>
  new SolanaRpcError(
    RpcErrorCode.transactionSignatureVerificationFailure,
    'Transaction signature verification failure',
  )

function isRecord(value: unknown): value is TransactionRecord {
  return typeof value === 'object' && value !== null && 'signature' in value
}

/**
 * sendTransaction's core: preflight (unless skipped), then process, and the signature. A signature the
 * chain has already seen returns at once, as a real RPC does for a resend.
 *
 * Departure from a real cluster: a transaction that cannot land (unknown or expired blockhash, a fee
 * payer that cannot pay) is refused with the preflight error even with skipPreflight. A real node would
 * accept and drop it, and a client would wait for the blockhash to expire; here slots only advance with
 * transactions, so it would wait forever.
 */
export function submitOrThrow(
  chain: SolanaChain,
  decoded: DecodedTransaction,
  options: { skipPreflight: boolean },
): string {
  const { signature } = decoded
  // Every signer must have signed before anything runs (kit's assertion inside litesvm would throw).
  if (!signature || Object.values(decoded.transaction.signatures).some((s) => s === null))
    throw signatureFailure()
  if (chain.record(signature)) return signature
  if (!options.skipPreflight) {
    const preflight = chain.simulate(decoded, { sigVerify: true, checkBlockhash: true })
    if (preflight.err === 'SignatureFailure') throw signatureFailure()
    if (preflight.err !== null) throw preflightFailure(preflight.err, preflight.logs, preflight.unitsConsumed)
  }
  const outcome = chain.submit(decoded)
  if (isRecord(outcome)) return outcome.signature
  if (outcome.err === 'SignatureFailure') throw signatureFailure()
  throw preflightFailure(outcome.err ?? 'AlreadyProcessed', outcome.logs, outcome.unitsConsumed)
}
