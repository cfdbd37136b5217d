/**
 * The wallet's state, one zustand store (the same vanilla store packages/core keeps its state in): the
 * selected account and network, what waits for the user (proposals, requests) and what happened (activity,
 * toasts). React reads it through useSyncExternalStore; the modules beside it change it with setState.
 */
import type {
  AuthenticateRequestParams,
  ProposalRecord,
  SessionRecord,
  VerifyContext,
} from '@airlock/protocol'
import type { Address, Hash } from 'viem'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ChainRequestSummary } from '../chains/requestTypes.ts'
import type { Prepared } from '../smart/requests.ts'

export interface PendingProposal {
  id: number
  params: ProposalRecord
  verifyContext?: VerifyContext
}

/** One-click auth (wc_sessionAuthenticate): connect and sign in with one approval. */
export interface PendingAuthRequest {
  id: number
  /** The pairing topic; the dapp's fallback proposal shares it. */
  topic: string
  params: AuthenticateRequestParams
  verifyContext?: VerifyContext
}

export interface PendingRequest {
  id: number
  topic: string
  /** CAIP-2 */
  chainId: string
  method: string
  params: unknown
  verifyContext?: VerifyContext
  /** wallet_sendCalls / ERC-7715 requests, read when they arrived: what the sheet shows is what runs. */
  prepared?: Prepared
  /** solana / bip122 requests: what the sheet shows, read when they arrived. */
  summary?: ChainRequestSummary
}

/** Which account the sessions expose: the EOA (a test key) or the smart account it owns. */
export type AccountMode = 'eoa' | 'smartAccount'

/** The selected key's smart account on the devnet (its address is counterfactual until deployed). */
export type SmartAccountState =
  | { status: 'loading' }
  | { status: 'ready'; address: Address; deployed: boolean }
  | { status: 'error'; message: string }

export type ActivityKind = 'signed' | 'sent' | 'rejected' | 'failed' | 'connected' | 'disconnected'

export interface Activity {
  id: number
  kind: ActivityKind
  title: string
  detail?: string
  dapp?: string
  hash?: Hash
  at: number
}

export interface Toast {
  id: number
  tone: 'success' | 'error' | 'info'
  text: string
}

export type Balance =
  | { status: 'loading' }
  | { status: 'ready'; value: bigint }
  | { status: 'unavailable' }
  | { status: 'error'; message: string }

export interface WalletState {
  status: 'starting' | 'ready' | 'error'
  startError?: string
  accountIndex: number
  accountMode: AccountMode
  smartAccount: SmartAccountState
  chainId: number
  balance: Balance
  sessions: SessionRecord[]
  proposals: PendingProposal[]
  authRequests: PendingAuthRequest[]
  requests: PendingRequest[]
  /** Waiting for the proposal of a pasted URI. */
  pairing: boolean
  pairError?: string
  /** A proposal or request whose answer is on its way. */
  busy: { id: number; action: 'approve' | 'reject' } | undefined
  activity: Activity[]
  toasts: Toast[]
}

export type WalletStore = StoreApi<WalletState>

/** What the wallet starts from: the kept preferences and activity (see ../persistence). */
export interface WalletStart {
  accountIndex: number
  chainId: number
  accountMode: AccountMode
  activity: Activity[]
}

export function createWalletStore(start: WalletStart): WalletStore {
  return createStore<WalletState>(() => ({
    status: 'starting',
    accountIndex: start.accountIndex,
    accountMode: start.accountMode,
    smartAccount: { status: 'loading' },
    chainId: start.chainId,
    balance: { status: 'loading' },
    sessions: [],
    proposals: [],
    authRequests: [],
    requests: [],
    pairing: false,
    busy: undefined,
    activity: start.activity,
    toasts: [],
  }))
}
