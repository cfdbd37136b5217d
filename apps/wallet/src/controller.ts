/**
 * The wallet's state and actions, framework-free: the protocol's wallet role, the selected account and
 * network, what waits for the user (proposals, requests) and what happened (activity, toasts). React reads
 * it through useSyncExternalStore.
 */
import {
  type AuthenticateRequestParams,
  browserLinkMode,
  createBrowserStorage,
  createWalletClient,
  listenForLinks,
  type ProposalRecord,
  type SessionRecord,
  sdkError,
  type VerifyContext,
  type WalletClient,
} from '@airlock/protocol'
import {
  approvedNamespacesFor,
  chainIdNumber,
  handleWalletRequest,
  namespacesWithAccount,
  namespacesWithChain,
  needsApproval,
  ProviderRpcError,
  RpcForwarder,
  sessionAddresses,
  sessionChains,
  toJsonRpcError,
  USER_REJECTED_REQUEST,
  WALLET_METHODS,
} from '@airlock/testing/wallet-requests'
import {
  type Address,
  concat,
  createPublicClient,
  formatEther,
  type Hash,
  type Hex,
  http,
  isAddressEqual,
  keccak256,
  type PublicClient,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { previewAuthMessage, signAuthRequest } from './auth/signAuthRequest.ts'
import {
  type ChainNamespace,
  type ChainRequestDone,
  type ChainRequestHandler,
  type ChainRequestSummary,
  chainNamespaceOf,
  chainNamespaceSupport,
  loadChainHandler,
  mergeFacts,
  type SummaryFact,
} from './chainRequests.ts'
import {
  ACCOUNTS,
  bundlerUrl,
  DEVNET,
  NETWORKS,
  type Network,
  networkByCaip,
  networkById,
  PROJECT_ID,
  paymasterUrl,
  RELAY_URLS,
  SMART_ACCOUNT_CHAINS,
  smartAccountChain,
  VERIFY_URL,
  WALLET_METADATA,
} from './config.ts'
import { callsStatus, EIP5792, eoaCallsStatus, readCallsId } from './smart/calls.ts'
import { capabilitiesAnswer } from './smart/capabilities.ts'
import { withSmartMethods } from './smart/namespaces.ts'
import {
  needsSmartAccount,
  type Prepared,
  performSmartRequest,
  prepareSmartRequest,
  SMART_APPROVAL_METHODS,
  type SmartScope,
} from './smart/requests.ts'
import { SmartAccounts } from './smart/smartAccounts.ts'

export interface PendingProposal {
  id: number
  params: ProposalRecord
  verifyContext?: VerifyContext
}

/** One-click auth (wc_sessionAuthenticate): connect and sign in with one approval. */
export interface PendingAuthRequest {
  id: number
  /** The pairing topic; the dapp's fallback proposal shares it. */
  topic: string
  params: AuthenticateRequestParams
  verifyContext?: VerifyContext
}

export interface PendingRequest {
  id: number
  topic: string
  /** CAIP-2 */
  chainId: string
  method: string
  params: unknown
  verifyContext?: VerifyContext
  /** wallet_sendCalls / ERC-7715 requests, read when they arrived: what the sheet shows is what runs. */
  prepared?: Prepared
  /** solana / bip122 requests: what the sheet shows, read when they arrived. */
  summary?: ChainRequestSummary
}

/** Which account the sessions expose: the EOA (a test key) or the smart account it owns. */
export type AccountMode = 'eoa' | 'smartAccount'

/** The selected key's smart account on the devnet (its address is counterfactual until deployed). */
export type SmartAccountState =
  | { status: 'loading' }
  | { status: 'ready'; address: Address; deployed: boolean }
  | { status: 'error'; message: string }

/** The requests smart-account mode runs on the smart account; the rest (chain id, switching) are shared. */
const SMART_HANDLED: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_accounts',
  'eth_requestAccounts',
])

const SMART_CHAIN_ID = SMART_ACCOUNT_CHAINS[0]?.chainId ?? DEVNET.id

export type ActivityKind = 'signed' | 'sent' | 'rejected' | 'failed' | 'connected' | 'disconnected'

export interface Activity {
  id: number
  kind: ActivityKind
  title: string
  detail?: string
  dapp?: string
  hash?: Hash
  at: number
}

export interface Toast {
  id: number
  tone: 'success' | 'error' | 'info'
  text: string
}

export type Balance =
  | { status: 'loading' }
  | { status: 'ready'; value: bigint }
  | { status: 'unavailable' }
  | { status: 'error'; message: string }

export interface WalletState {
  status: 'starting' | 'ready' | 'error'
  startError?: string
  accountIndex: number
  accountMode: AccountMode
  smartAccount: SmartAccountState
  chainId: number
  balance: Balance
  sessions: SessionRecord[]
  proposals: PendingProposal[]
  authRequests: PendingAuthRequest[]
  requests: PendingRequest[]
  /** Waiting for the proposal of a pasted URI. */
  pairing: boolean
  pairError?: string
  /** A proposal or request whose answer is on its way. */
  busy: { id: number; action: 'approve' | 'reject' } | undefined
  activity: Activity[]
  toasts: Toast[]
}

const PREFS_KEY = 'airlock-wallet:prefs'
const ACTIVITY_KEY = 'airlock-wallet:activity'
const PAIR_TIMEOUT_MS = 20_000
const BALANCE_POLL_MS = 4_000

