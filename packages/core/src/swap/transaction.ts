import { type AirlockContext, adapterFor } from '../context.ts'
import type { Swapper } from './swapper.ts'

/**
 * Sends one of the swap's transactions (the approval or the swap) from the swapper's account, marks it pending
 * with a loading toast, and waits for its receipt where the adapter can follow it (`outcome` is undefined
 * where it cannot).
 */
export async function sendSwapTransaction(
  ctx: AirlockContext,
  who: Swapper,
  tx: { to: string; data: string; value: string },
  pending: 'approve-pending' | 'swap-pending',
  waitingMessage: string,
): Promise<{ hash: string; outcome: 'success' | 'reverted' | undefined }> {
  const adapter = adapterFor(ctx, 'eip155')
  const hash = await adapter.sendTransaction({
    connectorId: who.connectorId,
    caipNetwork: who.network,
    from: who.address,
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
  })
  ctx.swap.patch({ status: pending, pendingHash: hash })
  ctx.toast.showLoading(waitingMessage)
  const outcome = adapter.waitForTransaction
    ? await adapter.waitForTransaction({ caipNetwork: who.network, hash })
    : undefined
  return { hash, outcome }
}
