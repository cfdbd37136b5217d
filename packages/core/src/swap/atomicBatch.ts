import type { AirlockContext } from '../context.ts'
import { getCapabilities, sendCalls, waitForCallsStatus } from '../smartAccounts/calls.ts'
import type { Hex } from '../smartAccounts/types.ts'

/*
 * Approve and swap as one EIP-5792 batch, where the wallet runs batches atomically (a smart account): one
 * approval for the visitor, and no approval left behind when the swap fails.
 */

/** Whether the connected wallet says it runs batches atomically on `chainId` (EIP-5792 v2 `atomic`, v1 `atomicBatch`). */
export async function canBatchAtomically(ctx: AirlockContext, address: string, chainId: number) {
  try {
    const capabilities = await getCapabilities(ctx, { address, chainIds: [chainId] })
    const chain = capabilities[`0x${chainId.toString(16)}` as Hex]
    return chain?.atomic?.status === 'supported' || chain?.atomicBatch?.supported === true
  } catch {
    // Most wallets do not implement EIP-5792 yet: the approval and the swap go one after the other.
    return false
  }
}

/**
 * Sends the transactions as one atomic batch and waits for it; `hash` is the batch's transaction (the last
 * receipt's), the outcome 'reverted' when the batch failed on chain.
 */
export async function sendAtomicBatch(
  ctx: AirlockContext,
  txs: readonly { to: string; data: string; value: string }[],
  onSent: (id: string) => void,
): Promise<{ hash: string; outcome: 'success' | 'reverted' }> {
  const { id } = await sendCalls(ctx, {
    atomicRequired: true,
    calls: txs.map((tx) => ({ to: tx.to as Hex, data: tx.data as Hex, value: BigInt(tx.value) })),
  })
  onSent(id)
  const status = await waitForCallsStatus(ctx, id)
  const hash = status.receipts?.at(-1)?.transactionHash ?? id
  return { hash, outcome: status.status === 200 ? 'success' : 'reverted' }
}
