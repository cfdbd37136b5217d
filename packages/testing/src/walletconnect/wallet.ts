/**
 * The WalletConnect wallet role driven from tests (Node): pairs with a dapp's `wc:` URI over a relay,
 * approves or rejects proposals and requests when the test says so (or at once with `autoApprove`), signs
 * and sends on the devnet with the same code as the reference web wallet (./requests.ts), and acts as the
 * wallet's user: switch network, switch account, disconnect.
 */
import {
  createMemoryStorage,
  createWalletClient,
  type KeyValueStorage,
  type Metadata,
  type ProposalRecord,
  type SessionRecord,
  sdkError,
  type VerifyContext,
  type WalletClient,
  type WebSocketFactory,
} from '@airlock/protocol'
import { type Hex, isAddressEqual, type PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ProviderRpcError } from '../errors.ts'
import { RpcForwarder } from '../rpc.ts'
import { nodeWebSocket } from './nodeWebSocket.ts'
import {
  chainIdNumber,
  handleWalletRequest,
  type JsonRpcErrorShape,
  needsApproval,
  toJsonRpcError,
  USER_REJECTED_REQUEST,
} from './requests.ts'
import {
  approvedNamespacesFor,
  namespacesWithAccount,
  namespacesWithChain,
  sessionAddresses,
  sessionChains,
} from './session.ts'

export interface TestWalletConnectWalletOptions {
  /** ws://127.0.0.1:<port>/relay */
  relayUrl: string
  /** A project the relay knows: the Airlock cloud's relay, like WalletConnect's, refuses a client without one. */
  projectId: string
  /** The wallet's keys; the first is the selected account. Or `accounts` (e.g. `testAccounts` of the devnet). */
  privateKeys?: readonly Hex[]
  accounts?: readonly { privateKey: Hex }[]
  /** The devnet's node: used for eip155:31337. */
  rpcUrl?: string
  /** Nodes per CAIP-2 chain id, for other chains (loopback urls only). */
  rpcUrls?: Readonly<Record<string, string>>
  /** The chains the wallet offers, CAIP-2; the first is the current one. Default ['eip155:31337']. */
  chains?: readonly string[]
  /** The verify service the wallet trusts (`<cloud>/verify`). */
  verifyUrl?: string
  metadata?: Partial<Metadata>
  /** Approve every proposal and every request as it arrives. */
  autoApprove?: boolean
  /** Default: in memory. */
  storage?: KeyValueStorage
  /** Default: the `ws` package. */
  webSocket?: WebSocketFactory
}

export interface WalletConnectProposal {
  id: number
  params: ProposalRecord
  verifyContext: VerifyContext
  /** The dapp's metadata (name, url, icons). */
  dapp: Metadata
}

export type WalletConnectRequestOutcome = 'pending' | 'approved' | 'rejected' | 'error'

export interface WalletConnectRequest {
  id: number
  topic: string
  /** CAIP-2, e.g. eip155:31337. */
  chainId: string
  method: string
  params: unknown
  verifyContext: VerifyContext
  outcome: WalletConnectRequestOutcome
  result?: unknown
  error?: JsonRpcErrorShape
}

export interface WaitOptions {
  /** Default 10 s. */
  timeout?: number
}

const DEFAULT_TIMEOUT_MS = 10_000
const DEVNET_CHAIN = 'eip155:31337'

interface Waiter<T> {
  accept(item: T): boolean
  resolve(item: T): void
}

export class TestWalletConnectWallet {
  readonly client: WalletClient
  /** Every event of the protocol client (session_proposal, session_request, session_delete, ...). */
  readonly events: WalletClient['events']
  /** Every proposal received, oldest first. */
  readonly proposals: WalletConnectProposal[] = []
  /** Every request received, oldest first, with how it was answered. */
  readonly requests: WalletConnectRequest[] = []
  readonly chains: readonly string[]
  readonly #accounts: readonly PrivateKeyAccount[]
  readonly #rpcUrls: Readonly<Record<string, string>>
  readonly #forwarder = new RpcForwarder()
  readonly #answeredProposals = new Set<number>()
  #proposalWaiters: Waiter<WalletConnectProposal>[] = []
  #requestWaiters: Waiter<WalletConnectRequest>[] = []
  #accountIndex = 0
  #chainId: string
  #autoApprove: boolean

