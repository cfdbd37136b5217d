/**
 * The WalletConnect wallet role driven from tests (Node): pairs with a dapp's `wc:` URI over a relay, answers
 * proposals and requests as its policies say (approve by default; 'hang' leaves them to the test), signs and
 * sends on the devnet with the same code as the reference web wallet (./requests.ts), and acts as the
 * wallet's user: switch network, switch account, disconnect.
 */
import {
  createMemoryStorage,
  createWalletClient,
  type SessionRecord,
  sdkError,
  type WalletClient,
} from '@airlock/protocol'
import {
  approvedNamespacesFor,
  chainIdNumber,
  handleWalletRequest,
  type JsonRpcErrorShape,
  needsApproval,
  RpcForwarder,
  sessionAddresses,
  sessionChains,
  toJsonRpcError,
  userRejected,
} from '@airlock/wallet-engine'
import { isAddressEqual, type PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { PendingQueue, type SettleOptions } from '../pending.ts'
import { type Policy, PolicyTable } from '../policy.ts'
import { RequestLog, type WaitForRequestOptions } from '../request-log.ts'
import { nodeWebSocket } from './nodeWebSocket.ts'
import {
  type TestWalletConnectWalletOptions,
  type WalletConnectPromptedMethod,
  type WalletConnectRequest,
  walletConnectPromptedMethods,
} from './options.ts'
import { ProposalBook, type WaitOptions, type WalletConnectProposal } from './proposals.ts'
import { announceAccount, announceChain } from './userActions.ts'

export {
  type TestWalletConnectWalletOptions,
  type WalletConnectPromptedMethod,
  type WalletConnectRequest,
  walletConnectPromptedMethods,
} from './options.ts'
export type { WaitOptions, WalletConnectProposal } from './proposals.ts'

const DEVNET_CHAIN = 'eip155:31337'

/**
 * A WalletConnect wallet that lives in the test: it pairs with the `wc:` URI a page shows, over a relay, and
 * answers the dapp's requests with real signatures, by the same policies as the injected {@link TestWallet}.
 * Made by {@link createTestWalletConnectWallet}; its example shows one in use.
 */
export class TestWalletConnectWallet {
  readonly client: WalletClient
  /** Every event of the protocol client (session_proposal, session_request, session_delete, ...). */
  readonly events: WalletClient['events']
  readonly chains: readonly string[]
  readonly #accounts: readonly PrivateKeyAccount[]
  readonly #rpcUrls: Readonly<Record<string, string>>
  readonly #forwarder = new RpcForwarder()
  readonly #policies: PolicyTable<WalletConnectPromptedMethod>
  readonly #proposals = new ProposalBook()
  readonly #log = new RequestLog<WalletConnectRequest>()
  readonly #pending = new PendingQueue<WalletConnectRequest>((record) => this.#log.answered(record))
  #accountIndex = 0
  #chainId: string

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
    this.#policies = new PolicyTable('', walletConnectPromptedMethods, options)
    client.events.on('session_proposal', ({ id, params, verifyContext }) =>
      this.#onProposal({ id, params, verifyContext, dapp: params.proposer.metadata, outcome: 'pending' }),
    )
    client.events.on('session_request', ({ id, topic, params, verifyContext }) => {
      const origin = verifyContext.verified.origin
      this.#onRequest(
        this.#log.add({
          id,
          topic,
          chainId: params.chainId,
          method: params.request.method,
          params: params.request.params,
          ...(origin ? { origin } : {}),
          verifyContext,
          outcome: 'pending',
        }),
      )
    })
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

  /** Every proposal received, oldest first, with its outcome. */
  get proposals(): WalletConnectProposal[] {
    return this.#proposals.list()
  }

  /** Proposals held by the 'hang' policy, waiting for approveProposal()/rejectProposal(), oldest first. */
  get pendingProposals(): WalletConnectProposal[] {
    return this.#proposals.pending()
  }

  /** Every request received, oldest first, with how it was answered. */
  get requests(): WalletConnectRequest[] {
    return this.#log.list()
  }

  /** Requests held by the 'hang' policy, waiting for approvePending()/rejectPending(), oldest first. */
  get pendingRequests(): WalletConnectRequest[] {
    return this.#pending.list()
  }

  get #selected(): PrivateKeyAccount {
    return this.#accounts[this.#accountIndex] as PrivateKeyAccount
  }

  // ---- policies ---------------------------------------------------------------------------------

  /** What the simulated user does with prompts for `method` ('*': every prompted method without its own). */
  setPolicy(method: WalletConnectPromptedMethod | '*', policy: Policy): void {
    this.#policies.set(method, policy)
  }

  getPolicy(method: WalletConnectPromptedMethod): Policy {
    return this.#policies.get(method)
  }

  /** Back to the policies given at creation (`policy`, `policies`; approve everything when none were). */
  resetPolicies(): void {
    this.#policies.reset()
  }

  // ---- pairing and proposals --------------------------------------------------------------------

  /** Pairs with a dapp's `wc:` URI; its proposal follows as a session_proposal. */
  async pair(uri: string): Promise<void> {
    await this.client.pair({ uri })
  }

  /** The oldest proposal still pending, or the next one to arrive. */
  waitForProposal(options: WaitOptions = {}): Promise<WalletConnectProposal> {
    return this.#proposals.waitFor(options)
  }

  /**
   * Approves a proposal (default: the oldest pending one, waiting for it) with the wallet's chains the dapp
   * asked for and the selected account, or the given ones. Resolves with the session once the dapp
   * acknowledged it.
   */
  async approveProposal(
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
    this.#proposals.claim(target, 'approved', 'approveProposal')
    try {
      const { acknowledged } = await this.client.approve({ id: target.id, namespaces })
      return await acknowledged()
    } catch (error) {
      target.outcome = 'error'
      throw error
    }
  }

  /** Rejects a proposal (default: the oldest pending one) with USER_REJECTED (5000) or the given reason. */
  async rejectProposal(
    proposal?: WalletConnectProposal,
    reason: { code: number; message: string } = sdkError('USER_REJECTED'),
  ): Promise<void> {
    const target = proposal ?? (await this.waitForProposal())
    this.#proposals.claim(target, 'rejected', 'rejectProposal')
    await this.client.reject({ id: target.id, reason })
  }

  #onProposal(proposal: WalletConnectProposal): void {
    const policy = this.#policies.get('wc_sessionPropose')
    const answer =
      policy === 'approve'
        ? this.approveProposal(proposal)
        : policy === 'reject'
          ? this.rejectProposal(proposal)
          : undefined
    answer?.catch((error: unknown) => this.events.emit('error', error as Error))
    this.#proposals.add(proposal)
  }

  // ---- requests ---------------------------------------------------------------------------------

  /** The next matching request (any, or `method`, narrowed by `predicate`), or one received and still pending. */
  waitForRequest(options?: WaitForRequestOptions): Promise<WalletConnectRequest> {
    return this.#log.waitFor(options)
  }

  /**
   * Approves the held request with this id, or all held ones (with none held, waits up to `timeout`, default
   * 10 s, for one): signs, or signs and sends on the devnet, and answers the dapp. Resolves with the records
   * once answered: 'approved' with the result, or 'error' when the action failed (node error, unknown chain).
   */
  approvePending(id?: number, options?: SettleOptions): Promise<WalletConnectRequest[]> {
    return this.#pending.settle(true, id, options)
  }

  /** Like approvePending, but the dapp gets 4001 "User rejected the request.". */
  rejectPending(id?: number, options?: SettleOptions): Promise<WalletConnectRequest[]> {
    return this.#pending.settle(false, id, options)
  }

  clearRequests(): void {
    this.#log.clear()
  }

  #onRequest(request: WalletConnectRequest): void {
    this.#answer(request).catch((error: unknown) => this.events.emit('error', error as Error))
  }

  async #answer(request: WalletConnectRequest): Promise<void> {
    let reply: { result: unknown } | { error: JsonRpcErrorShape }
    try {
      if (needsApproval(request.method)) await this.#prompt(request)
      reply = { result: await this.#perform(request) }
    } catch (error) {
      reply = { error: toJsonRpcError(error) }
    }
    // Recorded before the dapp gets its answer, so a test that awaited the dapp reads the outcome.
    if ('result' in reply) this.#log.approve(request, reply.result)
    else this.#log.fail(request, reply.error)
    await this.client.respond({
      topic: request.topic,
      response: { id: request.id, jsonrpc: '2.0', ...reply },
    })
  }

  #prompt(request: WalletConnectRequest): Promise<void> {
    const policy = this.#policies.get(request.method)
    if (policy === 'approve') return Promise.resolve()
    if (policy === 'reject') return Promise.reject(userRejected())
    return this.#pending.hold(request)
  }

  /** Signs, or signs and sends, as the session's account on the request's chain. */
  #perform(request: WalletConnectRequest): Promise<unknown> {
    const session = this.sessions.find((item) => item.topic === request.topic)
    const exposed = session ? sessionAddresses(session) : [this.address]
    const accounts = this.#accounts.filter((account) =>
      exposed.some((address) => isAddressEqual(address as `0x${string}`, account.address)),
    )
    return handleWalletRequest({
      method: request.method,
      params: request.params,
      accounts,
      chainId: chainIdNumber(request.chainId),
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
  }

  // ---- the wallet's user ------------------------------------------------------------------------

  /**
   * Moves the wallet to another chain (CAIP-2 or a number): every session gets the chain added (session
   * update) if it lacked it, then a chainChanged event (data: the chain id number).
   */
  async switchChain(chainId: string | number): Promise<void> {
    const chain = typeof chainId === 'number' ? `eip155:${chainId}` : chainId
    chainIdNumber(chain)
    if (!this.chains.includes(chain)) {
      throw new Error(`The wallet has no chain ${chain}; it has ${this.chains.join(', ')}.`)
    }
    this.#chainId = chain
    await announceChain(this.client, chain)
  }

  /**
   * Selects another account (index in the keys, or an address): every session's accounts become that one
   * (session update), then an accountsChanged event (data: [address]).
   */
  async switchAccount(ref: number | string): Promise<void> {
    const account = this.#resolveAccount(ref)
    this.#accountIndex = this.#accounts.indexOf(account)
    await announceAccount(this.client, account.address, this.#chainId)
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
}

/**
 * Creates the wallet and connects it to the relay. Call stop() when done.
 *
 * @example
 * ```ts
 * const phone = await createTestWalletConnectWallet({ relayUrl, projectId, privateKeys, rpcUrl })
 * await phone.pair(uri) // the `wc:` URI the page shows (its Copy link button)
 * phone.setPolicy('personal_sign', 'hang') // hold the next signature request
 * const request = await phone.waitForRequest({ method: 'personal_sign' })
 * await phone.rejectPending(request.id) // the dapp gets 4001
 * await phone.stop()
 * ```
 */
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
