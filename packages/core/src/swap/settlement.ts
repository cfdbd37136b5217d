import { waitForActivity } from '../account/transactions.ts'
import type { AirlockContext } from '../context.ts'
import { formatTransactionAmount } from '../format/format.ts'
import { formatUnits } from '../format/units.ts'
import type { ConvertApi } from './api.ts'
import { SwapMessages } from './constants.ts'
import { SwapRevertedError } from './errors.ts'
import type { SwapQuoting } from './quoting.ts'
import type { SwapState, SwapToken } from './store.ts'
import type { Swapper } from './swapper.ts'
import type { SwapTokenList } from './tokenList.ts'

/** What follows a mined swap: the success the visitor is told about, or why it reverted. */
export function createSwapSettlement(
  ctx: AirlockContext,
  api: ConvertApi | undefined,
  quoting: SwapQuoting,
  tokenList: SwapTokenList,
) {
  const store = ctx.swap

  /** The swap succeeded: the draft clears, a toast says what was swapped, and the view returns to Account. */
  function succeeded(
    hash: string,
    state: SwapState,
    sourceToken: SwapToken,
    toToken: SwapToken,
    expectedOut: bigint,
  ) {
    const paid = formatTransactionAmount(state.sourceTokenAmount.trim(), sourceToken.symbol)
    const got = formatTransactionAmount(formatUnits(expectedOut, toToken.decimals), toToken.symbol)
    store.patch({ status: 'idle', pendingHash: undefined, sourceTokenAmount: '', approvalNeeded: false })
    quoting.clear()
    ctx.toast.showSuccess(SwapMessages.SWAPPED(paid, got))
    showAccount()
    void settle(hash)
    return hash
  }

  /** Why a mined swap reverted: the price moved past the tolerance, when a fresh quote pays less than the minimum. */
  async function revertReason(
    who: Swapper,
    amount: bigint,
    minimumOut: bigint,
    slippage: number,
  ): Promise<SwapRevertedError> {
    const { sourceToken, toToken } = store.getState()
    try {
      // Only a swap made through the cloud reverts here: `api` is there.
      const { quotes } = await (api as ConvertApi).quotes({
        amount: amount.toString(),
        userAddress: who.caip,
        from: (sourceToken as SwapToken).address,
        to: (toToken as SwapToken).address,
      })
      const now = quotes[0] ? BigInt(quotes[0].toAmount) : 0n
      if (now < minimumOut) return new SwapRevertedError({ step: 'swap', slippageExceeded: true, slippage })
    } catch {
      // No fresh quote: the plain message below still says nothing was swapped.
    }
    return new SwapRevertedError({ step: 'swap' })
  }

  /** Back to Account, as after a send: the history returns to it when it is there. */
  function showAccount() {
    const { history } = ctx.router.getState()
    const index = history.lastIndexOf('Account')
    if (index === -1) ctx.router.replace('Account')
    else ctx.router.goBackToIndex(index)
  }

  /** The balances move and the swap shows in the activity list once the indexer has it. */
  async function settle(hash: string) {
    await tokenList.refresh()
    await waitForActivity(ctx, hash)
  }

  return { succeeded, revertReason }
}

export type SwapSettlement = ReturnType<typeof createSwapSettlement>
