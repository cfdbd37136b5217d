import { disconnected, normalizeChain, toChainIdHex, type WalletChain } from '@airlock/wallet-engine'
import type { Address, Hex } from 'viem'
import { AccountBook, type AccountRef } from './accounts.ts'
import { Emitter } from './emitter.ts'
import { accountsPermission, type Permission } from './permissions.ts'

/** What the simulated wallet app holds: keys, chains, the connection, and the events its changes cause. */
export class WalletState {
  readonly accounts: AccountBook
  readonly events = new Emitter()
  #chains = new Map<number, WalletChain>()
  #chainId: number
  #connection: { invoker: string; date: number } | undefined

  constructor(privateKeys: readonly Hex[], chains: readonly WalletChain[], chainId?: number) {
    this.accounts = new AccountBook(privateKeys)
    if (chains.length === 0) throw new Error('createTestWallet: chains must list at least one chain.')
    for (const chain of chains) {
      if (this.#chains.has(chain.id)) throw new Error(`createTestWallet: chain ${chain.id} is listed twice.`)
      this.#chains.set(chain.id, normalizeChain(chain))
    }
    const initial = chainId ?? chains[0]!.id
    if (!this.#chains.has(initial)) {
      throw new Error(`createTestWallet: chainId ${initial} is not one of the chains given.`)
    }
    this.#chainId = initial
  }

  get connected(): boolean {
    return this.#connection !== undefined
  }

  get chainId(): number {
    return this.#chainId
  }

  get chain(): WalletChain {
    return this.#chains.get(this.#chainId)!
  }

  get chains(): WalletChain[] {
    return [...this.#chains.values()]
  }

  findChain(id: number): WalletChain | undefined {
    return this.#chains.get(id)
  }

  /** What eth_accounts answers: nothing until the user connects. */
  get visibleAccounts(): Address[] {
    return this.connected ? this.accounts.exposed : []
  }

  permissions(): Permission[] {
    const connection = this.#connection
    return connection ? [accountsPermission(this.accounts.exposed, connection.invoker, connection.date)] : []
  }

  async connect(invoker = 'unknown'): Promise<void> {
    if (this.#connection) return
    this.#connection = { invoker, date: Date.now() }
    await this.events.emit('connect', { chainId: toChainIdHex(this.#chainId) })
    await this.events.emit('accountsChanged', this.accounts.exposed)
  }

  /** `wallet` is a disconnect from the wallet's side, which also emits EIP-1193 'disconnect'. */
  async disconnect(initiator: 'dapp' | 'wallet'): Promise<void> {
    if (!this.#connection) return
    this.#connection = undefined
    await this.events.emit('accountsChanged', [])
    if (initiator === 'wallet') await this.events.emit('disconnect', disconnected().toJSON())
  }

  /** Returns false for an unknown chain. */
  async switchChain(id: number): Promise<boolean> {
    if (!this.#chains.has(id)) return false
    if (id === this.#chainId) return true
    this.#chainId = id
    await this.events.emit('chainChanged', toChainIdHex(id))
    return true
  }

  /** A dapp may not replace a chain the wallet already has (it could redirect reads); the test may. */
  addChain(chain: WalletChain, replace: boolean): void {
    if (this.#chains.has(chain.id) && !replace) return
    this.#chains.set(chain.id, normalizeChain(chain))
  }

  async setAccounts(refs: readonly AccountRef[]): Promise<void> {
    if (this.accounts.setExposed(refs)) await this.#accountsChanged()
  }

  async selectAccount(ref: AccountRef): Promise<void> {
    if (this.accounts.select(ref)) await this.#accountsChanged()
  }

  async #accountsChanged(): Promise<void> {
    if (this.connected) await this.events.emit('accountsChanged', this.accounts.exposed)
  }
}