function loadPrefs(): { accountIndex: number; chainId: number; accountMode: AccountMode } {
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(PREFS_KEY) ?? '{}') as Record<string, unknown>
    const accountIndex =
      typeof raw.accountIndex === 'number' && ACCOUNTS[raw.accountIndex] ? raw.accountIndex : 0
    const chainId = typeof raw.chainId === 'number' && networkById(raw.chainId) ? raw.chainId : DEVNET.id
    const accountMode: AccountMode = raw.accountMode === 'smartAccount' ? 'smartAccount' : 'eoa'
    return { accountIndex, chainId, accountMode }
  } catch {
    return { accountIndex: 0, chainId: DEVNET.id, accountMode: 'eoa' }
  }
}

function loadActivity(): Activity[] {
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(ACTIVITY_KEY) ?? '[]') as unknown
    return Array.isArray(raw)
      ? raw.filter(
          (item): item is Activity =>
            typeof item === 'object' &&
            item !== null &&
            typeof item.id === 'number' &&
            typeof item.title === 'string',
        )
      : []
  } catch {
    return []
  }
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'Something went wrong.'

/**
 * A node or protocol message as a person reads it: no "Error:" prefix, long hex (revert data) shortened,
 * at most `max` characters.
 */
export function readableError(message: string, max = 240): string {
  const text = message
    .replace(/^(Error:\s*)+/, '')
    .replace(/0x[0-9a-fA-F]{24,}/g, (hex) => `${hex.slice(0, 10)}…${hex.slice(-8)}`)
    .trim()
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}

/**
 * The `wc:` URI in what the user pasted: the URI itself, or a link carrying it as `?uri=` (a deep link to
 * this wallet, or a dapp's "open in wallet" link).
 */
export function extractPairingUri(input: string): string | undefined {
  const text = input.trim()
  if (/^wc:/i.test(text)) return text
  try {
    const url = new URL(text)
    const inner = url.searchParams.get('uri')
    if (inner && /^wc:/i.test(inner)) return inner
  } catch {
    // not a URL
  }
  return undefined
}

