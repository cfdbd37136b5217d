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

/**
 * The most pending transactions the activity list holds. An account whose transactions never settle (a nonce
 * gap, a fee too low) would otherwise add pending entries with every page scrolled; past this, the oldest
 * pending ones are dropped. Settled ones are never dropped.
 */
export const MAX_PENDING_TRANSACTIONS = 99

/** The list with at most MAX_PENDING_TRANSACTIONS pending entries, the newest (first, as the history is) kept. */
function withPendingLimit(transactions: Transaction[]): Transaction[] {
  let pending = 0
  for (const tx of transactions) if (tx.metadata.status === 'pending') pending++
  if (pending <= MAX_PENDING_TRANSACTIONS) return transactions
  let kept = 0
  return transactions.filter((tx) => tx.metadata.status !== 'pending' || ++kept <= MAX_PENDING_TRANSACTIONS)
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
  // Every write goes through the limit, whoever makes it (a page appended, a list replaced).
  const setState = store.setState
  store.setState = ((partial, replace) =>
    setState((state) => {
      const next = typeof partial === 'function' ? partial(state) : partial
      return next.transactions ? { ...next, transactions: withPendingLimit(next.transactions) } : next
    }, replace as false)) as typeof store.setState
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
