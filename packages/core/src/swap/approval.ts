import type { AirlockContext } from '../context.ts'
import type { ConvertApi } from './api.ts'
import { canBatchAtomically } from './atomicBatch.ts'
import { SwapMessages } from './constants.ts'
import { SwapRevertedError } from './errors.ts'
import type { SwapToken } from './store.ts'
import type { Swapper } from './swapper.ts'
import { sendSwapTransaction } from './transaction.ts'

/**
 * How the router gets leave to spend a token before a swap: 'none' when the allowance already covers the
 * amount, 'batch' when the wallet runs batches atomically (EIP-5792) so the approval rides in the swap's batch,
 * 'separate' when an approval transaction must be mined first.
 */
export async function approvalRoute(
  ctx: AirlockContext,
  api: ConvertApi,
  who: Swapper,
  sourceToken: SwapToken,
  amount: bigint,
): Promise<'none' | 'batch' | 'separate'> {
  const { allowance } = await api.allowance({ tokenAddress: sourceToken.address, userAddress: who.caip })
  if (BigInt(allowance) >= amount) return 'none'
  return (await canBatchAtomically(ctx, who.address, Number(who.network.id))) ? 'batch' : 'separate'
}

/**
 * Approves exactly the amount the swap spends (never an open-ended allowance) and waits for the receipt;
 * throws when the approval reverted, so nothing is swapped on a missing allowance.
 */
export async function approveExactly(
  ctx: AirlockContext,
  api: ConvertApi,
  who: Swapper,
  sourceToken: SwapToken,
  toToken: SwapToken,
  amount: bigint,
) {
  ctx.swap.patch({ status: 'approve-confirm', approvalNeeded: true })
  const { tx } = await api.buildApprove({
    userAddress: who.caip,
    from: sourceToken.address,
    to: toToken.address,
    amount: amount.toString(),
  })
  const { outcome } = await sendSwapTransaction(
    ctx,
    who,
    tx,
    'approve-pending',
    SwapMessages.APPROVING(sourceToken.symbol),
  )
  if (outcome === 'reverted') throw new SwapRevertedError({ step: 'approve' })
}