export class WalletController {
  #state: WalletState
  readonly #listeners = new Set<() => void>()
  #client: WalletClient | undefined
  readonly #forwarder = new RpcForwarder()
  readonly #publicClient: PublicClient
  #nextId = 1
  #pairTimer: ReturnType<typeof setTimeout> | undefined
  #balanceTimer: ReturnType<typeof setInterval> | undefined
  #balanceRun = 0
  #smartRun = 0
  readonly #smart = new SmartAccounts({
    rpcUrl: DEVNET.rpcUrl as string,
    chains: SMART_ACCOUNT_CHAINS,
    bundlerUrl,
    paymasterUrl,
  })
  /** User operations sent by this page: wallet_getCallsStatus knows them. */
  readonly #ops = new Set<string>()
  /** EOA-mode batches (calls sent one by one): id → the transactions. */
  readonly #eoaBatches = new Map<string, { chainId: number; hashes: Hash[] }>()
  /** The solana / bip122 handlers, loaded (their own chunks) when a first request needs one. */
  readonly #chainHandlers = new Map<ChainNamespace, Promise<ChainRequestHandler>>()

  constructor() {
    const prefs = loadPrefs()
    this.#state = {
      status: 'starting',
      accountIndex: prefs.accountIndex,
      accountMode: prefs.accountMode,
      smartAccount: { status: 'loading' },
      chainId: prefs.chainId,
      balance: { status: 'loading' },
      sessions: [],
      proposals: [],
      authRequests: [],
      requests: [],
      pairing: false,
      busy: undefined,
      activity: loadActivity(),
      toasts: [],
    }
    this.#nextId = Math.max(0, ...this.#state.activity.map((item) => item.id)) + 1
    this.#publicClient = createPublicClient({ transport: http(DEVNET.rpcUrl, { retryCount: 0 }) })
  }

  // ---- store ------------------------------------------------------------------------------------

  getState = (): WalletState => this.#state

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #set(patch: Partial<WalletState>): void {
    this.#state = { ...this.#state, ...patch }
    for (const listener of [...this.#listeners]) listener()
  }

  get account() {
    return ACCOUNTS[this.#state.accountIndex] ?? (ACCOUNTS[0] as (typeof ACCOUNTS)[0])
  }

  get network(): Network {
    return networkById(this.#state.chainId) ?? DEVNET
  }

  /** The address sessions expose: the smart account's in smart-account mode (once known), else the EOA's. */
  get address(): Address {
    const smart = this.#state.smartAccount
    return this.#state.accountMode === 'smartAccount' && smart.status === 'ready'
      ? smart.address
      : this.account.address
  }

  /** The selected key as a viem account: it signs for the EOA and owns the smart account. */
  get owner() {
    return privateKeyToAccount(this.account.privateKey)
  }

  // ---- start ------------------------------------------------------------------------------------

  /** Starts the wallet; `landedLink` is a link-mode request this page was opened with, handled once ready. */
  async start(landedLink?: string): Promise<void> {
    void this.#loadSmartAccount().then(() => this.refreshBalance())
    this.refreshBalance()
    this.#balanceTimer = setInterval(() => {
      if (globalThis.document?.visibilityState !== 'hidden') this.refreshBalance()
    }, BALANCE_POLL_MS)
    try {
      const client = await createWalletClient({
        relayUrl: RELAY_URLS,
        projectId: PROJECT_ID,
        verifyUrl: VERIFY_URL,
        storage: createBrowserStorage({ name: 'airlock-wallet' }),
        metadata: WALLET_METADATA,
        linkMode: browserLinkMode(),
      })
      this.#client = client
      this.#wire(client)
      // Requests that land in a new tab of the wallet (its universal link) are handed to this one.
      listenForLinks((url) => client.dispatchEnvelope(url))
      if (landedLink) client.dispatchEnvelope(landedLink)
      this.#set({
        status: 'ready',
        sessions: client.sessions,
        // Proposals that were waiting when the page closed.
        proposals: client.proposals.map((params) => ({ id: params.id, params })),
      })
    } catch (error) {
      this.#set({ status: 'error', startError: messageOf(error) })
      return
    }
    const deepLink = extractPairingUri(globalThis.location?.href ?? '')
    if (deepLink) {
      // The link is used once: a reload must not pair the same URI again.
      const url = new URL(globalThis.location.href)
      url.searchParams.delete('uri')
      globalThis.history?.replaceState(null, '', url)
      await this.pair(deepLink)
    }
  }

  #wire(client: WalletClient): void {
    const sessionsChanged = () => this.#set({ sessions: client.sessions })
    client.events.on('session_proposal', ({ id, params, verifyContext }) => {
      this.#clearPairing()
      this.#set({
        proposals: [...this.#state.proposals.filter((item) => item.id !== id), { id, params, verifyContext }],
      })
    })
    client.events.on('session_authenticate', ({ id, topic, params, verifyContext }) => {
      this.#clearPairing()
      this.#set({
        authRequests: [
          ...this.#state.authRequests.filter((item) => item.id !== id),
          { id, topic, params, verifyContext },
        ],
      })
    })
    client.events.on('proposal_expire', ({ id }) => {
      this.#set({ proposals: this.#state.proposals.filter((item) => item.id !== id) })
    })
    client.events.on('session_request', async ({ id, topic, params, verifyContext }) => {
      // After a reload in smart-account mode, the account's address may still be on its way: wait for it.
      if (this.#state.accountMode === 'smartAccount' && this.#state.smartAccount.status !== 'ready')
        await this.#loadSmartAccount()
      const request: PendingRequest = {
        id,
        topic,
        chainId: params.chainId,
        method: params.request.method,
        params: params.request.params,
        verifyContext,
      }
      const namespace = chainNamespaceOf(request.chainId)
      if (namespace) {
        void this.#chainRequest(namespace, request)
        return
      }
      try {
        const prepared = this.#prepare(request)
        if (prepared) request.prepared = prepared
      } catch (error) {
        // The dapp's mistake, not the user's action: answered at once and logged, without a toast.
        void this.#answer(request, { error: toJsonRpcError(error) }, { silent: false, quiet: true })
        return
      }
      if (needsApproval(request.method) || SMART_APPROVAL_METHODS.has(request.method)) {
        this.#set({ requests: [...this.#state.requests.filter((item) => item.id !== id), request] })
      } else {
        void this.#perform(request, { silent: true })
      }
    })
    client.events.on('session_request_expire', ({ id }) => {
      this.#set({ requests: this.#state.requests.filter((item) => item.id !== id) })
      this.toast('info', 'A request expired before you answered it.')
    })
    client.events.on('connect', sessionsChanged)
    client.events.on('session_update', sessionsChanged)
    client.events.on('session_extend', sessionsChanged)
    client.events.on('disconnect', ({ topic }) => {
      const session = this.#state.sessions.find((item) => item.topic === topic)
      sessionsChanged()
      this.#set({ requests: this.#state.requests.filter((item) => item.topic !== topic) })
      if (session) {
        this.#log(
          'disconnected',
          `Disconnected from ${session.peer.metadata.name}`,
          session.peer.metadata.name,
        )
      }
    })
    client.events.on('session_delete', ({ topic }) => {
      const session = this.#state.sessions.find((item) => item.topic === topic)
      if (session) this.toast('info', `${session.peer.metadata.name} disconnected.`)
      sessionsChanged()
    })
    client.events.on('error', (error) => console.warn('Airlock Wallet:', error))
  }

  stop(): void {
    clearInterval(this.#balanceTimer)
    this.#clearPairing()
    void this.#client?.stop()
  }

  // ---- pairing and proposals --------------------------------------------------------------------

  /** Pairs with a pasted `wc:` URI (or a link carrying one); the proposal follows. */
  async pair(input: string): Promise<boolean> {
    const client = this.#client
    if (!client) return false
    const uri = extractPairingUri(input)
    if (!uri) {
      this.#set({
        pairError:
          'That is not a WalletConnect link. It starts with "wc:" — copy it from the dapp’s QR code screen.',
      })
      return false
    }
    this.#set({ pairing: true, pairError: undefined })
    try {
      await client.pair({ uri })
    } catch (error) {
      this.#set({ pairing: false, pairError: readableError(messageOf(error)) })
      return false
    }
    this.#pairTimer = setTimeout(() => {
      this.#set({
        pairing: false,
        pairError: 'The dapp did not answer. The link may have expired: ask the dapp for a new one.',
      })
    }, PAIR_TIMEOUT_MS)
    return true
  }

  clearPairError(): void {
    if (this.#state.pairError) this.#set({ pairError: undefined })
  }

  #clearPairing(): void {
    clearTimeout(this.#pairTimer)
    this.#pairTimer = undefined
    if (this.#state.pairing) this.#set({ pairing: false })
  }

  /** What approving would grant, or why it cannot be approved. */
  grantFor(proposal: PendingProposal): { namespaces?: SessionRecord['namespaces']; error?: string } {
    if (this.#state.accountMode === 'smartAccount' && this.#state.smartAccount.status !== 'ready') {
      return {
        error:
          this.#state.smartAccount.status === 'error'
            ? `The smart account is unavailable: ${this.#state.smartAccount.message}`
            : 'The smart account’s address is still being read from the devnet.',
      }
    }
    try {
      const namespaces = approvedNamespacesFor(proposal.params, {
        chains: NETWORKS.map((item) => item.caip),
        addresses: [this.address],
        preferredChain: this.network.caip,
        namespaces: chainNamespaceSupport(),
      })
      if (Object.keys(namespaces).length === 0) {
        return {
          error:
            'This dapp asks for no network Airlock Wallet supports (EVM networks, Solana, Bitcoin test chain).',
        }
      }
      return { namespaces: withSmartMethods(namespaces) }
    } catch (error) {
      return { error: messageOf(error) }
    }
  }

  async approveProposal(id: number): Promise<void> {
    const client = this.#client
    const proposal = this.#state.proposals.find((item) => item.id === id)
    if (!client || !proposal || this.#state.busy) return
    const { namespaces, error } = this.grantFor(proposal)
    if (!namespaces) {
      this.toast('error', error ?? 'This proposal cannot be approved.')
      return
    }
    this.#set({ busy: { id, action: 'approve' } })
    const name = proposal.params.proposer.metadata.name
    try {
      await client.approve({ id, namespaces })
      this.#dropProposal(id)
      this.#set({ sessions: client.sessions })
      this.#log('connected', `Connected to ${name}`, name)
      this.toast('success', `Connected to ${name}.`)
    } catch (failure) {
      this.#dropProposal(id)
      this.toast('error', `Could not connect to ${name}: ${readableError(messageOf(failure), 140)}`)
    } finally {
      this.#set({ busy: undefined })
    }
  }

  async rejectProposal(id: number): Promise<void> {
    const client = this.#client
    const proposal = this.#state.proposals.find((item) => item.id === id)
    if (!client || !proposal || this.#state.busy) return
    this.#set({ busy: { id, action: 'reject' } })
    try {
      const name = proposal.params.proposer.metadata.name
      await client.reject({ id, reason: sdkError('USER_REJECTED') })
      this.#log('rejected', `Rejected a connection from ${name}`, name)
      this.toast('info', `Rejected the connection from ${name}.`)
    } catch (failure) {
      this.toast('error', messageOf(failure))
    } finally {
      this.#dropProposal(id)
      this.#set({ busy: undefined })
    }
  }

  #dropProposal(id: number): void {
    this.#set({ proposals: this.#state.proposals.filter((item) => item.id !== id) })
  }

  // ---- one-click auth ---------------------------------------------------------------------------

  /** The message signing in would sign (for the first supported chain), or why it cannot be approved. */
  authPreview(auth: PendingAuthRequest): { chain: string; message: string } | { error: string } {
    return previewAuthMessage({
      authPayload: auth.params.authPayload,
      address: this.account.address,
      chains: NETWORKS.map((item) => item.caip),
      methods: WALLET_METHODS,
    })
  }

  /** Signs in: one CACAO per supported chain, and the session is settled with them. */
  async approveAuthRequest(id: number): Promise<void> {
    const client = this.#client
    const auth = this.#state.authRequests.find((item) => item.id === id)
    if (!client || !auth || this.#state.busy) return
    this.#set({ busy: { id, action: 'approve' } })
    const name = auth.params.requester.metadata.name
    try {
      const auths = await signAuthRequest({
        authPayload: auth.params.authPayload,
        account: privateKeyToAccount(this.account.privateKey),
        chains: NETWORKS.map((item) => item.caip),
        methods: WALLET_METHODS,
      })
      await client.approveSessionAuthenticate({ id, auths })
      this.#set({ sessions: client.sessions })
      this.#log('connected', `Signed in to ${name}`, name)
      this.toast('success', `Signed in to ${name}.`)
    } catch (failure) {
      this.toast('error', `Could not sign in to ${name}: ${readableError(messageOf(failure), 140)}`)
    } finally {
      this.#dropAuth(auth)
      this.#set({ busy: undefined })
    }
  }

  async rejectAuthRequest(id: number): Promise<void> {
    const client = this.#client
    const auth = this.#state.authRequests.find((item) => item.id === id)
    if (!client || !auth || this.#state.busy) return
    this.#set({ busy: { id, action: 'reject' } })
    const name = auth.params.requester.metadata.name
    try {
      await client.rejectSessionAuthenticate({ id, reason: sdkError('USER_REJECTED') })
      this.#log('rejected', `Rejected signing in to ${name}`, name)
      this.toast('info', `Rejected signing in to ${name}.`)
    } catch (failure) {
      this.toast('error', messageOf(failure))
    } finally {
      this.#dropAuth(auth)
      this.#set({ busy: undefined })
    }
  }

  /** The auth request and the fallback proposal sent with it: answered together, they leave together. */
  #dropAuth(auth: PendingAuthRequest): void {
    this.#set({
      authRequests: this.#state.authRequests.filter((item) => item.id !== auth.id),
      proposals: this.#state.proposals.filter((item) => item.params.pairingTopic !== auth.topic),
    })
  }

  /** Proposals to show: a dapp's fallback proposal is hidden while its one-click auth request waits. */
  visibleProposals(): PendingProposal[] {
    const topics = new Set(this.#state.authRequests.map((item) => item.topic))
    return this.#state.proposals.filter((item) => !topics.has(item.params.pairingTopic))
  }

  // ---- requests ---------------------------------------------------------------------------------

  sessionOf(topic: string): SessionRecord | undefined {
    return this.#state.sessions.find((item) => item.topic === topic)
  }

  async approveRequest(id: number): Promise<void> {
    const request = this.#state.requests.find((item) => item.id === id)
    if (!request || this.#state.busy) return
    this.#set({ busy: { id, action: 'approve' } })
    try {
      await this.#perform(request, { silent: false })
    } finally {
      this.#set({ busy: undefined, requests: this.#state.requests.filter((item) => item.id !== id) })
    }
  }

  async rejectRequest(id: number): Promise<void> {
    const client = this.#client
    const request = this.#state.requests.find((item) => item.id === id)
    if (!client || !request || this.#state.busy) return
    this.#set({ busy: { id, action: 'reject' } })
    const dapp = this.sessionOf(request.topic)?.peer.metadata.name
    try {
      await client.respond({
        topic: request.topic,
        response: { id, jsonrpc: '2.0', error: { ...USER_REJECTED_REQUEST } },
      })
      this.#log('rejected', `Rejected a ${request.summary?.noun ?? requestNoun(request.method)}`, dapp)
    } catch (failure) {
      this.toast('error', messageOf(failure))
    } finally {
      this.#set({ busy: undefined, requests: this.#state.requests.filter((item) => item.id !== id) })
    }
  }

  /** Reads a smart-account request when it arrives; throws the error to answer at once (no sheet). */
  #prepare(request: PendingRequest): Prepared | undefined {
    if (!['wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions'].includes(request.method))
      return undefined
    const chainId = chainIdNumber(request.chainId)
    return prepareSmartRequest(request.method, request.params, {
      chainId,
      smartAccount: this.#state.accountMode === 'smartAccount',
      chain: smartAccountChain(chainId),
      address: this.address,
    })
  }

  // ---- solana and bip122 requests (handlers in ./solana and ./bitcoin, loaded on demand) ---------

  #chainHandler(namespace: ChainNamespace): Promise<ChainRequestHandler> {
    let handler = this.#chainHandlers.get(namespace)
    if (!handler) {
      handler = loadChainHandler(namespace)
      // A failed load (e.g. a chunk missing after a deploy) is tried again by the next request.
      handler.catch(() => this.#chainHandlers.delete(namespace))
      this.#chainHandlers.set(namespace, handler)
    }
    return handler
  }

  /** A solana / bip122 request: its summary goes to the sheet (the fee follows), or it is answered at once. */
  async #chainRequest(namespace: ChainNamespace, request: PendingRequest): Promise<void> {
    let handler: ChainRequestHandler
    try {
      handler = await this.#chainHandler(namespace)
      if (!handler.needsApproval(request.method)) {
        await this.#perform(request, { silent: true })
        return
      }
      request.summary = handler.describe(request)
    } catch (error) {
      void this.#answer(request, { error: toJsonRpcError(error) }, { silent: false, quiet: true })
      return
    }
    this.#set({ requests: [...this.#state.requests.filter((item) => item.id !== request.id), request] })
    handler
      .details(request)
      .then((facts) => this.#addFacts(request.id, facts))
      .catch((error: unknown) => console.warn('Airlock Wallet: could not read the request details', error))
  }

  #addFacts(id: number, facts: SummaryFact[]): void {
    if (facts.length === 0) return
    this.#set({
      requests: this.#state.requests.map((item) =>
        item.id === id && item.summary
          ? { ...item, summary: { ...item.summary, facts: mergeFacts(item.summary.facts, facts) } }
          : item,
      ),
    })
  }

  async #performChain(namespace: ChainNamespace, request: PendingRequest, silent: boolean): Promise<void> {
    let response: { result: unknown } | { error: ReturnType<typeof toJsonRpcError> }
    let done: ChainRequestDone | undefined
    try {
      const handler = await this.#chainHandler(namespace)
      const result = await handler.perform(request)
      response = { result }
      done = handler.done(request, result)
    } catch (error) {
      response = { error: toJsonRpcError(error) }
    }
    await this.#answer(request, response, { silent, ...(done ? { done } : {}) })
  }

  /** Runs a request (approved by the user, or one that needs no approval) and answers the dapp. */
  async #perform(request: PendingRequest, { silent }: { silent: boolean }): Promise<void> {
    const client = this.#client
    if (!client) return
    const namespace = chainNamespaceOf(request.chainId)
    if (namespace) return this.#performChain(namespace, request, silent)
    const session =
      this.sessionOf(request.topic) ?? client.sessions.find((item) => item.topic === request.topic)
    const exposed = session ? sessionAddresses(session) : [this.account.address]
    const accounts = ACCOUNTS.filter((account) =>
      exposed.some((address) => isAddressEqual(address as `0x${string}`, account.address)),
    ).map((account) => privateKeyToAccount(account.privateKey))
    let response: { result: unknown } | { error: ReturnType<typeof toJsonRpcError> }
    try {
      const chainId = chainIdNumber(request.chainId)
      const network = networkById(chainId)
      const chains = (session ? sessionChains(session) : [request.chainId]).map(chainIdNumber)
      const base = {
        params: request.params,
        accounts,
        chainId,
        chainName: network?.name ?? `Chain ${chainId}`,
        rpcUrl: network?.rpcUrl,
        sessionChains: chains,
        knownChains: NETWORKS.map((item) => item.id),
        forwarder: this.#forwarder,
        onSwitchChain: (id: number) => this.selectNetwork(id),
      }
      const smartMode = this.#state.accountMode === 'smartAccount'
      let result: unknown
      if (request.method === 'wallet_getCapabilities') {
        result = capabilitiesAnswer(request.params, {
          address: this.address,
          smartAccount: smartMode,
          sessionChains: chains,
          smartChains: SMART_ACCOUNT_CHAINS,
        })
      } else if (request.method === 'wallet_getCallsStatus') {
        result = await this.#callsStatus(request.params, chainId)
      } else if (smartMode && SMART_HANDLED.has(request.method)) {
        result = await performSmartRequest(
          await this.#smartScope(chainId),
          request.method,
          request.params,
          request.prepared,
        )
      } else if (request.method === 'wallet_sendCalls') {
        result = await this.#eoaSendCalls(request, base)
      } else if (
        request.method === 'wallet_grantPermissions' ||
        request.method === 'wallet_revokePermissions'
      ) {
        throw needsSmartAccount(request.method)
      } else {
        result = await handleWalletRequest({ ...base, method: request.method })
      }
      response = { result }
    } catch (error) {
      response = { error: toJsonRpcError(error) }
    }
    // Capability and status polls are the dapp's business: their refusals are logged, not toasted.
    const quiet = request.method === 'wallet_getCapabilities' || request.method === 'wallet_getCallsStatus'
    await this.#answer(request, response, { silent, quiet })
  }

  /** Sends the answer to the dapp, then logs it and tells the user. */
  async #answer(
    request: PendingRequest,
    response: { result: unknown } | { error: ReturnType<typeof toJsonRpcError> },
    { silent, quiet = false, done }: { silent: boolean; quiet?: boolean; done?: ChainRequestDone },
  ): Promise<void> {
    const client = this.#client
    if (!client) return
    const dapp = this.sessionOf(request.topic)?.peer.metadata.name
    try {
      await client.respond({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', ...response },
      })
    } catch (failure) {
      this.toast('error', `Could not answer the dapp: ${messageOf(failure)}`)
      return
    }
    if (silent && 'result' in response) return
    if ('error' in response) {
      const noun = request.summary?.noun
      const title = `${noun ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)}` : requestNoun(request.method, true)} failed`
      this.#log('failed', title, dapp, readableError(response.error.message))
      if (!quiet) this.toast('error', `${title}: ${readableError(response.error.message, 140)}`)
      return
    }
    if (done) {
      this.#log(done.kind, done.title, dapp, done.detail)
      this.toast('success', done.toast)
      return
    }
    const smartMode = this.#state.accountMode === 'smartAccount'
    if (request.method === 'eth_sendTransaction') {
      const hash = response.result as Hash
      this.#log(
        'sent',
        smartMode ? 'Transaction sent (user operation)' : 'Transaction sent',
        dapp,
        undefined,
        hash,
      )
      this.toast('success', 'Transaction sent.')
      void this.#publicClient
        .waitForTransactionReceipt({ hash, pollingInterval: 250, timeout: 30_000 })
        .then(() => this.#afterChainChange())
        .catch(() => {})
    } else if (request.method === 'wallet_sendCalls') {
      const calls = request.prepared?.kind === 'calls' ? request.prepared.request.calls.length : 0
      const noun = `${calls} call${calls === 1 ? '' : 's'}`
      this.#log('sent', smartMode ? `Batch sent: ${noun} in one user operation` : `Sent ${noun}`, dapp)
      this.toast('success', smartMode ? 'Batch sent in one user operation.' : 'Calls sent.')
      void this.#afterChainChange()
    } else if (request.method === 'wallet_grantPermissions') {
      this.#log('signed', 'Granted permissions (ERC-7715 session)', dapp)
      this.toast('success', 'Permissions granted.')
      void this.#afterChainChange()
    } else if (request.method === 'wallet_revokePermissions') {
      this.#log('signed', 'Revoked permissions', dapp)
      this.toast('success', 'Permissions revoked.')
      void this.#afterChainChange()
    } else {
      this.#log('signed', request.method === 'personal_sign' ? 'Signed a message' : 'Signed typed data', dapp)
      this.toast('success', 'Signed.')
    }
  }

  /** The smart account of the selected key on `chainId`, for a request; 4901 off the smart chains. */
  async #smartScope(chainId: number): Promise<SmartScope> {
    const chain = smartAccountChain(chainId)
    if (!chain) {
      throw new ProviderRpcError(
        4901,
        `Airlock Wallet's smart account lives on Airlock Devnet, not chain ${chainId}: switch the dapp to Airlock Devnet`,
      )
    }
    const account = await this.#smart.account(this.owner, chainId)
    return { smart: this.#smart, account, chain, ops: this.#ops }
  }

  /** wallet_getCallsStatus: a user operation from the bundler's receipt, or an EOA batch from its transactions. */
  async #callsStatus(params: unknown, chainId: number) {
    const id = readCallsId(params)
    const batch = this.#eoaBatches.get(id)
    if (batch) {
      const receipts = await Promise.all(
        batch.hashes.map((hash) => this.#publicClient.getTransactionReceipt({ hash }).catch(() => null)),
      )
      return eoaCallsStatus(id, batch.chainId, receipts)
    }
    const chain = smartAccountChain(chainId) ?? SMART_ACCOUNT_CHAINS[0]
    if (!chain) throw new ProviderRpcError(EIP5792.UNKNOWN_BUNDLE, `Unknown bundle id ${id}`)
    const raw = await this.#smart.rawReceipt(chain.chainId, id)
    if (!raw && !this.#ops.has(id))
      throw new ProviderRpcError(EIP5792.UNKNOWN_BUNDLE, `Unknown bundle id ${id}`)
    return callsStatus(id, chain.chainId, raw)
  }

  /** EOA mode's wallet_sendCalls (atomicRequired false): the calls as transactions, one after another. */
  async #eoaSendCalls(
    request: PendingRequest,
    base: Omit<Parameters<typeof handleWalletRequest>[0], 'method'>,
  ): Promise<{ id: Hex }> {
    if (request.prepared?.kind !== 'calls') throw new ProviderRpcError(-32603, 'The batch was not read')
    const hashes: Hash[] = []
    for (const call of request.prepared.request.calls) {
      const hash = (await handleWalletRequest({
        ...base,
        method: 'eth_sendTransaction',
        params: [{ from: this.account.address, to: call.to, value: toHex(call.value), data: call.data }],
      })) as Hash
      hashes.push(hash)
      await this.#publicClient.waitForTransactionReceipt({ hash, pollingInterval: 250, timeout: 30_000 })
    }
    const id = keccak256(concat(hashes))
    this.#eoaBatches.set(id, { chainId: base.chainId, hashes })
    return { id }
  }

  /** After a transaction or user operation: the account may be deployed now, and balances moved. */
  async #afterChainChange(): Promise<void> {
    await this.#loadSmartAccount()
    this.refreshBalance()
  }

  /** Reads the selected key's smart account (address, deployed) on the devnet. */
  async #loadSmartAccount(): Promise<void> {
    const run = ++this.#smartRun
    const owner = this.owner
    try {
      const account = await this.#smart.account(owner, SMART_CHAIN_ID)
      const deployed = await this.#smart.isDeployed(SMART_CHAIN_ID, account.address)
      if (run === this.#smartRun)
        this.#set({ smartAccount: { status: 'ready', address: account.address, deployed } })
    } catch (error) {
      if (run === this.#smartRun)
        this.#set({
          smartAccount: { status: 'error', message: readableError(messageOf(error), 140) },
        })
    }
  }

  // ---- account and network ----------------------------------------------------------------------

  /** Selects another account: every session's accounts become it (or its smart account), then accountsChanged. */
  async selectAccount(index: number): Promise<void> {
    const account = ACCOUNTS[index]
    if (!account || index === this.#state.accountIndex) return
    this.#set({ accountIndex: index, balance: { status: 'loading' }, smartAccount: { status: 'loading' } })
    this.#savePrefs()
    await this.#loadSmartAccount()
    this.refreshBalance()
    await this.#announceAccount()
  }

  /**
   * Switches between the EOA and its smart account: every session's accounts become the new address (a session
   * update), then accountsChanged, so connected dapps follow.
   */
  async setAccountMode(mode: AccountMode): Promise<void> {
    if (mode === this.#state.accountMode) return
    this.#set({ accountMode: mode, balance: { status: 'loading' } })
    this.#savePrefs()
    if (mode === 'smartAccount' && this.#state.smartAccount.status !== 'ready') await this.#loadSmartAccount()
    this.refreshBalance()
    await this.#announceAccount()
  }

  /** Tells every session about the address the wallet exposes now. */
  async #announceAccount(): Promise<void> {
    const client = this.#client
    if (!client) return
    const address = this.address
    for (const session of client.sessions) {
      // A Solana- or Bitcoin-only session has no EVM account to change.
      if (!session.namespaces.eip155) continue
      try {
        const namespaces = withSmartMethods(namespacesWithAccount(session.namespaces, address))
        await client.update({ topic: session.topic, namespaces })
        const chains = sessionChains({ namespaces })
        const chainId = chains.includes(this.network.caip) ? this.network.caip : (chains[0] as string)
        await client.emit({
          topic: session.topic,
          event: { name: 'accountsChanged', data: [address] },
          chainId,
        })
      } catch (error) {
        console.warn('Airlock Wallet: could not tell a dapp about the account change', error)
      }
    }
    this.#set({ sessions: client.sessions })
  }

  /** Selects another network: sessions lacking it get it added, then chainChanged. */
  async selectNetwork(chainId: number): Promise<void> {
    const network = networkById(chainId)
    if (!network) return
    const changed = chainId !== this.#state.chainId
    this.#set({ chainId, ...(changed ? { balance: { status: 'loading' as const } } : {}) })
    this.#savePrefs()
    if (changed) this.refreshBalance()
    const client = this.#client
    if (!client) return
    for (const session of client.sessions) {
      if (!session.namespaces.eip155) continue
      try {
        if (!sessionChains(session).includes(network.caip)) {
          await client.update({
            topic: session.topic,
            namespaces: namespacesWithChain(session.namespaces, network.caip),
          })
        }
        await client.emit({
          topic: session.topic,
          event: { name: 'chainChanged', data: chainId },
          chainId: network.caip,
        })
      } catch (error) {
        console.warn('Airlock Wallet: could not tell a dapp about the network change', error)
      }
    }
    this.#set({ sessions: client.sessions })
  }

  #savePrefs(): void {
    try {
      globalThis.localStorage?.setItem(
        PREFS_KEY,
        JSON.stringify({
          accountIndex: this.#state.accountIndex,
          chainId: this.#state.chainId,
          accountMode: this.#state.accountMode,
        }),
      )
    } catch {
      // private mode: preferences are not kept
    }
  }

  refreshBalance(): void {
    const network = this.network
    const run = ++this.#balanceRun
    if (!network.rpcUrl) {
      this.#set({ balance: { status: 'unavailable' } })
      return
    }
    this.#publicClient
      .getBalance({ address: this.address })
      .then((value) => {
        if (run === this.#balanceRun) this.#set({ balance: { status: 'ready', value } })
      })
      .catch((error: unknown) => {
        if (run === this.#balanceRun) {
          this.#set({
            balance: { status: 'error', message: `The devnet is not reachable (${messageOf(error)})` },
          })
        }
      })
  }

  /** An account's balance on the devnet, for the account list. */
  devnetBalanceOf(address: `0x${string}`): Promise<bigint> {
    return this.#publicClient.getBalance({ address })
  }

  // ---- sessions ---------------------------------------------------------------------------------

  async disconnect(topic: string): Promise<void> {
    const client = this.#client
    const session = this.sessionOf(topic)
    if (!client || !session) return
    try {
      await client.disconnect({ topic, reason: sdkError('USER_DISCONNECTED') })
      this.toast('info', `Disconnected from ${session.peer.metadata.name}.`)
    } catch (error) {
      this.toast('error', `Could not disconnect: ${messageOf(error)}`)
    } finally {
      this.#set({ sessions: client.sessions })
    }
  }

  // ---- toasts and activity ----------------------------------------------------------------------

  toast(tone: Toast['tone'], text: string): void {
    const id = this.#nextId++
    this.#set({ toasts: [...this.#state.toasts, { id, tone, text }].slice(-3) })
    setTimeout(() => this.dismissToast(id), tone === 'error' ? 9_000 : 4_000)
  }

  dismissToast(id: number): void {
    if (this.#state.toasts.some((toast) => toast.id === id)) {
      this.#set({ toasts: this.#state.toasts.filter((toast) => toast.id !== id) })
    }
  }

  #log(kind: ActivityKind, title: string, dapp?: string, detail?: string, hash?: Hash): void {
    const item: Activity = {
      id: this.#nextId++,
      kind,
      title,
      at: Date.now(),
      ...(dapp ? { dapp } : {}),
      ...(detail ? { detail } : {}),
      ...(hash ? { hash } : {}),
    }
    const activity = [item, ...this.#state.activity].slice(0, 8)
    this.#set({ activity })
    try {
      globalThis.localStorage?.setItem(ACTIVITY_KEY, JSON.stringify(activity))
    } catch {
      // private mode: the list lasts until the page closes
    }
  }
}

