import { createStore } from 'zustand/vanilla'
import type { Transaction } from '../api/blockchainTypes.ts'

export interface TransactionsState {
  transactions: Transaction[]
  /** Cursor of the next page; null when the last page was loaded, undefined before the first. */
  next: string | null | undefined
  loading: boolean
  /** The account the list belongs to, so a switch of account starts over. */
  account: string | undefined
}

export function createTransactionsStore() {
  const store = createStore<TransactionsState>(() => ({
    transactions: [],
    next: undefined,
    loading: false,
    account: undefined,
  }))
  return Object.assign(store, {
    reset: (account?: string) =>
      store.setState({ transactions: [], next: undefined, loading: false, account }),
  })
}

export type TransactionsStore = ReturnType<typeof createTransactionsStore>
