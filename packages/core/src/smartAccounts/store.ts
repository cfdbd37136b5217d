import { createStore } from 'zustand/vanilla'
import type { SmartSession } from './types.ts'

/**
 * The Sessions view's state: the active account's smart sessions as the cloud lists them, the one being
 * revoked, and the last error (shown with the list).
 */
export interface SmartSessionsState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  sessions: SmartSession[]
  /** The pci of the session whose revoke is in flight. */
  revoking?: string | undefined
  error?: string | undefined
}

export function createSmartSessionsStore() {
  const store = createStore<SmartSessionsState>(() => ({ status: 'idle', sessions: [] }))
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    patch: (values: Partial<SmartSessionsState>) => store.setState(values),
    reset: () =>
      store.setState({ status: 'idle', sessions: [], revoking: undefined, error: undefined }, true),
  }
}

export type SmartSessionsStore = ReturnType<typeof createSmartSessionsStore>
