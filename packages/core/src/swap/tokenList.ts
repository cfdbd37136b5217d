import { refreshNativeBalance } from '../account/balance.ts'
import { fetchTokenBalances } from '../account/tokenBalances.ts'
import { RequestAbortedError } from '../cloud/errors.ts'
import type { AirlockContext } from '../context.ts'
import { parseErrorMessage } from '../errors.ts'
import type { CaipNetwork } from '../types.ts'
import type { ConvertApi } from './api.ts'
import { isSwapSupported, SwapMessages } from './constants.ts'
import type { SwapQuoting } from './quoting.ts'
import { emptySwapState, type SwapToken } from './store.ts'
import { plainAddress, withBalances } from './tokens.ts'

/**
 * The tokens the Swap view offers on the active network, with their prices and the account's balances, and the
 * network's gas price. A network change starts over; a load superseded by a newer one is dropped.
 */
export function createSwapTokenList(ctx: AirlockContext, api: ConvertApi | undefined, quoting: SwapQuoting) {
  const store = ctx.swap
  let loadAbort: AbortController | undefined

  /**
   * Loads the list for the active network unless it is there already. Resolves true when the list is ready for
   * the draft; false when swaps are not offered here (the state says why), the load failed or a newer one took
   * over.
   */
  async function load(): Promise<boolean> {
    const network = ctx.chain.getState().activeCaipNetwork
    const state = store.getState()
    if (!isSwapSupported(network) || !network) {
      quoting.cancel()
      store.setState({
        ...emptySwapState(state.slippage),
        network: network?.caipNetworkId,
        tokensError: SwapMessages.NETWORK_NOT_SUPPORTED,
      })
      return false
    }
    if (!api) {
      store.setState({ ...emptySwapState(state.slippage), tokensError: SwapMessages.NO_CLOUD })
      return false
    }
    if (state.network === network.caipNetworkId && state.tokens) return true
    quoting.cancel()
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
      if (abort.signal.aborted) return false
      const balances = ctx.account.get('eip155')?.tokenBalance ?? []
      store.patch({
        tokens: withBalances(tokens, network.caipNetworkId, balances, prices),
        tokensLoading: false,
        gasPrice: gas?.standard,
      })
      return true
    } catch (error) {
      if (abort.signal.aborted) return false
      store.patch({
        tokensLoading: false,
        tokensError: error instanceof RequestAbortedError ? undefined : parseErrorMessage(error),
      })
      return false
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

  /** Reads balances, prices of held tokens and the quote again. */
  async function refresh() {
    const network = ctx.chain.getState().activeCaipNetwork
    await Promise.all([
      refreshNativeBalance(ctx, 'eip155', { force: true }),
      fetchTokenBalances(ctx, 'eip155', Date.now, { force: true }),
    ])
    const { tokens } = store.getState()
    if (tokens && network) joinBalances(tokens, network)
    quoting.schedule(0)
  }

  return {
    load,
    refresh,
    /** Drops the load on its way (the view closed). */
    stop: () => loadAbort?.abort(),
  }
}

export type SwapTokenList = ReturnType<typeof createSwapTokenList>
