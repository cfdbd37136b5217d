import type { AppClient, AuthenticateParams, AuthenticateResult, SessionRecord } from '@airlock/protocol'
import type { ConnectionClosedError } from '../errors/connectionClosed.ts'
import { kitDestroyedError } from '../errors/kitDestroyed.ts'
import { ErrorMessages } from '../errors.ts'
import { ChainSwitchError } from '../network/errors.ts'
import type { ChainNamespace } from '../types.ts'
import { RpcProviderNotFoundError } from './errors.ts'
import type { ProposalNamespaces } from './namespaces.ts'

/**
 * The EIP-1193 shape adapters already speak, served from a WalletConnect session, plus what the session itself
 * says (read locally, no wallet round trip).
 */
export interface SessionProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
  /** The namespace's CAIP-10 accounts on its current (default) chain, as the wallet approved them. */
  sessionAccounts(): string[]
  /** The methods the wallet approved for the namespace. */
  sessionMethods(): string[]
}

type Listener = (...args: unknown[]) => void

const hex = (id: number | string) => `0x${Number(id).toString(16)}`

function chainsOfSession(session: SessionRecord, namespace: string): string[] {
  const ns = session.namespaces[namespace]
  if (!ns) return []
  const fromAccounts = ns.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
  return [...new Set([...(ns.chains ?? []), ...fromAccounts])]
}

function caipAccountsOf(session: SessionRecord, namespace: string, chain?: string): string[] {
  const accounts = session.namespaces[namespace]?.accounts ?? []
  return [...new Set(chain ? accounts.filter((account) => account.startsWith(`${chain}:`)) : accounts)]
}

function addressesOf(session: SessionRecord, namespace: string, chain?: string): string[] {
  return [
    ...new Set(caipAccountsOf(session, namespace, chain).map((account) => account.split(':')[2] as string)),
  ]
}

/** Session events the kit interprets itself; any other the wallet emits reaches the namespace's listeners as is. */
const INTERPRETED_EVENTS: readonly string[] = ['chainChanged', 'accountsChanged']

/**
 * One WalletConnect session seen as one provider per namespace (the anchors' "universal provider"): each
 * namespace keeps a default chain, requests go to the wallet on it, and the session's events come out as
 * EIP-1193 events (accountsChanged, chainChanged, disconnect). The protocol client is loaded lazily so a
 * page that never uses WalletConnect does not pay for it.
 */
export class WalletConnectSession {
  readonly #load: () => Promise<AppClient>
  #client: Promise<AppClient> | undefined
  #session: SessionRecord | undefined
  readonly #defaultChain = new Map<string, string>()
  readonly #listeners = new Map<string, Map<string, Set<Listener>>>()
  readonly #providers = new Map<string, SessionProvider>()
  /** Set by dispose(): what every call, and every wait still running, fails with from then on. */
  #closed: ConnectionClosedError | undefined
  /** How each wait in flight (a pairing's approval, a wallet request) is ended by dispose(). */
  readonly #inFlight = new Set<(error: Error) => void>()

  constructor(load: () => Promise<AppClient>) {
    this.#load = load
  }

  get session(): SessionRecord | undefined {
    return this.#session
  }

