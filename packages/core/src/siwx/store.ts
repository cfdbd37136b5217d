import { createStore } from 'zustand/vanilla'
import type { SIWXSession } from './types.ts'

export interface SiwxState {
  /**
   * idle: nothing asked (no `siwx`, nobody connected, or not checked yet); checking: the sessions are being read;
   * unsigned: the account has no session and SIWXSignMessage asks for one; signing: the wallet or the session
   * store is at work; signed: `session` is the active account's.
   */
  status: 'idle' | 'checking' | 'unsigned' | 'signing' | 'signed'
  /** The active account's session on the active network, once known. */
  session: SIWXSession | undefined
  /** Why the last sign-in failed, for SIWXSignMessage to show. */
  error: string | undefined
  /** Cancel is disconnecting (required sign-in). */
  cancelling: boolean
}

const initial: SiwxState = { status: 'idle', session: undefined, error: undefined, cancelling: false }

/** Sign in with X (apps/docs/pages/siwx.md): where the active account's sign-in stands. */
export function createSiwxStore() {
  const store = createStore<SiwxState>(() => initial)
  return Object.assign(store, {
    patch: (patch: Partial<SiwxState>) => store.setState(patch),
    reset: () => store.setState(initial),
  })
}

export type SiwxStore = ReturnType<typeof createSiwxStore>
