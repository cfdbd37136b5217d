import { refreshNativeBalance } from '../account/balance.ts'
import { fetchTokenBalances } from '../account/tokenBalances.ts'
import { waitForActivity } from '../account/transactions.ts'
import { type AirlockContext, adapterFor } from '../context.ts'
import { BaseError } from '../errors/base.ts'
import { RequestAbortedError } from '../errors/cloud.ts'
import { NoActiveCaipAddressError } from '../errors/connection.ts'
import { parseErrorMessage } from '../errors.ts'
import { formatTransactionAmount } from '../format/format.ts'
import { formatUnits } from '../format/units.ts'
import { isValidSlippage } from '../options/options.ts'
import type { CaipAddress, CaipNetwork } from '../types.ts'
import { type ConvertApi, createConvertApi } from './api.ts'
import type { SwapQuote } from './apiTypes.ts'
import { canBatchAtomically, sendAtomicBatch } from './atomicBatch.ts'
import { isSwapSupported, SWAP_QUOTE_DEBOUNCE_MS, SwapMessages } from './constants.ts'
import { InvalidSlippageError, SwapRevertedError } from './errors.ts'
import { balanceOf, minimumReceived, parseSwapAmount, swapIssue } from './quoteMath.ts'
import { emptySwapState, type SwapNetworkFee, type SwapToken } from './store.ts'
import type { SwapArguments, SwapController } from './swapController.ts'
import { findSwapToken, isNativeSwapToken, plainAddress, withBalances } from './tokens.ts'

/** Gas kept back when "Max" swaps the native token and the quote has no estimate yet (a two-hop swap's use). */
const FALLBACK_SWAP_GAS = 200_000n

/** The connected eip155 account: the only one a swap may spend from. */
function swapper(ctx: AirlockContext) {
  const network = ctx.chain.getState().activeCaipNetwork
  const address = ctx.account.get('eip155')?.address
  const connectorId = ctx.connection.getState().connections.eip155?.[0]?.connectorId
  if (network?.chainNamespace !== 'eip155' || !address || !connectorId) throw new NoActiveCaipAddressError()
  const caip = `${network.caipNetworkId}:${address}` as CaipAddress
  return { network, address, connectorId, caip }
}

/**
 * The swap's actions over `ctx.swap` (one per kit instance; loaded with the Swap view or on the first headless
 * call). Quotes follow the typed amount after a pause; answers to superseded requests are dropped.
 */
