import type { AirlockContext } from '../context.ts'
import { parseErrorMessage } from '../errors.ts'
import type { ConvertApi } from './api.ts'
import { approvalRoute, approveExactly } from './approval.ts'
import { sendAtomicBatch } from './atomicBatch.ts'
import { SwapMessages } from './constants.ts'
import { parseSwapAmount, swapIssue } from './quoteMath.ts'
import type { SwapQuoting } from './quoting.ts'
import type { SwapSettlement } from './settlement.ts'
import type { SwapState, SwapToken } from './store.ts'
import { type Swapper, swapper } from './swapper.ts'
import { isNativeSwapToken } from './tokens.ts'
import { sendSwapTransaction } from './transaction.ts'

/** The visitor's confirmed swap: approval when the allowance is short, then the swap, each to its receipt. */
export function createSwapExecution(
  ctx: AirlockContext,
  api: ConvertApi | undefined,
  quoting: SwapQuoting,
  settlement: SwapSettlement,
) {
  const store = ctx.swap

  /**
   * Approves the router when the allowance is short, then swaps; each waits for its receipt. On success the
   * balances are read again, a toast says what was swapped and the view returns to Account. On failure the
   * draft stays and `error` says why (a swap reverted because the price moved past the tolerance says so).
   * Resolves with the swap's hash, or undefined.
   */
  async function swap(): Promise<string | undefined> {
    const state = store.getState()
    if (state.status !== 'idle' || !api) return undefined
    const issue = swapIssue(state)
    if (issue) {
      store.patch({ error: issue.message })
      return undefined
    }
    const sourceToken = state.sourceToken as SwapToken
    const toToken = state.toToken as SwapToken
    const amount = parseSwapAmount(state.sourceTokenAmount, sourceToken) as bigint
    quoting.cancel()
    store.patch({ error: undefined, failure: undefined, quoteLoading: false })
    try {
      const who = swapper(ctx)
      if (!isNativeSwapToken(sourceToken)) {
        const route = await approvalRoute(ctx, api, who, sourceToken, amount)
        if (route === 'batch') return await swapInOneBatch(who, state, sourceToken, toToken, amount)
        if (route === 'separate') await approveExactly(ctx, api, who, sourceToken, toToken, amount)
        // approvalNeeded stays set until the swap ends: the view keeps showing the approval as a done step.
        store.patch({ allowance: amount.toString() })
      }
      store.patch({ status: 'swap-confirm' })
      const { tx } = await api.buildTransaction({
        userAddress: who.caip,
        amount: amount.toString(),
        from: sourceToken.address,
        to: toToken.address,
        eip155: { slippage: String(state.slippage) },
      })
      const { hash, outcome } = await sendSwapTransaction(ctx, who, tx, 'swap-pending', SwapMessages.SWAPPING)
      if (outcome === 'reverted')
        throw await settlement.revertReason(who, amount, BigInt(tx.minimumOut), state.slippage)
      return settlement.succeeded(hash, state, sourceToken, toToken, BigInt(tx.expectedOut))
    } catch (error) {
      const message = parseErrorMessage(error)
      store.patch({ status: 'idle', pendingHash: undefined, error: message, failure: error })
      // The swap views show the reason beside the draft; a toast tells a visitor who left them.
      const { view } = ctx.router.getState()
      if (!ctx.modal.getState().open || !view.startsWith('Swap')) ctx.toast.showError(message)
      else ctx.toast.hide()
      // The price, allowance or balance may have moved: what the visitor sees next is current.
      quoting.schedule(0)
      return undefined
    }
  }

  /**
   * Approve and swap as one atomic batch (EIP-5792), for a wallet that can: one approval for the visitor, and a
   * failed swap leaves no allowance behind. Throws like the two-step path.
   */
  async function swapInOneBatch(
    who: Swapper,
    state: SwapState,
    sourceToken: SwapToken,
    toToken: SwapToken,
    amount: bigint,
  ) {
    const convert = api as ConvertApi
    store.patch({ status: 'swap-confirm', approvalNeeded: true })
    const [{ tx: approve }, { tx }] = await Promise.all([
      convert.buildApprove({
        userAddress: who.caip,
        from: sourceToken.address,
        to: toToken.address,
        amount: amount.toString(),
      }),
      // Not estimated: without the batch's approval first, the swap alone would revert in the estimate.
      convert.buildTransaction({
        userAddress: who.caip,
        amount: amount.toString(),
        from: sourceToken.address,
        to: toToken.address,
        eip155: { slippage: String(state.slippage) },
        disableEstimate: true,
      }),
    ])
    const { hash, outcome } = await sendAtomicBatch(ctx, [approve, tx], (id) => {
      store.patch({ status: 'swap-pending', pendingHash: id })
      ctx.toast.showLoading(SwapMessages.SWAPPING)
    })
    if (outcome === 'reverted')
      throw await settlement.revertReason(who, amount, BigInt(tx.minimumOut), state.slippage)
    return settlement.succeeded(hash, state, sourceToken, toToken, BigInt(tx.expectedOut))
  }

  return { swap }
}