  constructor(client: WalletClient, options: TestWalletConnectWalletOptions) {
    this.client = client
    this.events = client.events
    const keys = options.privateKeys ?? options.accounts?.map((account) => account.privateKey) ?? []
    if (keys.length === 0) {
      throw new Error('createTestWalletConnectWallet: give privateKeys or accounts (at least one key).')
    }
    this.#accounts = Object.freeze(keys.map((key) => privateKeyToAccount(key)))
    this.chains = Object.freeze([...(options.chains ?? [DEVNET_CHAIN])])
    if (this.chains.length === 0) throw new Error('createTestWalletConnectWallet: chains must not be empty.')
    for (const chain of this.chains) chainIdNumber(chain)
    this.#chainId = this.chains[0] as string
    this.#rpcUrls = Object.freeze({
      ...(options.rpcUrl ? { [DEVNET_CHAIN]: options.rpcUrl } : {}),
      ...options.rpcUrls,
    })
    this.#autoApprove = options.autoApprove === true
    client.events.on('session_proposal', ({ id, params, verifyContext }) =>
      this.#onProposal({ id, params, verifyContext, dapp: params.proposer.metadata }),
    )
    client.events.on('session_request', ({ id, topic, params, verifyContext }) =>
      this.#onRequest({
        id,
        topic,
        chainId: params.chainId,
        method: params.request.method,
        params: params.request.params,
        verifyContext,
        outcome: 'pending',
      }),
    )
  }

  // ---- state ------------------------------------------------------------------------------------

  /** The selected account's address. */
  get address(): `0x${string}` {
    return this.#selected.address
  }

  /** Every address of the wallet, in key order. */
  get addresses(): `0x${string}`[] {
    return this.#accounts.map((account) => account.address)
  }

  /** The current chain, CAIP-2. */
  get chainId(): string {
    return this.#chainId
  }

  get sessions(): SessionRecord[] {
    return this.client.sessions
  }

  /** Requests waiting for approveRequest()/rejectRequest(), oldest first. */
  get pendingRequests(): WalletConnectRequest[] {
    return this.requests.filter((request) => request.outcome === 'pending')
  }

  /** Proposals waiting for approve()/reject(), oldest first. */
  get pendingProposals(): WalletConnectProposal[] {
    return this.proposals.filter((proposal) => !this.#answeredProposals.has(proposal.id))
  }

  setAutoApprove(value: boolean): void {
    this.#autoApprove = value
  }

  get #selected(): PrivateKeyAccount {
    return this.#accounts[this.#accountIndex] as PrivateKeyAccount
  }

  // ---- pairing and proposals --------------------------------------------------------------------

  /** Pairs with a dapp's `wc:` URI; its proposal follows as a session_proposal. */
  async pair(uri: string): Promise<void> {
    await this.client.pair({ uri })
  }

  /** The oldest unanswered proposal, or the next one to arrive. */
  waitForProposal(options: WaitOptions = {}): Promise<WalletConnectProposal> {
    const waiting = this.pendingProposals[0]
    if (waiting) return Promise.resolve(waiting)
    return this.#wait(this.#proposalWaiters, () => true, options, 'session proposal')
  }

  /**
   * Approves a proposal (default: the oldest pending one, waiting for it) with the wallet's chains the dapp
   * asked for and the selected account, or the given ones. Resolves with the session once the dapp
   * acknowledged it.
   */
  async approve(
    proposal?: WalletConnectProposal,
    options: { accounts?: readonly (number | string)[]; chains?: readonly string[] } = {},
  ): Promise<SessionRecord> {
    const target = proposal ?? (await this.waitForProposal())
    const addresses = (options.accounts ?? [this.#accountIndex]).map(
      (ref) => this.#resolveAccount(ref).address,
    )
    const namespaces = approvedNamespacesFor(target.params, {
      chains: options.chains ?? this.chains,
      addresses,
      preferredChain: this.#chainId,
    })
    this.#answeredProposals.add(target.id)
    const { acknowledged } = await this.client.approve({ id: target.id, namespaces })
    return acknowledged()
  }

  /** Rejects a proposal (default: the oldest pending one) with USER_REJECTED (5000) or the given reason. */
  async reject(
    proposal?: WalletConnectProposal,
    reason: { code: number; message: string } = sdkError('USER_REJECTED'),
  ): Promise<void> {
    const target = proposal ?? (await this.waitForProposal())
    this.#answeredProposals.add(target.id)
    await this.client.reject({ id: target.id, reason })
  }

  #onProposal(proposal: WalletConnectProposal): void {
    this.proposals.push(proposal)
    if (this.#autoApprove) {
      this.approve(proposal).catch((error: unknown) => this.events.emit('error', error as Error))
      return
    }
    this.#notify(this.#proposalWaiters, proposal)
  }

  // ---- requests ---------------------------------------------------------------------------------

  /** The oldest pending request (of `method`, if given), or the next one to arrive. */
  waitForRequest(options: WaitOptions & { method?: string } = {}): Promise<WalletConnectRequest> {
    const matches = (request: WalletConnectRequest) =>
      request.outcome === 'pending' && (options.method === undefined || request.method === options.method)
    const waiting = this.requests.find(matches)
    if (waiting) return Promise.resolve(waiting)
    return this.#wait(this.#requestWaiters, matches, options, `${options.method ?? 'session'} request`)
  }

  /**
   * Performs a request as approved (default: the oldest pending one) and answers the dapp: signs, or signs
   * and sends on the devnet. Resolves with the result; when the action fails (node error, unknown chain)
   * the dapp gets that error and this rejects with it as a ProviderRpcError.
   */
  async approveRequest(request?: WalletConnectRequest): Promise<unknown> {
    const target = request ?? (await this.waitForRequest())
    this.#assertPending(target)
    return this.#perform(target)
  }

  /** Rejects a request (default: the oldest pending one) with 4001 "User rejected the request.". */
  async rejectRequest(
    request?: WalletConnectRequest,
    error: JsonRpcErrorShape = USER_REJECTED_REQUEST,
  ): Promise<void> {
    const target = request ?? (await this.waitForRequest())
    this.#assertPending(target)
    target.outcome = 'rejected'
    target.error = { ...error }
    await this.client.respond({ topic: target.topic, response: { id: target.id, jsonrpc: '2.0', error } })
  }

  #assertPending(request: WalletConnectRequest): void {
    if (request.outcome !== 'pending') {
      throw new Error(`Request ${request.id} (${request.method}) was already answered: ${request.outcome}.`)
    }
  }

  #onRequest(request: WalletConnectRequest): void {
    this.requests.push(request)
    if (!needsApproval(request.method) || this.#autoApprove) {
      this.#perform(request).catch(() => {})
      return
    }
    this.#notify(this.#requestWaiters, request)
  }

  async #perform(request: WalletConnectRequest): Promise<unknown> {
    // Claimed before anything is awaited, so a second approve/reject of the same request fails at once.
    request.outcome = 'approved'
    const session = this.sessions.find((item) => item.topic === request.topic)
    const exposed = session ? sessionAddresses(session) : [this.address]
    const accounts = this.#accounts.filter((account) =>
      exposed.some((address) => isAddressEqual(address as `0x${string}`, account.address)),
    )
    try {
      const chainId = chainIdNumber(request.chainId)
      const result = await handleWalletRequest({
        method: request.method,
        params: request.params,
        accounts,
        chainId,
        rpcUrl: this.#rpcUrls[request.chainId],
        sessionChains: (session ? sessionChains(session) : [request.chainId]).map(chainIdNumber),
        knownChains: this.chains.map(chainIdNumber),
        forwarder: this.#forwarder,
        onSwitchChain: async (id) => {
          this.#chainId = `eip155:${id}`
          await this.client.emit({
            topic: request.topic,
            event: { name: 'chainChanged', data: id },
            chainId: this.#chainId,
          })
        },
      })
      request.result = result
      await this.client.respond({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', result },
      })
      return result
    } catch (error) {
      const rpcError = toJsonRpcError(error)
      request.outcome = 'error'
      request.error = rpcError
      await this.client.respond({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', error: rpcError },
      })
      throw new ProviderRpcError(rpcError.code, rpcError.message, rpcError.data)
    }
  }

  // ---- the wallet's user ------------------------------------------------------------------------

  /**
   * Moves the wallet to another chain (CAIP-2 or a number): every session gets the chain added (session
   * update) if it lacked it, then a chainChanged event (data: the chain id number).
   */
  async switchChain(chainId: string | number): Promise<void> {
    const chain = typeof chainId === 'number' ? `eip155:${chainId}` : chainId
    const id = chainIdNumber(chain)
    if (!this.chains.includes(chain)) {
      throw new Error(`The wallet has no chain ${chain}; it has ${this.chains.join(', ')}.`)
    }
    this.#chainId = chain
    for (const session of this.sessions) {
      if (!sessionChains(session).includes(chain)) {
        const { acknowledged } = await this.client.update({
          topic: session.topic,
          namespaces: namespacesWithChain(session.namespaces, chain),
        })
        await acknowledged()
      }
      await this.client.emit({
        topic: session.topic,
        event: { name: 'chainChanged', data: id },
        chainId: chain,
      })
    }
  }

  /**
   * Selects another account (index in the keys, or an address): every session's accounts become that one
   * (session update), then an accountsChanged event (data: [address]).
   */
  async switchAccount(ref: number | string): Promise<void> {
    const account = this.#resolveAccount(ref)
    this.#accountIndex = this.#accounts.indexOf(account)
    for (const session of this.sessions) {
      const { acknowledged } = await this.client.update({
        topic: session.topic,
        namespaces: namespacesWithAccount(session.namespaces, account.address),
      })
      await acknowledged()
      const chains = sessionChains({ namespaces: namespacesWithAccount(session.namespaces, account.address) })
      await this.client.emit({
        topic: session.topic,
        event: { name: 'accountsChanged', data: [account.address] },
        chainId: chains.includes(this.#chainId) ? this.#chainId : (chains[0] as string),
      })
    }
  }

  /** Ends one session, or every session, with USER_DISCONNECTED (6000). */
  async disconnect(topic?: string): Promise<void> {
    const topics = topic ? [topic] : this.sessions.map((session) => session.topic)
    for (const item of topics) {
      await this.client.disconnect({ topic: item, reason: sdkError('USER_DISCONNECTED') })
    }
  }

  async stop(): Promise<void> {
    await this.client.stop()
  }

  // ---- helpers ----------------------------------------------------------------------------------

  #resolveAccount(ref: number | string): PrivateKeyAccount {
    const account =
      typeof ref === 'number'
        ? this.#accounts[ref]
        : this.#accounts.find((candidate) => isAddressEqual(candidate.address, ref as `0x${string}`))
    if (!account) throw new Error(`The wallet has no account ${String(ref)}.`)
    return account
  }

  #notify<T>(waiters: Waiter<T>[], item: T): void {
    const waiter = waiters.find((candidate) => candidate.accept(item))
    if (!waiter) return
    waiters.splice(waiters.indexOf(waiter), 1)
    waiter.resolve(item)
  }

  #wait<T>(
    waiters: Waiter<T>[],
    accept: (item: T) => boolean,
    options: WaitOptions,
    what: string,
  ): Promise<T> {
    const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter<T> = {
        accept,
        resolve: (item) => {
          clearTimeout(timer)
          resolve(item)
        },
      }
      const timer = setTimeout(() => {
        const index = waiters.indexOf(waiter)
        if (index >= 0) waiters.splice(index, 1)
        reject(new Error(`The test wallet received no ${what} within ${timeout} ms.`))
      }, timeout)
      waiters.push(waiter)
    })
  }
}

/** Creates the wallet and connects it to the relay. Call stop() when done. */
export async function createTestWalletConnectWallet(
  options: TestWalletConnectWalletOptions,
): Promise<TestWalletConnectWallet> {
  const client = await createWalletClient({
    relayUrl: options.relayUrl,
    projectId: options.projectId,
    webSocket: options.webSocket ?? nodeWebSocket,
    storage: options.storage ?? createMemoryStorage(),
    ...(options.verifyUrl ? { verifyUrl: options.verifyUrl } : {}),
    metadata: {
      name: 'Airlock Test Wallet',
      description: 'The WalletConnect wallet role of @airlock/testing',
      url: 'http://127.0.0.1',
      icons: [],
      ...options.metadata,
    },
  })
  try {
    return new TestWalletConnectWallet(client, options)
  } catch (error) {
    await client.stop()
    throw error
  }
}