export function createSwapController(ctx: AirlockContext): SwapController {
  const store = ctx.swap
  const api: ConvertApi | undefined = ctx.cloud
    ? createConvertApi(ctx.cloud.http, ctx.options.projectId)
    : undefined
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  let quoteAbort: AbortController | undefined
  let loadAbort: AbortController | undefined
  /** A dapp's arguments not applied yet: a second init while the tokens load must not drop them. */
  let pendingArgs: SwapArguments | undefined
  /** Bumped by every change of the draft: an answer for an older draft is stale. */
  let draftVersion = 0

  function cancelQuote() {
    clearTimeout(quoteTimer)
    quoteAbort?.abort()
    quoteAbort = undefined
  }

  function clearQuote() {
    store.patch({
      toTokenAmount: '',
      quote: undefined,
      quoteError: undefined,
      quoteLoading: false,
      networkFee: undefined,
    })
  }

  /** Asks for a quote after the debounce, or at once; without a quotable draft, clears the last one. */
  function scheduleQuote(delay = SWAP_QUOTE_DEBOUNCE_MS) {
    draftVersion++
    cancelQuote()
    const { sourceToken, toToken, sourceTokenAmount } = store.getState()
    const units = sourceToken ? parseSwapAmount(sourceTokenAmount, sourceToken) : undefined
    if (!sourceToken || !toToken || typeof units !== 'bigint' || sourceToken.address === toToken.address) {
      clearQuote()
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

  /** Joins the account's current balances into the token list and the two chosen tokens. */
  function joinBalances(tokens: readonly SwapToken[], network: CaipNetwork) {
    const balances = ctx.account.get('eip155')?.tokenBalance ?? []
    const prices = new Map(tokens.map((token) => [plainAddress(token.address), token.price]))
    const joined = withBalances(tokens, network.caipNetworkId, balances, prices)
    const { sourceToken, toToken } = store.getState()
    const pick = (token: SwapToken | undefined) =>
      token ? joined.find((t) => t.address === token.address) : undefined
    store.patch({ tokens: joined, sourceToken: pick(sourceToken), toToken: pick(toToken) })
  }

  /**
   * Loads what the view needs for the active network: the swappable tokens, their prices and the account's
   * balances, and the gas price. Then applies `args` (the dapp's fromToken, toToken and amount); without
   * them the native token is the one paid.
   */
  async function init(given?: SwapArguments) {
    if (given) pendingArgs = given
    const network = ctx.chain.getState().activeCaipNetwork
    const state = store.getState()
    if (!isSwapSupported(network) || !network) {
      cancelQuote()
      store.setState({
        ...emptySwapState(state.slippage),
        network: network?.caipNetworkId,
        tokensError: SwapMessages.NETWORK_NOT_SUPPORTED,
      })
      return
    }
    if (!api) {
      store.setState({ ...emptySwapState(state.slippage), tokensError: SwapMessages.NO_CLOUD })
      return
    }
    const fresh = state.network !== network.caipNetworkId || !state.tokens
    if (fresh) {
      cancelQuote()
      store.setState({
        ...emptySwapState(state.slippage),
        network: network.caipNetworkId,
        tokensLoading: true,
      })
      loadAbort?.abort()
      const abort = new AbortController()
      loadAbort = abort
      try {
        const [{ tokens }, gas] = await Promise.all([
          api.tokens(network.caipNetworkId, abort.signal),
          api.gasPrice(network.caipNetworkId, abort.signal).catch(() => undefined),
          ctx.account.get('eip155')?.tokenBalance.length
            ? Promise.resolve()
            : fetchTokenBalances(ctx, 'eip155'),
        ])
        const prices = await api
          .prices(tokens.map((token) => token.address))
          .then(({ fungibles }) => new Map(fungibles.map((f) => [plainAddress(f.address), f.price])))
          .catch(() => new Map<string, number>())
        if (abort.signal.aborted) return
        const balances = ctx.account.get('eip155')?.tokenBalance ?? []
        store.patch({
          tokens: withBalances(tokens, network.caipNetworkId, balances, prices),
          tokensLoading: false,
          gasPrice: gas?.standard,
        })
      } catch (error) {
        if (abort.signal.aborted) return
        store.patch({
          tokensLoading: false,
          tokensError: error instanceof RequestAbortedError ? undefined : parseErrorMessage(error),
        })
        return
      }
    }
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
    scheduleQuote(0)
  }

  function setAmount(amount: string) {
    // A change of the draft is a fresh start: the last failure no longer describes it.
    store.patch({ sourceTokenAmount: amount, error: undefined, failure: undefined })
    scheduleQuote()
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
    scheduleQuote(0)
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
    scheduleQuote(0)
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

  /** Reads balances, prices of held tokens and the quote again. */
  async function refresh() {
    const network = ctx.chain.getState().activeCaipNetwork
    await Promise.all([
      refreshNativeBalance(ctx, 'eip155', { force: true }),
      fetchTokenBalances(ctx, 'eip155', Date.now, { force: true }),
    ])
    const { tokens } = store.getState()
    if (tokens && network) joinBalances(tokens, network)
    scheduleQuote(0)
  }

  async function sendAndWait(
    who: ReturnType<typeof swapper>,
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
    store.patch({ status: pending, pendingHash: hash })
    ctx.toast.showLoading(waitingMessage)
    const outcome = adapter.waitForTransaction
      ? await adapter.waitForTransaction({ caipNetwork: who.network, hash })
      : undefined
    return { hash, outcome }
  }

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
    cancelQuote()
    store.patch({ error: undefined, failure: undefined, quoteLoading: false })
    try {
      const who = swapper(ctx)
      if (!isNativeSwapToken(sourceToken)) {
        const { allowance } = await api.allowance({
          tokenAddress: sourceToken.address,
          userAddress: who.caip,
        })
        if (
          BigInt(allowance) < amount &&
          (await canBatchAtomically(ctx, who.address, Number(who.network.id)))
        ) {
          return await swapInOneBatch(who, state, sourceToken, toToken, amount)
        }
        if (BigInt(allowance) < amount) {
          store.patch({ status: 'approve-confirm', approvalNeeded: true })
          const { tx } = await api.buildApprove({
            userAddress: who.caip,
            from: sourceToken.address,
            to: toToken.address,
            amount: amount.toString(),
          })
          const { outcome } = await sendAndWait(
            who,
            tx,
            'approve-pending',
            SwapMessages.APPROVING(sourceToken.symbol),
          )
          if (outcome === 'reverted') throw new SwapRevertedError({ step: 'approve' })
        }
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
      const { hash, outcome } = await sendAndWait(who, tx, 'swap-pending', SwapMessages.SWAPPING)
      if (outcome === 'reverted') throw await revertReason(who, amount, BigInt(tx.minimumOut), state.slippage)
      return swapped(hash, state, sourceToken, toToken, BigInt(tx.expectedOut))
    } catch (error) {
      const message = parseErrorMessage(error)
      store.patch({ status: 'idle', pendingHash: undefined, error: message, failure: error })
      // The swap views show the reason beside the draft; a toast tells a visitor who left them.
      const { view } = ctx.router.getState()
      if (!ctx.modal.getState().open || !view.startsWith('Swap')) ctx.toast.showError(message)
      else ctx.toast.hide()
      // The price, allowance or balance may have moved: what the visitor sees next is current.
      scheduleQuote(0)
      return undefined
    }
  }

  /** The swap succeeded: the draft clears, a toast says what was swapped, and the view returns to Account. */
  function swapped(
    hash: string,
    state: ReturnType<typeof store.getState>,
    sourceToken: SwapToken,
    toToken: SwapToken,
    expectedOut: bigint,
  ) {
    const paid = formatTransactionAmount(state.sourceTokenAmount.trim(), sourceToken.symbol)
    const got = formatTransactionAmount(formatUnits(expectedOut, toToken.decimals), toToken.symbol)
    store.patch({ status: 'idle', pendingHash: undefined, sourceTokenAmount: '', approvalNeeded: false })
    clearQuote()
    ctx.toast.showSuccess(SwapMessages.SWAPPED(paid, got))
    showAccount()
    void settle(hash)
    return hash
  }

  /**
   * Approve and swap as one atomic batch (EIP-5792), for a wallet that can: one approval for the visitor, and a
   * failed swap leaves no allowance behind. Throws like the two-step path.
   */
  async function swapInOneBatch(
    who: ReturnType<typeof swapper>,
    state: ReturnType<typeof store.getState>,
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
    if (outcome === 'reverted') throw await revertReason(who, amount, BigInt(tx.minimumOut), state.slippage)
    return swapped(hash, state, sourceToken, toToken, BigInt(tx.expectedOut))
  }

  /** Why a mined swap reverted: the price moved past the tolerance, when a fresh quote pays less than the minimum. */
  async function revertReason(
    who: ReturnType<typeof swapper>,
    amount: bigint,
    minimumOut: bigint,
    slippage: number,
  ): Promise<SwapRevertedError> {
    const { sourceToken, toToken } = store.getState()
    try {
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

  async function settle(hash: string) {
    await refresh()
    await waitForActivity(ctx, hash)
  }

  return {
    init,
    setAmount,
    selectToken,
    flip,
    setSlippage,
    maxAmount,
    refresh,
    swap,
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
    /** Stops pending quote timers and requests (the view closed). */
    dispose() {
      cancelQuote()
      loadAbort?.abort()
      store.patch({ quoteLoading: false })
    },
  }
}

export type { SwapController } from './swapController.ts'
