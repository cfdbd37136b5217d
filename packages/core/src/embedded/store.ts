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
  /** ConnectingFarcaster: waiting for the Farcaster app to answer the link. */
  | 'farcaster'
  | 'connected'

/**
 * Where a change of the wallet's email stands (UPDATE_EMAIL and its two code steps): the new
 * address is typed, a code is sent to the current address, then one to the new address.
 */
export type EmailUpdateStatus =
  | 'idle'
  /** UPDATE_EMAIL sent: the cloud mails the current address. */
  | 'sending'
  /** Waiting for the code sent to the current address (VERIFY_PRIMARY_OTP). */
  | 'primary'
  | 'verifyingPrimary'
  /** Waiting for the code sent to the new address (VERIFY_SECONDARY_OTP). */
  | 'secondary'
  | 'verifyingSecondary'

export interface EmailUpdateState {
  status: EmailUpdateStatus
  /** The address the wallet's email is changing to. */
  newEmail: string | undefined
  /** Why the last step failed; the typed address and the view stay. */
  error: string | undefined
}

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
  /** ConnectingFarcaster's sign-in link (its QR code), until the login ends or the view is left. */
  farcasterUrl: string | undefined
  /** A change of the signed-in wallet's email (the Account view's Update email). */
  emailUpdate: EmailUpdateState
}

export function emptyEmbeddedState(): EmbeddedState {
  return {
    status: 'idle',
    email: undefined,
    error: undefined,
    user: undefined,
    socialProvider: undefined,
    approvalOpen: false,
    farcasterUrl: undefined,
    emailUpdate: { status: 'idle', newEmail: undefined, error: undefined },
  }
}

export function createEmbeddedStore() {
  const store = createStore<EmbeddedState>(() => emptyEmbeddedState())
  return Object.assign(store, { patch: (values: Partial<EmbeddedState>) => store.setState(values) })
}

export type EmbeddedStore = ReturnType<typeof createEmbeddedStore>
