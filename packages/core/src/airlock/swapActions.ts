import type { SwapController } from '../swap/swapController.ts'

/** The swap controller's calls a dapp makes; each loads the swap's code on first use. */
export type SwapActionName =
  | 'init'
  | 'setAmount'
  | 'selectToken'
  | 'flip'
  | 'setSlippage'
  | 'maxAmount'
  | 'minimumReceived'
  | 'refresh'
  | 'requote'
  | 'swap'

/**
 * Swap, headless (what `airlock.swapActions` offers): `init` loads tokens, balances and the gas price for the
 * active network then applies its arguments; `setAmount` is quoted 300 ms after the last change;
 * `setSlippage` takes percent (more than 0, at most 49); `maxAmount` leaves the network fee for the native
 * token; `minimumReceived` is the least the quote pays at the tolerance; `requote` asks again keeping the shown
 * quote; `swap` approves when needed, then swaps, and resolves with the hash (undefined with `swap.error` set).
 *
 * @example
 * await airlock.swapActions.init({ fromToken: 'USDC', toToken: 'ETH', amount: '25' })
 * airlock.swap.subscribe((s) => console.log(s.toTokenAmount, s.quote?.priceImpact))
 * const hash = await airlock.swapActions.swap()
 */
export type SwapActions = {
  [K in SwapActionName]: (
    ...args: Parameters<SwapController[K]>
  ) => Promise<Awaited<ReturnType<SwapController[K]>>>
}
