import type { SwapToken } from './store.ts'

/** What a dapp may name when it opens the Swap view: tokens by symbol, CAIP-10 id or address. */
export interface SwapArguments {
  fromToken?: string | undefined
  toToken?: string | undefined
  amount?: string | undefined
}

/**
 * Swap: the calls behind `airlock.swapActions` (each loads the swap's code on first use there). Declared apart
 * from the controller so a dapp's types name the calls without the code that makes them.
 */
export interface SwapController {
  /** Loads tokens, balances and the gas price for the active network, then applies the arguments. */
  init: (given?: SwapArguments) => Promise<void>
  /** The amount to sell, as typed; quoted 300 ms after the last change. */
  setAmount: (amount: string) => void
  selectToken: (side: 'from' | 'to', token: SwapToken) => void
  /** Swaps the two tokens' places. */
  flip: () => void
  /** The slippage tolerance in percent (more than 0, at most 49). */
  setSlippage: (slippage: number) => void
  /** The most the sold token can swap, leaving the network fee for the native token. */
  maxAmount: () => string
  refresh: () => Promise<void>
  /** Approves when needed, then swaps; resolves with the hash (undefined with `swap.error` set). */
  swap: () => Promise<string | undefined>
  /**
   * Quotes the unchanged draft again without a loading state, for a view that keeps its quote current
   * while the visitor reads it. Does nothing while a swap runs or a quote is on its way.
   */
  requote(): void
  /** The least the current quote pays at the tolerance, in whole units of the token bought. */
  minimumReceived(): string | undefined
  /** Stops pending quote timers and requests (the view closed). */
  dispose(): void
}
