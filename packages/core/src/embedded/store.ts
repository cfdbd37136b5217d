import { createStore } from 'zustand/vanilla'
import type { EmbeddedUser } from './types.ts'

/** Where an embedded-wallet login stands. */
export type EmbeddedStatus =
  | 'idle'
  /** Loading the frame and sending the code. */
  | 'sending'
  /** Waiting for the visitor to open the device-approval link. */
  | 'device'
  /** Waiting for the one-time code. */
  | 'otp'
  | 'verifying'
  /** A social provider's window is open. */
  | 'social'
  | 'connected'

/** The embedded wallet's login state; the views read it, the controller writes it. */
export interface EmbeddedState {
  status: EmbeddedStatus
  /** The email being logged in (or logged in). */
  email: string | undefined
  /** Why the last step failed; the email and the view stay. */
  error: string | undefined
  user: EmbeddedUser | undefined
  /** The social provider of the login in progress or done. */
  socialProvider: string | undefined
  /** The frame shows an approval card: the ApproveTransaction view places it. */
  approvalOpen: boolean
}

export function emptyEmbeddedState(): EmbeddedState {
  return {
    status: 'idle',
    email: undefined,
    error: undefined,
    user: undefined,
    socialProvider: undefined,
    approvalOpen: false,
  }
}

export function createEmbeddedStore() {
  const store = createStore<EmbeddedState>(() => emptyEmbeddedState())
  return Object.assign(store, { patch: (values: Partial<EmbeddedState>) => store.setState(values) })
}

export type EmbeddedStore = ReturnType<typeof createEmbeddedStore>
