import {
  type Address,
  address,
  type Base64EncodedWireTransaction,
  createSolanaRpc,
  type Signature,
} from '@solana/kit'
import { encodeBase64 } from './encoding.ts'
import { SolanaRpcError, TransactionConfirmationTimeoutError } from './rpcErrors.ts'

/*
 * The network side of the adapter, on @solana/kit's RPC client. Loaded on first use (a balance, a send), so the
 * page does not pay for kit at load.
 */

export type SolanaRpc = ReturnType<typeof createSolanaRpc>

/** A client for the network's JSON-RPC endpoint (the cloud gateway or the network's own). */
export function createRpc(url: string): SolanaRpc {
  return createSolanaRpc(url)
}

/** The account's balance in lamports. */
export async function readBalance(rpc: SolanaRpc, owner: string): Promise<bigint> {
  try {
    const { value } = await rpc.getBalance(address(owner), { commitment: 'confirmed' }).send()
    return value
  } catch (error) {
    throw SolanaRpcError.from(error)
  }
}

/** Sends a signed wire transaction (preflight on 'confirmed'); resolves with its signature. */
export async function broadcast(rpc: SolanaRpc, signed: Uint8Array): Promise<string> {
  try {
    return await rpc
      .sendTransaction(encodeBase64(signed) as Base64EncodedWireTransaction, {
        encoding: 'base64',
        preflightCommitment: 'confirmed',
      })
      .send()
  } catch (error) {
    throw SolanaRpcError.from(error)
  }
}

/**
 * Polls getSignatureStatuses until the transaction is confirmed: 'success', or 'reverted' when it failed on
 * chain (it is still included, and its fee charged). Polling, rather than a websocket subscription, works
 * through any HTTP gateway.
 */
export async function waitForSignature(
  rpc: SolanaRpc,
  signature: string,
  { intervalMs, timeoutMs }: { intervalMs: number; timeoutMs: number },
): Promise<'success' | 'reverted'> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { value } = await rpc
      .getSignatureStatuses([signature as Signature], { searchTransactionHistory: true })
      .send()
      .catch((error: unknown) => Promise.reject(SolanaRpcError.from(error)))
    const status = value[0]
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) {
      return status.err === null ? 'success' : 'reverted'
    }
    if (Date.now() >= deadline) throw new TransactionConfirmationTimeoutError(signature, timeoutMs)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

/** Whether an account exists (holds lamports) on the network. */
export async function accountOwner(rpc: SolanaRpc, account: Address): Promise<Address | undefined> {
  const { value } = await rpc
    .getAccountInfo(account, { encoding: 'base64', commitment: 'confirmed' })
    .send()
    .catch((error: unknown) => Promise.reject(SolanaRpcError.from(error)))
  return value?.owner
}
