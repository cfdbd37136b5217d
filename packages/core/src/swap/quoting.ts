import type { SwapQuote } from '@airlock/protocol/cloud-api'
import { RequestAbortedError } from '../cloud/errors.ts'
import type { AirlockContext } from '../context.ts'
import { BaseError } from '../errors/base.ts'
import { parseErrorMessage } from '../errors.ts'
import { formatUnits } from '../format/units.ts'
import type { ConvertApi } from './api.ts'
import { SWAP_QUOTE_DEBOUNCE_MS, SwapMessages } from './constants.ts'
import { minimumReceived, parseSwapAmount } from './quoteMath.ts'
import type { SwapNetworkFee } from './store.ts'
import { swapper } from './swapper.ts'
import { isNativeSwapToken } from './tokens.ts'

/**
 * The swap's quote over `ctx.swap`: it follows the typed amount after a pause, and an answer to a superseded
 * request (the draft changed while it was on its way) is dropped. The allowance is read with it, so the view
 * knows before the visitor confirms whether an approval comes first.
 */
export function createSwapQuoting(ctx: AirlockContext, api: ConvertApi | undefined) {
  const store = ctx.swap
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  let quoteAbort: AbortController | undefined
  /** Bumped by every change of the draft: an answer for an older draft is stale. */
  let draftVersion = 0

  /** Stops the pending timer and the request on its way. */
  function cancel() {
    clearTimeout(quoteTimer)
    quoteAbort?.abort()
    quoteAbort = undefined
  }

  /** Forgets the last quote and what came with it. */
  function clear() {
    store.patch({
      toTokenAmount: '',
      quote: undefined,
      quoteError: undefined,
      quoteLoading: false,
      networkFee: undefined,
    })
  }

  /** Asks for a quote after the debounce, or at once; without a quotable draft, clears the last one. */
  function schedule(delay = SWAP_QUOTE_DEBOUNCE_MS) {
    draftVersion++
    cancel()
    const { sourceToken, toToken, sourceTokenAmount } = store.getState()
    const units = sourceToken ? parseSwapAmount(sourceTokenAmount, sourceToken) : undefined
    if (!sourceToken || !toToken || typeof units !== 'bigint' || sourceToken.address === toToken.address) {
      clear()
      return
    }
    store.patch({ quoteLoading: true, quoteError: undefined })
    quoteTimer = setTimeout(() => void fetchQuote(), delay)
  }

  /** `silent`: a periodic refresh that keeps the shown quote until the new one arrives (no skeleton). */
  async function fetchQuote({ silent = false } = {}): Promise<SwapQuote | undefined> {
    const { sourceToken, toToken, sourceTokenAmount, gasPrice } = store.getState()
    if (!api || !sourceToken || !toToken) return undefined
    const units = parseSwapAmount(sourceTokenAmount, sourceToken)
    if (typeof units !== 'bigint') return undefined
    let who: ReturnType<typeof swapper>
    try {
      who = swapper(ctx)
    } catch (error) {
      store.patch({ quoteLoading: false, quoteError: parseErrorMessage(error) })
      return undefined
    }
    const version = draftVersion
    quoteAbort?.abort()
    const abort = new AbortController()
    quoteAbort = abort
    if (!silent) store.patch({ quoteLoading: true, quoteError: undefined })
    try {
      const [{ quotes }, allowance] = await Promise.all([
        api.quotes(
          {
            amount: units.toString(),
            userAddress: who.caip,
            from: sourceToken.address,
            to: toToken.address,
            gasPrice,
          },
          abort.signal,
        ),
        isNativeSwapToken(sourceToken)
          ? Promise.resolve(undefined)
          : api
              .allowance({ tokenAddress: sourceToken.address, userAddress: who.caip }, abort.signal)
              .then((answer) => answer.allowance),
      ])
      if (version !== draftVersion) return undefined
      const quote = quotes[0]
      if (!quote) throw new BaseError(SwapMessages.QUOTE_FAILED, { details: 'The cloud found no route' })
      store.patch({
        quote,
        quoteLoading: false,
        toTokenAmount: formatUnits(BigInt(quote.toAmount), toToken.decimals),
        allowance,
        approvalNeeded: allowance !== undefined && BigInt(allowance) < units,
        networkFee: feeOf(quote),
      })
      return quote
    } catch (error) {
      if (error instanceof RequestAbortedError || version !== draftVersion) return undefined
      store.patch({
        quote: undefined,
        toTokenAmount: '',
        networkFee: undefined,
        quoteLoading: false,
        quoteError: parseErrorMessage(error),
      })
      return undefined
    }
  }

  /** The quoted swap's fee in the native token, from the quote's gas and the network's gas price. */
  function feeOf(quote: SwapQuote): SwapNetworkFee | undefined {
    const { gasPrice, tokens } = store.getState()
    const network = ctx.chain.getState().activeCaipNetwork
    if (!quote.gasLimit || !gasPrice || !network) return undefined
    const amount = formatUnits(BigInt(quote.gasLimit) * BigInt(gasPrice), network.nativeCurrency.decimals)
    const nativePrice = tokens?.find(isNativeSwapToken)?.price
    return {
      amount,
      symbol: network.nativeCurrency.symbol,
      usd: nativePrice ? Number(amount) * nativePrice : undefined,
    }
  }

  return {
    cancel,
    clear,
    schedule,
    /**
     * Quotes the unchanged draft again without a loading state, for a view that keeps its quote current
     * while the visitor reads it. Does nothing while a swap runs or a quote is on its way.
     */
    requote() {
      const state = store.getState()
      if (state.status !== 'idle' || state.quoteLoading || !state.quote) return
      void fetchQuote({ silent: true })
    },
    /** The least the current quote pays at the tolerance, in whole units of the token bought. */
    minimumReceived(): string | undefined {
      const { quote, toToken, slippage } = store.getState()
      if (!quote || !toToken) return undefined
      return formatUnits(minimumReceived(BigInt(quote.toAmount), slippage), toToken.decimals)
    },
  }
}

export type SwapQuoting = ReturnType<typeof createSwapQuoting>