  /** Loads the protocol client and restores the newest live session from storage. */
  client(): Promise<AppClient> {
    if (this.#closed) return Promise.reject(this.#closed)
    this.#client ??= this.#load().then((client) => {
      this.#wire(client)
      const now = Math.floor(Date.now() / 1000)
      const live = client.sessions
        .filter((s) => s.acknowledged && s.expiry > now)
        .sort((a, b) => b.expiry - a.expiry)
      if (live[0]) this.#adopt(live[0])
      return client
    })
    this.#client.catch(() => {
      this.#client = undefined
    })
    return this.#client
  }

  /** A new pairing and proposal; `approval` settles with the session (and makes it the current one). */
  async connect(namespaces: ProposalNamespaces): Promise<{ uri: string; approval: Promise<SessionRecord> }> {
    const client = await this.client()
    const { uri, approval } = await this.#unlessClosed(client.connect({ optionalNamespaces: namespaces }))
    const settled = this.#unlessClosed(approval()).then((session) => {
      this.#adopt(session)
      return session
    })
    settled.catch(() => {})
    return { uri: uri as string, approval: settled }
  }

  /**
   * One-click auth: a pairing that connects and signs in with one approval (`wc_sessionAuthenticate`, with a
   * fallback proposal for wallets without it). `approval` settles with the session and the signed CACAOs (none
   * when the wallet answered the proposal); the session becomes the current one.
   */
  async authenticate(
    params: AuthenticateParams,
  ): Promise<{ uri: string; approval: Promise<AuthenticateResult> }> {
    const client = await this.client()
    const { authenticate } = await import('@airlock/protocol')
    const { uri, response } = await this.#unlessClosed(authenticate(client, params))
    const settled = this.#unlessClosed(response()).then((result) => {
      this.#adopt(result.session)
      return result
    })
    settled.catch(() => {})
    return { uri, approval: settled }
  }

  async disconnect(): Promise<void> {
    const session = this.#session
    if (!session) return
    this.#session = undefined
    const client = await this.client()
    await client.disconnect({ topic: session.topic }).catch(() => {})
  }

  /** The namespaces the current session covers. */
  namespaces(): ChainNamespace[] {
    return this.#session ? (Object.keys(this.#session.namespaces) as ChainNamespace[]) : []
  }

  /** The CAIP-2 chains the current session approved for a namespace (its `chains` and its accounts' chains). */
  approvedChains(namespace: string): string[] {
    return this.#session ? chainsOfSession(this.#session, namespace) : []
  }

  defaultChain(namespace: string): string | undefined {
    return this.#defaultChain.get(namespace)
  }

  /**
   * Moves a non-eip155 namespace's default chain (where its requests go) to the first of `chains` (a network's
   * CAIP-2 id, then its deprecated one) the session approved, saying so as the wallet's chainChanged would.
   * Solana and Bitcoin wallets have no switch request: the session's approval is the whole check. Returns the
   * chain it was on before; throws ChainSwitchError when the session approved none of them.
   *
   * @example
   * session.switchChain('solana', [solanaDevnet.caipNetworkId]) // requests now name solana:EtWTRABZ…
   */
  switchChain(namespace: string, chains: readonly string[]): string | undefined {
    const session = this.#session
    if (!session?.namespaces[namespace]) throw new Error(ErrorMessages.NAMESPACE_NOT_CONFIGURED)
    const approved = chainsOfSession(session, namespace)
    const chain = chains.find((candidate) => approved.includes(candidate))
    if (!chain) throw new ChainSwitchError(chains[0] ?? namespace)
    const previous = this.#defaultChain.get(namespace)
    if (chain !== previous) this.#setDefaultChain(namespace, chain)
    return previous
  }

  provider(namespace: string): SessionProvider {
    let provider = this.#providers.get(namespace)
    if (!provider) {
      provider = {
        request: (args) => this.#request(namespace, args.method, args.params),
        on: (event, listener) => this.#on(namespace, event, listener as Listener),
        removeListener: (event, listener) => this.#listenersOf(namespace, event).delete(listener as Listener),
        sessionAccounts: () => {
          const session = this.#session
          return session ? caipAccountsOf(session, namespace, this.#defaultChain.get(namespace)) : []
        },
        sessionMethods: () => [...(this.#session?.namespaces[namespace]?.methods ?? [])],
      }
      this.#providers.set(namespace, provider)
    }
    return provider
  }

  #listenersOf(namespace: string, event: string): Set<Listener> {
    const byEvent = this.#listeners.get(namespace) ?? new Map<string, Set<Listener>>()
    this.#listeners.set(namespace, byEvent)
    const set = byEvent.get(event) ?? new Set<Listener>()
    byEvent.set(event, set)
    return set
  }

  #on(namespace: string, event: string, listener: Listener): void {
    this.#listenersOf(namespace, event).add(listener)
  }

  #emit(namespace: string, event: string, ...args: unknown[]): void {
    for (const listener of [...this.#listenersOf(namespace, event)]) listener(...args)
  }

  #adopt(session: SessionRecord): void {
    this.#session = session
    for (const namespace of Object.keys(session.namespaces)) {
      const chains = chainsOfSession(session, namespace)
      const current = this.#defaultChain.get(namespace)
      if (!current || !chains.includes(current)) {
        const first = chains[0]
        if (first) this.#defaultChain.set(namespace, first)
      }
    }
  }

  #wire(client: AppClient): void {
    client.events.on('session_event', ({ topic, params }) => {
      if (topic !== this.#session?.topic) return
      const namespace = params.chainId.split(':')[0] as string
      if (params.event.name === 'chainChanged') {
        const data = params.event.data
        const reference =
          typeof data === 'string' && data.includes(':') ? data.split(':')[1] : String(Number(data))
        this.#setDefaultChain(namespace, `${namespace}:${reference}`)
      } else if (params.event.name === 'accountsChanged') {
        const data = Array.isArray(params.event.data) ? params.event.data.map(String) : []
        this.#emit(
          namespace,
          'accountsChanged',
          data.map((a) => (a.includes(':') ? (a.split(':')[2] as string) : a)),
        )
      } else if (!INTERPRETED_EVENTS.includes(params.event.name)) {
        // Namespace-specific events (bip122_addressesChanged, say) are the adapter's to read.
        this.#emit(namespace, params.event.name, params.event.data)
      }
    })
    client.events.on('session_update', ({ topic, params }) => {
      const session = this.#session
      if (!session || topic !== session.topic) return
      this.#adopt({ ...session, namespaces: params.namespaces })
      for (const namespace of Object.keys(params.namespaces)) {
        const chain = this.#defaultChain.get(namespace)
        this.#emit(
          namespace,
          'accountsChanged',
          addressesOf(this.#session as SessionRecord, namespace, chain),
        )
      }
    })
    const ended = ({ topic }: { topic: string }) => {
      const session = this.#session
      if (!session || topic !== session.topic) return
      this.#session = undefined
      for (const namespace of Object.keys(session.namespaces)) this.#emit(namespace, 'disconnect')
    }
    client.events.on('session_delete', ended)
    client.events.on('session_expire', ended)
  }

  /**
   * Ends the session's use by this kit: the protocol client stops (its relay WebSocket closes, its timers stop),
   * the namespaces' listeners are dropped, and pairings and requests still waiting reject with
   * ConnectionClosedError. The session itself stays in storage: the next kit on the page restores it.
   */
  async dispose(): Promise<void> {
    if (this.#closed) return
    const closed = kitDestroyedError()
    this.#closed = closed
    for (const end of [...this.#inFlight]) end(closed)
    this.#inFlight.clear()
    this.#listeners.clear()
    const loading = this.#client
    this.#client = undefined
    await loading?.then((client) => client.stop()).catch(() => {})
  }

  /** Settles as `wait` does, unless dispose() comes first: then with ConnectionClosedError. */
  #unlessClosed<T>(wait: Promise<T>): Promise<T> {
    if (this.#closed) return Promise.reject(this.#closed)
    let end: (error: Error) => void = () => {}
    const ended = new Promise<never>((_, reject) => {
      end = reject
    })
    this.#inFlight.add(end)
    return Promise.race([wait, ended]).finally(() => this.#inFlight.delete(end))
  }

  #request(namespace: string, method: string, params: unknown): Promise<unknown> {
    if (this.#closed) return Promise.reject(this.#closed)
    return this.#unlessClosed(this.#requestOpen(namespace, method, params))
  }

  async #requestOpen(namespace: string, method: string, params: unknown): Promise<unknown> {
    const client = await this.client()
    const session = this.#session
    if (!session) throw new Error(ErrorMessages.CONNECT_BEFORE_REQUEST)
    if (!session.namespaces[namespace]) throw new Error(ErrorMessages.NAMESPACE_NOT_CONFIGURED)
    const chain = this.#defaultChain.get(namespace)
    // A wallet may grant a namespace with no account and so no chain: there is no chain to send to.
    if (!chain) throw new RpcProviderNotFoundError(namespace)
    if (namespace === 'eip155') {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return addressesOf(session, namespace, chain)
        case 'eth_chainId':
          return hex(chain.split(':')[1] as string)
        case 'wallet_switchEthereumChain':
        case 'wallet_addEthereumChain':
          return this.#switchEvmChain(client, session, method, params)
        case 'wallet_revokePermissions':
          // Ending the session is the kit's disconnect; the wallet has no grant to revoke here.
          return null
      }
    }
    // The session already lists the accounts: asking the wallet again over the relay could wait on a wallet that
    // is not open (a reconnect at page load).
    if (namespace === 'solana' && (method === 'solana_getAccounts' || method === 'solana_requestAccounts'))
      return addressesOf(session, namespace, chain).map((pubkey) => ({ pubkey }))
    return client.request({ topic: session.topic, chainId: chain, request: { method, params } })
  }

  async #switchEvmChain(client: AppClient, session: SessionRecord, method: string, params: unknown) {
    const first = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined
    const reference = first?.chainId === undefined ? Number.NaN : Number(first.chainId)
    const chain = `eip155:${reference}`
    const approved = chainsOfSession(session, 'eip155').includes(chain)
    if (!approved) {
      // 4902 lets the adapter try wallet_addEthereumChain, as with an injected wallet.
      throw new ChainSwitchError(chain)
    }
    if (method === 'wallet_addEthereumChain') return null
    // The wallet hears about the switch when it supports the method; either way the session's default moves.
    if (session.namespaces.eip155?.methods.includes(method)) {
      await client.request({
        topic: session.topic,
        chainId: this.#defaultChain.get('eip155') as string,
        request: { method, params },
      })
    }
    this.#setDefaultChain('eip155', chain)
    return null
  }

  /**
   * Moves a namespace's default chain (the wallet's chainChanged, or a switch) and says so: chainChanged,
   * then accountsChanged when the session's accounts on the new chain differ from those on the old one, so
   * the kit follows to the account the wallet approved there.
   */
  #setDefaultChain(namespace: string, chain: string): void {
    const previous = this.#defaultChain.get(namespace)
    this.#defaultChain.set(namespace, chain)
    const reference = chain.split(':')[1] as string
    this.#emit(namespace, 'chainChanged', namespace === 'eip155' ? hex(reference) : reference)
    const session = this.#session
    if (!session || previous === undefined || previous === chain) return
    const before = addressesOf(session, namespace, previous)
    const after = addressesOf(session, namespace, chain)
    const same = before.length === after.length && before.every((address, index) => address === after[index])
    if (after.length > 0 && !same) this.#emit(namespace, 'accountsChanged', after)
  }
}
