import type { AirlockContext } from '../context.ts'
import { type ConvertApi, createConvertApi } from './api.ts'
import { createSwapDraft } from './draft.ts'
import { createSwapExecution } from './execution.ts'
import { createSwapQuoting } from './quoting.ts'
import { createSwapSettlement } from './settlement.ts'
import type { SwapArguments, SwapController } from './swapController.ts'
import { createSwapTokenList } from './tokenList.ts'

/**
 * The swap's actions over `ctx.swap` (one per kit instance; loaded with the Swap view or on the first headless
 * call), wired from its parts: the token list (tokenList.ts), the draft the visitor edits (draft.ts), its quote
 * (quoting.ts), and the approval, swap and what follows it (execution.ts, approval.ts, settlement.ts).
 */
export function createSwapController(ctx: AirlockContext): SwapController {
  const api: ConvertApi | undefined = ctx.cloud
    ? createConvertApi(ctx.cloud.http, ctx.options.projectId)
    : undefined
  const quoting = createSwapQuoting(ctx, api)
  const tokenList = createSwapTokenList(ctx, api, quoting)
  const draft = createSwapDraft(ctx, quoting)
  const settlement = createSwapSettlement(ctx, api, quoting, tokenList)
  const { swap } = createSwapExecution(ctx, api, quoting, settlement)

  return {
    /**
     * Loads what the view needs for the active network: the swappable tokens, their prices and the account's
     * balances, and the gas price. Then applies `given` (the dapp's fromToken, toToken and amount); without
     * them the native token is the one paid.
     */
    async init(given?: SwapArguments) {
      if (given) draft.holdArguments(given)
      if (await tokenList.load()) draft.applyArguments()
    },
    setAmount: draft.setAmount,
    selectToken: draft.selectToken,
    flip: draft.flip,
    setSlippage: draft.setSlippage,
    maxAmount: draft.maxAmount,
    refresh: tokenList.refresh,
    swap,
    requote: quoting.requote,
    minimumReceived: quoting.minimumReceived,
    /** Stops pending quote timers and requests (the view closed). */
    dispose() {
      quoting.cancel()
      tokenList.stop()
      ctx.swap.patch({ quoteLoading: false })
    },
  }
}
