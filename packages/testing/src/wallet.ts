import {
  forwardableUrl,
  invalidParams,
  invalidRequest,
  RpcForwarder,
  toProviderRpcError,
  userRejected,
  type WalletChain,
} from '@airlock/wallet-engine'
import type { Address, Hex } from 'viem'
import type { AccountRef } from './accounts.ts'
// The roles are imported for their types only, so the root entry never loads the Solana or Bitcoin
// libraries: a dapp that tests EVM only installs neither (see index.test.ts).
import type { TestBitcoinWallet } from './bitcoinWallet/wallet.ts'
import type { TestWalletEventName, TestWalletListener } from './emitter.ts'
import { handleRequest, type WalletServices } from './handlers.ts'
import { defaultIcon } from './icon.ts'
import { PendingQueue, type SettleOptions } from './pending.ts'
import {
  type Policy,
  type PolicyOptions,
  PolicyTable,
  type PromptedMethod,
  promptedMethods,
} from './policy.ts'
import { RequestLog, type RequestRecord, type WaitForRequestOptions } from './request-log.ts'
import type { RequestArguments, RequestContext } from './requestArguments.ts'
import { TestWalletRole } from './roles/role.ts'
import type { TestSolanaWallet } from './solana/wallet.ts'
import { WalletState } from './state.ts'

/** EIP-6963 provider info, announced with the provider. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  /** A data: URI (EIP-6963 requires one). */
  icon: string
  rdns: string
}

export interface TestWalletOptions extends PolicyOptions<PromptedMethod> {
  /** The wallet's keys; all are exposed to a connecting dapp, the first is the selected account. */
  privateKeys: readonly Hex[]
  /** The chains the wallet knows. Only loopback rpc urls are ever called. */
  chains: readonly WalletChain[]
  /** The chain the wallet starts on. Default: the first of `chains`. */
  chainId?: number
  /** Overrides for the announced EIP-6963 info. */
  info?: Partial<Eip6963ProviderInfo>
  /**
   * Adds a Solana role (`new TestSolanaWallet(...)` from `@airlock/testing/solana`): pages get a Wallet
   * Standard wallet (solana:localnet, devnet, testnet, mainnet) that signs in Node. Scripted through
   * `wallet.solana`, which is this instance.
   */
  solana?: TestSolanaWallet
  /**
   * Adds a Bitcoin role (`new TestBitcoinWallet(...)` from `@airlock/testing/bitcoin`): pages get a Wallet
   * Standard wallet (bitcoin:regtest, payment p2wpkh and ordinals p2tr accounts) and a sats-connect
   * provider, signing in Node. Scripted through `wallet.bitcoin`, which is this instance.
   */
  bitcoin?: TestBitcoinWallet
}

/**
 * A wallet that lives in the test's Node process: the keys never reach the browser, signatures are real, and
 * transactions are signed here and sent to the chain's local node. Use request() as an EIP-1193 provider, or
 * hand the wallet to installTestWallet() to inject it into Playwright pages.
 *
 * @example
 * ```ts
 * import { createTestWallet, installTestWallet } from '@airlock/testing'
 *
 * const wallet = createTestWallet({
 *   privateKeys: [privateKey],
 *   chains: [{ id: 31337, name: 'Localhost', rpcUrl: 'http://127.0.0.1:8545' }],
 * })
 * await installTestWallet(context, wallet) // a playwright-core browser context
 * wallet.setPolicy('eth_sendTransaction', 'reject') // from now on the "user" says no: the dapp gets 4001
 * // …the page connects and asks for a send…
 * wallet.requests.at(-1)?.outcome // 'rejected'
 * ```
 */
