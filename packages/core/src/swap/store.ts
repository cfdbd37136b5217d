import type { SwapQuote, SwapTokenInfo } from '@airlock/protocol/cloud-api'
import { createStore } from 'zustand/vanilla'
import type { CaipNetworkId } from '../types.ts'
import { SWAP_SLIPPAGE_TOLERANCE } from './constants.ts'

/** A swappable token with what the connected account holds of it. */
export interface SwapToken extends SwapTokenInfo {
  /** The account's balance in whole units, '0' when it holds none. */
  balance: string
  /** USD per whole token; 0 when unknown. */
  price: number
}

/** Where a swap stands once the visitor confirms it. */
export type SwapStatus =
  | 'idle'
  /** Waiting for the wallet to sign the approval. */
  | 'approve-confirm'
  /** The approval is sent; waiting for its receipt. */
  | 'approve-pending'
  | 'swap-confirm'
  | 'swap-pending'

/** The network fee of the quoted swap (and of its approval, when one is needed first). */
export interface SwapNetworkFee {
  /** In the native token's whole units. */
  amount: string
  symbol: string
  /** Undefined while the native token's price is unknown. */
  usd: number | undefined
}

/** The swap draft and its quote: what the Swap view shows, usable headless through `airlock.swapActions`. */
export interface SwapState {
  /** The network the token list belongs to. */
  network: CaipNetworkId | undefined
  tokens: SwapToken[] | undefined
  tokensLoading: boolean
  tokensError: string | undefined
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  /** As typed. */
  sourceTokenAmount: string
  /** The quote's output, in whole units of toToken; '' without a quote. */
  toTokenAmount: string
  quote: SwapQuote | undefined
  quoteLoading: boolean
  /** Why the last quote failed (insufficient liquidity, say). */
  quoteError: string | undefined
  /** Slippage tolerance in percent. */
  slippage: number
  /** Gas price in wei, as the cloud reads it for the network. */
  gasPrice: string | undefined
  networkFee: SwapNetworkFee | undefined
  /** What the router may spend of sourceToken (smallest unit); undefined for the native token or unknown. */
  allowance: string | undefined
  /** Whether an approval must be sent before the swap. */
  approvalNeeded: boolean
  status: SwapStatus
  /** The last failure of approve or swap; the draft is kept so the visitor can try again. */
  error: string | undefined
  /** What `error` says, as thrown (a SwapRevertedError, the wallet's refusal…), for a dapp to branch on. */
  failure: unknown
  /** Hash of the transaction being waited for. */
  pendingHash: string | undefined
}

export function emptySwapState(slippage = SWAP_SLIPPAGE_TOLERANCE): SwapState {
  return {
    network: undefined,
    tokens: undefined,
    tokensLoading: false,
    tokensError: undefined,
    sourceToken: undefined,
    toToken: undefined,
    sourceTokenAmount: '',
    toTokenAmount: '',
    quote: undefined,
    quoteLoading: false,
    quoteError: undefined,
    slippage,
    gasPrice: undefined,
    networkFee: undefined,
    allowance: undefined,
    approvalNeeded: false,
    status: 'idle',
    error: undefined,
    failure: undefined,
    pendingHash: undefined,
  }
}

export function createSwapStore(slippage?: number) {
  const store = createStore<SwapState>(() => emptySwapState(slippage))
  return Object.assign(store, {
    patch: (values: Partial<SwapState>) => store.setState(values),
  })
}

export type SwapStore = ReturnType<typeof createSwapStore>
