import { createStore, type StoreApi } from 'zustand/vanilla'
import type { TokenBalance } from '../account/store.ts'

/**
 * A send that failed after it was dispatched (declined in the wallet, reverted): what was sent and why it
 * failed, for the view's error state until the visitor leaves the view. The draft itself is kept as typed.
 */
export interface FailedSend {
  token: TokenBalance
  sendTokenAmount: string
  receiverAddress: string
  message: string
}

/** The send draft: what is sent, to whom, and what the review knows of it. */
export interface SendState {
  token: TokenBalance | undefined
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  /** USD value of the whole balance on the network, for the token picker's header. */
  networkBalanceInUSD: string | undefined
  loading: boolean
  /**
   * Network fee estimate for the draft, in the native token's whole units; undefined while unknown. `rent` is
   * the part of `fee` that is not the network's (Solana: the receiver's token account this send creates).
   */
  gasEstimate: { fee: string; symbol: string; usd: number | undefined; rent?: string } | undefined
  /** Why the last estimate failed (a revert, say): the send would most likely fail the same way. */
  gasEstimateError: string | undefined
  /** When the token balances were last retried after a failure. */
  lastRetry: number | undefined
  /** The last send, when it failed and the visitor is still on the view it failed in. */
  failed: FailedSend | undefined
}

export function emptySendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
    networkBalanceInUSD: undefined,
    loading: false,
    gasEstimate: undefined,
    gasEstimateError: undefined,
    lastRetry: undefined,
    failed: undefined,
  }
}

export function createSendStore(): SendStore {
  const store = createStore<SendState>(emptySendState)
  return Object.assign(store, {
    patch: (values: Partial<SendState>) => store.setState(values),
    /** Clears the draft; keeps nothing but the retry clock (and `failed`, when given, in the same update). */
    resetDraft: (failed?: FailedSend) =>
      store.setState((s) => ({ ...emptySendState(), lastRetry: s.lastRetry, failed })),
  })
}

/** The send store: its state, and the calls that change it. */
export type SendStore = StoreApi<SendState> & {
  /** Fills the draft. */
  patch: (values: Partial<SendState>) => void
  /** Clears the draft; keeps nothing but the retry clock (and `failed`, when given, in the same update). */
  resetDraft: (failed?: FailedSend) => void
}
