import { createStore, type StoreApi } from 'zustand/vanilla'
import { BaseError } from '../errors/base.ts'
import type { AccountType, CaipAddress, CaipNetworkId, ChainNamespace, ConnectionStatus } from '../types.ts'

export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { numeric: string; decimals: string }
  iconUrl: string
}

/** Account state kept per chain namespace: each namespace has its own connected account. */
export interface AccountState {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  /** The network `balance` was read on (a switch of network leaves the last one's until the next read). */
  balanceChainId: CaipNetworkId | undefined
  balanceSymbol: string | undefined
  balanceLoading: boolean
  profileName: string | undefined
  profileImage: string | undefined
  addressExplorerUrl: string | undefined
  tokenBalance: TokenBalance[]
  /** When the last token balance fetch failed: retries are blocked for 30 s after it. */
  tokenBalanceFailedAt: number | undefined
  status: ConnectionStatus
  smartAccountDeployed: boolean
  addressLabels: Map<string, string>
  allAccounts: { address: string; type: AccountType }[]
  preferredAccountType: AccountType | undefined
  socialProvider: string | undefined
  connectedWalletInfo: { name: string; icon?: string; rdns?: string } | undefined
  user: { username?: string; email?: string } | undefined
}

export function emptyAccountState(): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceChainId: undefined,
    balanceSymbol: undefined,
    balanceLoading: false,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: [],
    tokenBalanceFailedAt: undefined,
    status: 'disconnected',
    smartAccountDeployed: false,
    addressLabels: new Map(),
    allAccounts: [],
    preferredAccountType: undefined,
    socialProvider: undefined,
    connectedWalletInfo: undefined,
    user: undefined,
  }
}

export type AccountsState = { accounts: Partial<Record<ChainNamespace, AccountState>> }

export function createAccountStore(): AccountStore {
  const store = createStore<AccountsState>(() => ({ accounts: {} }))

  function get(namespace: ChainNamespace | undefined): AccountState | undefined {
    return namespace ? store.getState().accounts[namespace] : undefined
  }

  function patch(namespace: ChainNamespace | undefined, values: Partial<AccountState>) {
    if (!namespace) throw new BaseError('Chain is required to update the account')
    store.setState((s) => ({
      accounts: {
        ...s.accounts,
        [namespace]: { ...(s.accounts[namespace] ?? emptyAccountState()), ...values },
      },
    }))
  }

  function resetAccount(namespace: ChainNamespace | undefined) {
    if (!namespace) throw new BaseError('Chain is required to reset account')
    store.setState((s) => ({ accounts: { ...s.accounts, [namespace]: emptyAccountState() } }))
  }

  return Object.assign(store, { get, patch, resetAccount })
}

/** The accounts store: its state, and the calls that change it. */
export type AccountStore = StoreApi<AccountsState> & {
  /** One namespace's account (the active namespace's when omitted). */
  get: (namespace: ChainNamespace | undefined) => AccountState | undefined
  patch: (namespace: ChainNamespace | undefined, values: Partial<AccountState>) => void
  resetAccount: (namespace: ChainNamespace | undefined) => void
}
