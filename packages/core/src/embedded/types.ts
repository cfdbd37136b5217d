/**
 * What the kit needs of `@airlock/embedded-wallet` (docs/embedded-wallet.md), as a structural type: core does
 * not import the package (core depends on no other Airlock package but the protocol), the dapp's kit hands it
 * a loader (`embeddedWallet.load`).
 */

/** Why the frame client gave up: the frame did not load, or did not answer a request in time. */
export type FrameTimeoutReason = 'iframe_load_failed' | 'iframe_request_timeout'

/** The user the embedded wallet is signed in as: the frame's exact shape, declared in the protocol. */
export type { EmbeddedUser } from '@airlock/protocol/embedded'

export interface FrameRect {
  top: number
  left: number
  width: number
  height: number
}

/** The frame client: one hidden iframe on the secure site, spoken to by messages checked both ways. */
export interface FrameClient {
  /** Settles 500 ms after the frame said it is ready; rejects when it did not load in time. */
  ready: Promise<void>
  /** Each event answers its own shape (docs/embedded-wallet.md). */
  request(
    event: string,
    payload?: Record<string, unknown>,
    options?: { timeoutMs?: number },
  ): Promise<unknown>
  /** Unsolicited frame events (APPROVAL_OPEN, APPROVAL_CLOSED, SESSION_UPDATE); returns the unsubscribe. */
  on(event: string, handler: (payload: unknown) => void): () => void
  /** Places the frame, visible, over a rectangle of the page (the ApproveTransaction view). */
  show(rect: FrameRect): void
  hide(): void
  /** Rejects the unsafe RPC requests waiting for the visitor with EIP-1193 4001, locally; returns how many. */
  rejectRpcRequests(): number
  /** RELOAD: the frame reloads (dropping its approval card) and restores its session; resolves when ready. */
  reload(): Promise<void>
  destroy(): void
}

/** An EIP-1193 provider, as much as the kit uses. */
export interface EmbeddedProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: 'accountsChanged' | 'chainChanged' | 'disconnect', listener: (value: unknown) => void): void
  removeListener?(
    event: 'accountsChanged' | 'chainChanged' | 'disconnect',
    listener: (value: unknown) => void,
  ): void
}

export interface FrameClientOptions {
  secureSiteUrl: string
  projectId: string
  /** CAIP-2 id of the network the frame starts on. */
  chainId: string
  version: string
  enableLogger?: boolean
  /** How long the frame may take to say it is ready before the client gives up ('iframe_load_failed'). */
  loadTimeoutMs?: number
  onTimeout?: (reason: FrameTimeoutReason) => void
}

/** The module the kit loads when the embedded wallet is first used. */
export interface EmbeddedWalletModule {
  createFrameClient(options: FrameClientOptions): FrameClient
  /**
   * Takes the client this same module's createFrameClient made (typed `never` here: the package's client type is
   * its own, richer than the FrameClient the kit needs).
   */
  createEmbeddedProvider(client: never): EmbeddedProvider
}
