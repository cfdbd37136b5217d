import { type Address, type Hex, isAddress, isAddressEqual, type PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** An account given by its index in `privateKeys` or by its address. */
export type AccountRef = number | Address

/** The wallet's keys and which of them the dapp sees, in order: the first is the selected account. */
export class AccountBook {
  readonly all: readonly PrivateKeyAccount[]
  #exposed: PrivateKeyAccount[]

  constructor(privateKeys: readonly Hex[]) {
    if (privateKeys.length === 0) throw new Error('createTestWallet: privateKeys must list at least one key.')
    this.all = Object.freeze(privateKeys.map((key) => privateKeyToAccount(key)))
    this.#exposed = [...this.all]
  }

  get exposed(): Address[] {
    return this.#exposed.map((account) => account.address)
  }

  get selected(): PrivateKeyAccount {
    return this.#exposed[0]!
  }

  /** An exposed account, the only ones a dapp may ask to sign with. */
  findExposed(address: unknown): PrivateKeyAccount | undefined {
    if (typeof address !== 'string' || !isAddress(address, { strict: false })) return undefined
    return this.#exposed.find((account) => isAddressEqual(account.address, address))
  }

  resolve(ref: AccountRef): PrivateKeyAccount {
    if (typeof ref === 'number') {
      const account = this.all[ref]
      if (!account) throw new Error(`No account at index ${ref}; the wallet has ${this.all.length}.`)
      return account
    }
    const account = isAddress(ref, { strict: false })
      ? this.all.find((candidate) => isAddressEqual(candidate.address, ref))
      : undefined
    if (!account) throw new Error(`The wallet holds no key for ${ref}.`)
    return account
  }

  /** Returns whether the exposed list changed. */
  setExposed(refs: readonly AccountRef[]): boolean {
    if (refs.length === 0)
      throw new Error('setAccounts: expose at least one account (use disconnect() for none).')
    const next = [...new Set(refs.map((ref) => this.resolve(ref)))]
    return this.#replace(next)
  }

  /** Moves the account to the front, exposing it if it was not. Returns whether anything changed. */
  select(ref: AccountRef): boolean {
    const account = this.resolve(ref)
    return this.#replace([account, ...this.#exposed.filter((other) => other !== account)])
  }

  #replace(next: PrivateKeyAccount[]): boolean {
    const changed =
      next.length !== this.#exposed.length || next.some((account, i) => account !== this.#exposed[i])
    this.#exposed = next
    return changed
  }
}