/** What a request is, in words: "message signature", "transaction", ... */
export function requestNoun(method: string, capital = false): string {
  const noun =
    method === 'personal_sign'
      ? 'message signature'
      : method === 'eth_signTypedData_v4'
        ? 'typed data signature'
        : method === 'eth_sendTransaction'
          ? 'transaction'
          : method === 'wallet_sendCalls'
            ? 'batch of calls'
            : method === 'wallet_grantPermissions'
              ? 'permission grant'
              : method === 'wallet_revokePermissions'
                ? 'permission revocation'
                : method === 'wallet_getCallsStatus'
                  ? 'calls status request'
                  : method === 'wallet_getCapabilities'
                    ? 'capabilities request'
                    : `${method} request`
  return capital ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)}` : noun
}

export const formatEth = (wei: bigint, digits = 4) => {
  const [whole = '0', fraction = ''] = formatEther(wei).split('.')
  const trimmed = fraction.slice(0, digits).replace(/0+$/, '')
  // A dust amount is not nothing: say it is below the smallest shown digit.
  if (wei > 0n && whole === '0' && !trimmed) return `<0.${'0'.repeat(digits - 1)}1`
  return `${BigInt(whole).toLocaleString('en-US')}${trimmed ? `.${trimmed}` : ''}`
}

export { networkByCaip }