export class TestWallet {
  readonly info: Readonly<Eip6963ProviderInfo>
  /** The Solana role, when `solana` was given: its address, policies, held requests and request log. */
  readonly solana: TestSolanaWallet | undefined
  /** The Bitcoin role, when `bitcoin` was given: its addresses, policies, held requests and request log. */
  readonly bitcoin: TestBitcoinWallet | undefined
  #state: WalletState
  #policies: PolicyTable<PromptedMethod>
  #log = new RequestLog()
  #pending = new PendingQueue((record) => this.#log.answered(record))
  #forwarder = new RpcForwarder()
  #sends: Promise<unknown> = Promise.resolve()
  #services: WalletServices

  constructor(options: TestWalletOptions) {
    this.#state = new WalletState(options.privateKeys, options.chains, options.chainId)
    this.#services = {
      state: this.#state,
      forward: (chain, method, params) => this.#forwarder.request(forwardableUrl(chain), method, params),
      queueSend: (task) => this.#queueSend(task),
    }
    this.info = Object.freeze({
      uuid: options.info?.uuid ?? crypto.randomUUID(),
      name: options.info?.name ?? 'Airlock Test Wallet',
      icon: options.info?.icon ?? defaultIcon,
      rdns: options.info?.rdns ?? 'dev.airlock.testwallet',
    })
    this.solana = role(options.solana, 'solana', 'TestSolanaWallet({ seedHex, rpcUrl })')
    this.bitcoin = role(options.bitcoin, 'bitcoin', 'TestBitcoinWallet({ privateKeyHex, esploraUrl })')
    this.#policies = new PolicyTable('', promptedMethods, options)
  }

  /** Every account the wallet holds a key for, in `privateKeys` order. */
  get addresses(): Address[] {
    return this.#state.accounts.all.map((account) => account.address)
  }

  /** What eth_accounts answers right now: the exposed accounts once connected, else []. */
  get accounts(): Address[] {
    return this.#state.visibleAccounts
  }

  /** The selected account (first of the exposed ones), connected or not. */
  get address(): Address {
    return this.#state.accounts.selected.address
  }

  get isConnected(): boolean {
    return this.#state.connected
  }

  get chainId(): number {
    return this.#state.chainId
  }

  get chain(): WalletChain {
    return this.#state.chain
  }

  get chains(): WalletChain[] {
    return this.#state.chains
  }

  /** Every request received so far, oldest first. */
  get requests(): RequestRecord[] {
    return this.#log.list()
  }

  /** Requests held by the 'hang' policy, waiting for approvePending() or rejectPending(). */
  get pendingRequests(): RequestRecord[] {
    return this.#pending.list()
  }

  /** The EIP-1193 entry point. Rejects with a ProviderRpcError ({ code, message, data? }). */
  async request(args: RequestArguments, context: RequestContext = {}): Promise<unknown> {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string' || !args.method) {
      throw invalidRequest('Expected a request object { method: string, params?: array | object }.')
    }
    const method = args.method
    // Some dapps send params: null for "no params".
    const params = args.params ?? undefined
    if (params !== undefined && typeof params !== 'object') {
      throw invalidParams('params must be an array or an object.')
    }
    const record = this.#log.add({
      id: this.#log.nextId(),
      method,
      params,
      ...(context.origin === undefined ? {} : { origin: context.origin }),
      outcome: 'pending',
    })
    try {
      const result = await handleRequest(this.#services, {
        method,
        params,
        origin: context.origin,
        prompt: () => this.#prompt(record),
      })
      this.#log.approve(record, result)
      return result
    } catch (error) {
      const rpcError = toProviderRpcError(error)
      this.#log.fail(record, rpcError.toJSON())
      throw rpcError
    }
  }

  /** What the simulated user does with prompts for `method` ('*': every prompted method without its own). */
  setPolicy(method: PromptedMethod | '*', policy: Policy): void {
    this.#policies.set(method, policy)
  }

  getPolicy(method: PromptedMethod): Policy {
    return this.#policies.get(method)
  }

  /** Back to the policies given at creation (`policy`, `policies`; approve everything when none were). */
  resetPolicies(): void {
    this.#policies.reset()
  }

  /**
   * Approves the held request with this id, or all held requests. With no id and nothing held yet, waits
   * (default 10 s) for the next request to be held. Resolves with the released records once answered.
   */
  approvePending(id?: number, options?: SettleOptions): Promise<RequestRecord[]> {
    return this.#pending.settle(true, id, options)
  }

  /** Like approvePending, but the requests fail with 4001 User rejected the request. */
  rejectPending(id?: number, options?: SettleOptions): Promise<RequestRecord[]> {
    return this.#pending.settle(false, id, options)
  }

  /** The next matching request (any, or `method`, narrowed by `predicate`), or one received and still pending. */
  waitForRequest(options?: WaitForRequestOptions): Promise<RequestRecord> {
    return this.#log.waitFor(options)
  }

  clearRequests(): void {
    this.#log.clear()
  }

  /** Connects from the wallet's side, as if the user had approved eth_requestAccounts earlier. */
  connect(): Promise<void> {
    return this.#state.connect('wallet')
  }

  /** Disconnects from the wallet's side: emits accountsChanged [] and disconnect (4900). */
  disconnect(): Promise<void> {
    return this.#state.disconnect('wallet')
  }

  /** Switches as the user would in the wallet app; emits chainChanged. The chain must be known. */
  async switchChain(chainId: number): Promise<void> {
    if (!this.#state.findChain(chainId)) {
      throw new Error(
        `switchChain: the wallet does not know chain ${chainId}; list it in chains or addChain() it.`,
      )
    }
    await this.#state.switchChain(chainId)
  }

  /** Adds or replaces a chain, without switching to it. */
  addChain(chain: WalletChain): void {
    this.#state.addChain(chain, true)
  }

  /** Which accounts the dapp sees, in order (the first is selected); emits accountsChanged when connected. */
  setAccounts(accounts: readonly AccountRef[]): Promise<void> {
    return this.#state.setAccounts(accounts)
  }

  /** Makes this account the selected one; emits accountsChanged when connected. */
  selectAccount(account: AccountRef): Promise<void> {
    return this.#state.selectAccount(account)
  }

  /** Listens to the wallet's EIP-1193 events. Returns a function that removes the listener. */
  on<E extends TestWalletEventName>(event: E, listener: TestWalletListener<E>): () => void {
    return this.#state.events.on(event, listener)
  }

  off<E extends TestWalletEventName>(event: E, listener: TestWalletListener<E>): void {
    this.#state.events.off(event, listener)
  }

  removeListener<E extends TestWalletEventName>(event: E, listener: TestWalletListener<E>): void {
    this.#state.events.off(event, listener)
  }

  #prompt(record: RequestRecord): Promise<void> {
    const policy = this.#policies.get(record.method)
    if (policy === 'approve') return Promise.resolve()
    if (policy === 'reject') return Promise.reject(userRejected())
    return this.#pending.hold(record)
  }

  #queueSend<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#sends.then(task)
    this.#sends = run.catch(() => {})
    return run
  }
}

/** A role given to createTestWallet, checked: a plain options object (the older form) fails with the fix. */
function role<R>(value: R | undefined, name: 'solana' | 'bitcoin', construct: string): R | undefined {
  if (value === undefined || value instanceof TestWalletRole) return value
  throw new Error(
    `createTestWallet: ${name} must be a role instance: new ${construct} from '@airlock/testing/${name}'.`,
  )
}

/**
 * Creates a {@link TestWallet}: it approves every request until the test sets another policy.
 *
 * @example
 * ```ts
 * const wallet = createTestWallet({
 *   privateKeys: [privateKey], // the first is the selected account
 *   chains: [{ id: 31337, name: 'Localhost', rpcUrl: 'http://127.0.0.1:8545' }],
 * })
 * await installTestWallet(context, wallet)
 * ```
 */
export function createTestWallet(options: TestWalletOptions): TestWallet {
  return new TestWallet(options)
}
