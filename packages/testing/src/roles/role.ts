import { invalidRequest, unauthorized } from '@airlock/wallet-engine'
import type { SettleOptions } from '../pending.ts'
import type { Policy, PolicyOptions } from '../policy.ts'
import type { RequestRecord, WaitForRequestOptions } from '../request-log.ts'
import type { RequestContext } from '../requestArguments.ts'
import { RolePrompts } from './prompts.ts'

/** One request from the page-side wallet of a role (Wallet Standard or sats-connect), as it crosses the binding. */
export interface RoleRequest {
  method: string
  params?: unknown
}

/** What a role's `change` listeners receive: the accounts the dapp now sees ([] once disconnected). */
export interface RoleChange<A> {
  accounts: A[]
}

export type RoleChangeListener<A> = (change: RoleChange<A>) => unknown

/**
 * The scripting and connection state shared by the Solana and Bitcoin roles of the test wallet. Like the
 * EVM side, every prompt is approved unless a policy (`setPolicy`) or a one-shot `rejectNext()` says otherwise.
 *
 * @example
 * wallet.solana!.setPolicy('signAndSendTransaction', 'hang')
 * // … the dapp sends …
 * await wallet.solana!.approvePending()
 */
export abstract class TestWalletRole<M extends string, A> {
  protected readonly prompts: RolePrompts<M>
  #connected = false
  #listeners = new Set<RoleChangeListener<A>>()

  protected constructor(label: string, promptedMethods: readonly M[], options: PolicyOptions<M> = {}) {
    this.prompts = new RolePrompts(label, promptedMethods, options)
  }

  /** Answers one page request; rejects with a ProviderRpcError ({ code, message, data? }). */
  abstract request(args: RoleRequest, context?: RequestContext): Promise<unknown>

  /** The accounts a connected dapp sees, as they cross to the page. */
  protected abstract exposedAccounts(): A[]

  get isConnected(): boolean {
    return this.#connected
  }

  /** What the dapp sees right now: the accounts once connected, else []. */
  get accounts(): A[] {
    return this.#connected ? this.exposedAccounts() : []
  }

  /** What the simulated user does with prompts for `method` ('*': every prompted method without its own). */
  setPolicy(method: M | '*', policy: Policy): void {
    this.prompts.setPolicy(method, policy)
  }

  getPolicy(method: M): Policy {
    return this.prompts.getPolicy(method)
  }

  /** Back to the policies given at creation (approve everything when none were); drops unused rejectNext()s. */
  resetPolicies(): void {
    this.prompts.reset()
  }

  /** The next prompt (for `method`, or any) is rejected with 4001, whatever the policy; later ones follow it. */
  rejectNext(method?: M): void {
    this.prompts.rejectNext(method)
  }

  /** Requests held by the 'hang' policy, waiting for approvePending() or rejectPending(). */
  get pendingRequests(): RequestRecord[] {
    return this.prompts.pendingRequests
  }

  /** Every request received so far, oldest first. */
  get requests(): RequestRecord[] {
    return this.prompts.requests
  }

  /**
   * Approves the held request with this id, or all; with none held, waits (default 10 s) for one. Resolves
   * with the released records once answered.
   */
  approvePending(id?: number, options?: SettleOptions): Promise<RequestRecord[]> {
    return this.prompts.settle(true, id, options)
  }

  /** Like approvePending, but the requests fail with 4001 User rejected the request. */
  rejectPending(id?: number, options?: SettleOptions): Promise<RequestRecord[]> {
    return this.prompts.settle(false, id, options)
  }

  /** The next matching request (any, or `method`, narrowed by `predicate`), or one received and still pending. */
  waitForRequest(options?: WaitForRequestOptions): Promise<RequestRecord> {
    return this.prompts.waitForRequest(options)
  }

  clearRequests(): void {
    this.prompts.clearRequests()
  }

  /** Connects from the wallet's side, as if the user had approved earlier; pages get a change event. */
  connect(): Promise<void> {
    return this.setConnected(true)
  }

  /** Disconnects from the wallet's side; pages see the accounts go and get a change event. */
  disconnect(): Promise<void> {
    return this.setConnected(false)
  }

  /** Listens to account changes (how installTestWallet tells the pages). Returns the remover. */
  on(event: 'change', listener: RoleChangeListener<A>): () => void {
    if (event !== 'change') throw new Error(`Unknown event ${String(event)}; roles emit 'change' only.`)
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  protected requireConnected(): void {
    if (!this.#connected) throw unauthorized('Connect first.')
  }

  /** Runs a page request through the log and the prompt machinery, after checking its method is a string. */
  protected run<T>(
    args: RoleRequest,
    context: RequestContext,
    handler: (prompt: () => Promise<void>) => Promise<T>,
  ): Promise<T> {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string' || !args.method) {
      return Promise.reject(invalidRequest('Expected a request object { method: string, params?: object }.'))
    }
    return this.prompts.run(args.method, args.params, context.origin, handler)
  }

  protected async setConnected(connected: boolean): Promise<void> {
    if (this.#connected === connected) return
    this.#connected = connected
    const change: RoleChange<A> = { accounts: this.accounts }
    await Promise.allSettled([...this.#listeners].map(async (listener) => listener(change)))
  }
}
