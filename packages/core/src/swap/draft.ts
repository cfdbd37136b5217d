import type { AirlockContext } from '../context.ts'
import { formatUnits } from '../format/units.ts'
import { isValidSlippage } from '../options/options.ts'
import { InvalidSlippageError } from './errors.ts'
import { balanceOf } from './quoteMath.ts'
import type { SwapQuoting } from './quoting.ts'
import type { SwapToken } from './store.ts'
import type { SwapArguments } from './swapController.ts'
import { findSwapToken, isNativeSwapToken } from './tokens.ts'

/** Gas kept back when "Max" swaps the native token and the quote has no estimate yet (a two-hop swap's use). */
const FALLBACK_SWAP_GAS = 200_000n

/**
 * What the visitor (or the dapp) chooses: the two tokens, the amount and the slippage tolerance. Every change
 * that moves the quote asks for a new one.
 */
export function createSwapDraft(ctx: AirlockContext, quoting: SwapQuoting) {
  const store = ctx.swap
  /** A dapp's arguments not applied yet: a second init while the tokens load must not drop them. */
  let pendingArgs: SwapArguments | undefined

  /**
   * Applies the dapp's held arguments (fromToken, toToken and amount) to the loaded list; without them the
   * native token is the one paid. Then quotes at once.
   */
  function applyArguments() {
    const args = pendingArgs ?? {}
    pendingArgs = undefined
    const tokens = store.getState().tokens ?? []
    const from = findSwapToken(tokens, args.fromToken)
    const to = findSwapToken(tokens, args.toToken)
    const current = store.getState()
    store.patch({
      sourceToken: from ?? current.sourceToken ?? tokens.find(isNativeSwapToken),
      toToken: to ?? current.toToken,
      ...(args.amount !== undefined ? { sourceTokenAmount: args.amount } : {}),
      error: undefined,
    })
    if (store.getState().sourceToken?.address === store.getState().toToken?.address)
      store.patch({ toToken: undefined })
    quoting.schedule(0)
  }

  function setAmount(amount: string) {
    // A change of the draft is a fresh start: the last failure no longer describes it.
    store.patch({ sourceTokenAmount: amount, error: undefined, failure: undefined })
    quoting.schedule()
  }

  /** Picks a token for one side; picking the other side's token flips the two. */
  function selectToken(side: 'from' | 'to', token: SwapToken) {
    const { sourceToken, toToken } = store.getState()
    const other = side === 'from' ? toToken : sourceToken
    if (other?.address === token.address) {
      flip()
      return
    }
    store.patch(
      side === 'from' ? { sourceToken: token, error: undefined } : { toToken: token, error: undefined },
    )
    quoting.schedule(0)
  }

  /** Swaps the two sides; the quoted output becomes the amount paid, as the visitor saw it. */
  function flip() {
    const { sourceToken, toToken, toTokenAmount, sourceTokenAmount } = store.getState()
    store.patch({
      sourceToken: toToken,
      toToken: sourceToken,
      sourceTokenAmount: toTokenAmount || sourceTokenAmount,
      approvalNeeded: false,
      allowance: undefined,
      error: undefined,
      failure: undefined,
    })
    quoting.schedule(0)
  }

  function setSlippage(slippage: number) {
    if (!isValidSlippage(slippage)) throw new InvalidSlippageError({ details: `Got ${slippage}` })
    store.patch({ slippage })
  }

  /**
   * The most the source token can swap: its whole balance, less the network fee for the native token (the
   * quote's gas, or a two-hop swap's, with 50% headroom) so the swap does not fail for lack of gas.
   */
  function maxAmount(): string {
    const { sourceToken, quote, gasPrice } = store.getState()
    if (!sourceToken) return ''
    const balance = balanceOf(sourceToken)
    if (!isNativeSwapToken(sourceToken) || !gasPrice) return formatUnits(balance, sourceToken.decimals)
    const gas = quote?.gasLimit ? BigInt(quote.gasLimit) : FALLBACK_SWAP_GAS
    const reserve = (gas * BigInt(gasPrice) * 3n) / 2n
    return formatUnits(balance > reserve ? balance - reserve : 0n, sourceToken.decimals)
  }

  return {
    /** Keeps a dapp's arguments until the token list is there to apply them to. */
    holdArguments(given: SwapArguments) {
      pendingArgs = given
    },
    applyArguments,
    setAmount,
    selectToken,
    flip,
    setSlippage,
    maxAmount,
  }
}
