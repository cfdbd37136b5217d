import type { Metadata } from '../options/metadata.ts'
import type { AirlockStorage } from '../storage/storage.ts'

/** A CAIP-2 network id such as 'eip155:1'. */
export type SIWXNetworkId = `${string}:${string}`

/**
 * A sign-in message (CAIP-122), in the shape dapps know from AppKit's SIWX: its data, and `toString()` giving
 * the text the wallet signs (EIP-4361 for eip155).
 */
export interface SIWXMessage extends SIWXMessageData {
  toString(): string
}

/** A sign-in message: what the message says. Times are ISO 8601 strings. */
export interface SIWXMessageData extends SIWXMessageInput {
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string | undefined
  resources?: string[] | undefined
  requestId?: string | undefined
  issuedAt?: string | undefined
  expirationTime?: string | undefined
}

/** What the kit asks a message for: the account and its network (and, optionally, when it becomes valid). */
export interface SIWXMessageInput {
  accountAddress: string
  chainId: SIWXNetworkId
  notBefore?: string | undefined
}

/** A sign-in session: the message's data, its text and the wallet's signature. */
export interface SIWXSession {
  data: SIWXMessageData
  message: string
  signature: string
  /** One-click sign-in over WalletConnect (`wc_sessionAuthenticate`) carries the CACAO it was made from. */
  cacao?: unknown
}

/** What the kit hands a SIWX config that wants it (`attach`): its storage, cloud and metadata. */
export interface SIWXKitContext {
  storage: AirlockStorage
  cloudUrl: string | undefined
  projectId: string
  metadata: Metadata | undefined
}

/**
 * The `siwx` option: sign in with the wallet (CAIP-122). The shape of AppKit's SIWXConfig, so an existing
 * implementation plugs in; `createCloudSiwx()` is the one backed by the Airlock cloud.
 */
export interface SIWXConfig {
  /** Makes the message for an account (fetching a nonce, say). */
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>
  /** Keeps a signed session; verify it here (a server call) and throw to refuse it. */
  addSession(session: SIWXSession): Promise<void>
  /** Forgets the account's session on that network. */
  revokeSession(chainId: SIWXNetworkId, address: string): Promise<void>
  /** Replaces every session (an empty list signs out everywhere). */
  setSessions(sessions: SIWXSession[]): Promise<void>
  /** The account's valid sessions on that network: none means it has to sign in. */
  getSessions(chainId: SIWXNetworkId, address: string): Promise<SIWXSession[]>
  /** Whether signing in is required: then cancelling disconnects, and the modal cannot close unsigned. */
  getRequired?: (() => boolean) | undefined
  /** Whether disconnecting revokes the session (default false). */
  signOutOnDisconnect?: boolean | undefined
  /** Airlock's addition: called once by `createAirlock` with its storage, cloud and metadata. */
  attach?: ((kit: SIWXKitContext) => void) | undefined
}
