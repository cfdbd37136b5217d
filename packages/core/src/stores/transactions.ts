import { createStore } from 'zustand/vanilla'
import type { Transaction } from '../api/blockchainTypes.ts'

export interface TransactionsState {
  transactions: Transaction[]
  /** Cursor of the next page; null when the last page was loaded, undefined before the first. */
  next: string | null | undefined
  loading: boolean
  /** The account the list belongs to, so a switch of account starts over. */
  account: string | undefined
  /**
   * The network and account the list belongs to (`${caipNetworkId}:${address}`, see `activityKey`): an
   * account on one namespace is not the one on another, nor the same address on another network.
   */
  key: string | undefined
}

/** Which list a network and account read: the identity `TransactionsState.key` holds. */
export function activityKey(caipNetworkId: string, address: string): string {
  return `${caipNetworkId}:${address}`
}

export function createTransactionsStore() {
  const store = createStore<TransactionsState>(() => ({
    transactions: [],
    next: undefined,
    loading: false,
    account: undefined,
    key: undefined,
  }))
  // Counts the resets: a page asked for before the latest one answers into a list that is gone, and is dropped.
  let generation = 0
  return Object.assign(store, {
    reset: (account?: string, key?: string) => {
      generation++
      store.setState({ transactions: [], next: undefined, loading: false, account, key })
    },
    /** Changes with every reset; a reader compares it before and after its request. */
    generation: () => generation,
  })
}

export type TransactionsStore = ReturnType<typeof createTransactionsStore>
