import { type ClientOptions, resolveCoreOptions } from './clientOptions.ts'
import { SignCore, type SignCoreOptions } from './core.ts'
import { SessionOps } from './sessionOps.ts'
import type {
  Cacao,
  JsonRpcResponse,
  PairingRecord,
  ProposalRecord,
  SessionNamespaces,
  SessionRecord,
  SessionRequestParams,
  VerifyContext,
} from './types.ts'
import { WalletAuth } from './walletAuth.ts'
import { WalletProposals } from './walletProposals.ts'
import { WalletRequests } from './walletRequests.ts'
import { WalletSessions } from './walletSessions.ts'

export interface ApproveParams {
  id: number
  namespaces: SessionNamespaces
  sessionProperties?: Record<string, string>
  scopedProperties?: Record<string, unknown>
  sessionConfig?: Record<string, unknown>
  relayProtocol?: string
}

type Reason = { code: number; message: string }

/**
 * The wallet role: pairs from a URI, answers proposals, one-click auth and requests, emits events and
 * updates. Requests reach the wallet one at a time, the next 1 s after the previous answer
 * (apps/docs/pages/protocol.md#lifetimes-and-queues).
 *
 * @example
 * ```ts
 * const wallet = await createWalletClient({ relayUrl, projectId, storage: createBrowserStorage(), metadata })
 * wallet.events.on('session_request', async ({ id, topic, params }) => {
 *   const result = await answer(params.request) // your wallet's signing
 *   await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
 * })
 * await wallet.pair({ uri }) // the `wc:` URI the dapp shows
 * ```
 */
export class WalletClient {
  readonly core: SignCore
  readonly sessionOps: SessionOps
  readonly events: SignCore['events']
  // Each concern in its own file: pairing and proposals, the request queue, one-click auth, session changes.
  readonly #proposals: WalletProposals
  readonly #requests: WalletRequests
  readonly #auth: WalletAuth
  readonly #sessions: WalletSessions

  constructor(options: SignCoreOptions) {
    this.core = new SignCore(options)
    this.events = this.core.events
    // Expiry handlers run in the order they are added: the shared ones (sessionOps) before the wallet's.
    this.sessionOps = new SessionOps(this.core)
    this.#proposals = new WalletProposals(this.core, this.sessionOps)
    this.#requests = new WalletRequests(this.core)
    this.#auth = new WalletAuth(this.core, this.sessionOps, this.#proposals)
    this.#sessions = new WalletSessions(this.core, this.sessionOps)
  }

  async start(): Promise<void> {
    await this.core.start()
    // Requests that were waiting when the wallet closed come back, in order, shortly after start.
    this.#requests.restore()
  }

  async stop(): Promise<void> {
    this.#requests.stop()
    await this.core.stop()
  }

  get sessions(): SessionRecord[] {
    return this.core.sessions.values()
  }

  get pairings(): PairingRecord[] {
    return this.core.pairings.values()
  }

  /** Proposals waiting for approve()/reject(). */
  get proposals(): ProposalRecord[] {
    return this.core.proposals.values()
  }

  /** Requests received and not yet answered, oldest first. */
  get pendingRequests(): {
    id: number
    topic: string
    params: SessionRequestParams
    verifyContext?: VerifyContext
  }[] {
    return this.#requests.pending()
  }

  /** Pairs with a `wc:` URI: the app's proposal (stored by the relay) arrives as session_proposal. */
  pair(params: { uri: string }): Promise<PairingRecord> {
    return this.#proposals.pair(params.uri)
  }

  /** Approves a proposal with the namespaces the wallet grants. */
  approve(params: ApproveParams): Promise<{ topic: string; acknowledged: () => Promise<SessionRecord> }> {
    return this.#proposals.approve(params)
  }

  /** Refuses a proposal; the app's approval() rejects with this reason. */
  reject(params: { id: number; reason: Reason }): Promise<void> {
    return this.#proposals.reject(params)
  }

  /** Answers a session request; the next queued request follows 1 s later. */
  respond(params: { topic: string; response: JsonRpcResponse }): Promise<void> {
    return this.#requests.respond(params)
  }

  /** Emits an event (chainChanged, accountsChanged, ...) to the app. */
  emit(params: { topic: string; event: { name: string; data: unknown }; chainId: string }): Promise<void> {
    return this.#sessions.emit(params)
  }

  /**
   * Changes the session's namespaces (accounts, chains); resolves once they are stored, and `acknowledged` when the
   * app agreed.
   */
  update(params: {
    topic: string
    namespaces: SessionNamespaces
  }): Promise<{ acknowledged: () => Promise<void> }> {
    return this.#sessions.update(params)
  }

  ping(params: { topic: string }): Promise<void> {
    return this.sessionOps.ping(params)
  }

  extend(params: { topic: string }): Promise<{ acknowledged: () => Promise<void> }> {
    return this.sessionOps.extend(params)
  }

  disconnect(params: { topic: string; reason?: Reason }): Promise<void> {
    return this.sessionOps.disconnect(params)
  }

  dispatchEnvelope(url: string): boolean {
    return this.core.dispatchEnvelope(url)
  }

  /** Answers one-click auth with one signed CACAO per chain; the session is settled at once. */
  approveSessionAuthenticate(params: { id: number; auths: Cacao[] }): Promise<{ session: SessionRecord }> {
    return this.#auth.approve(params)
  }

  rejectSessionAuthenticate(params: { id: number; reason: Reason }): Promise<void> {
    return this.#auth.reject(params)
  }
}

/**
 * Creates and starts a wallet client.
 *
 * @example
 * ```ts
 * const wallet = await createWalletClient({
 *   relayUrl: 'ws://127.0.0.1:8787/relay',
 *   projectId: 'airlock-demo',
 *   storage: createBrowserStorage({ name: 'my-wallet' }),
 *   metadata: { name: 'My wallet', description: '', url: location.origin, icons: [] },
 * })
 * wallet.events.on('session_proposal', ({ id, params }) =>
 *   wallet.approve({ id, namespaces: buildApprovedNamespaces({ proposal: params, supportedNamespaces }) }),
 * )
 * await wallet.pair({ uri })
 * ```
 */
export async function createWalletClient(options: ClientOptions): Promise<WalletClient> {
  const client = new WalletClient(await resolveCoreOptions(options))
  await client.start()
  return client
}
