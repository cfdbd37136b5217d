import { type Address, address, type EncodedAccount, getAddressDecoder, getBase58Decoder } from '@solana/kit'
import {
  Clock,
  FailedTransactionMetadata,
  LiteSVM,
  SimulatedTransactionInfo,
  type TransactionMetadata,
} from 'litesvm'
import { decodeMint, decodeToken, isMint, isTokenAccount } from './accountJson.ts'
import { BLOCKHASH_LIFETIME, SLOTS_PER_EPOCH, TOKEN_PROGRAM } from './constants.ts'
import { type TransactionErrorJson, transactionErrorToJson } from './errors.ts'
import { feeForMessage } from './fees.ts'
import type { DecodedTransaction } from './message.ts'
import { type UiTokenAmount, uiTokenAmount } from './tokenAmount.ts'

/** A token account's balance in a transaction's meta (pre/postTokenBalances). */
export interface TokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

export interface InnerInstructions {
  index: number
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[]
}

export interface LoadedAddresses {
  writable: Address[]
  readonly: Address[]
}

/** What running a transaction (for real or simulated) produced. */
export interface Execution {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: bigint
  fee: bigint
  innerInstructions: InnerInstructions[]
  /** Static keys, then the writable and the read-only addresses loaded from lookup tables. */
  accountKeys: Address[]
  loadedAddresses: LoadedAddresses
  preBalances: bigint[]
  preTokenBalances: TokenBalance[]
  /** Simulations only: the accounts as the transaction left them. */
  postAccounts?: ReadonlyMap<string, EncodedAccount>
  /** False when the transaction never reached the runtime (unknown blockhash, missing lookup table…). */
  executed: boolean
}

/** A transaction the chain processed, kept for getTransaction, getSignatureStatuses and the history. */
export interface TransactionRecord extends Execution {
  signature: string
  slot: bigint
  blockTime: number
  decoded: DecodedTransaction
  postBalances: bigint[]
  postTokenBalances: TokenBalance[]
}

export type ChainEvent = { type: 'slot'; slot: bigint } | { type: 'transaction'; record: TransactionRecord }

const LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111'
const LOOKUP_TABLE_META_SIZE = 56

function unixNow(): number {
  return Math.floor(Date.now() / 1000)
}

/**
 * The state of the local Solana chain: litesvm plus what litesvm leaves out. litesvm accepts only its
 * latest blockhash and never advances slots by itself, so the chain runs with litesvm's blockhash check
 * off, keeps its own map of recent blockhashes (each valid for 150 blocks), and advances one slot (and
 * the blockhash) per landed transaction. It keeps every transaction's record (litesvm keeps logs only)
 * and dedupes sends by signature.
 *
 * @example
 * const chain = new SolanaChain()
 * const { blockhash } = chain.latestBlockhash()
 */
export class SolanaChain {
  readonly svm: LiteSVM
  #slot = 1n
  readonly #blockhashes = new Map<string, bigint>()
  readonly #records = new Map<string, TransactionRecord>()
  readonly #history = new Map<string, string[]>()
  readonly #decimals = new Map<string, number>()
  readonly #listeners = new Set<(event: ChainEvent) => void>()
  #transactionCount = 0n

  constructor() {
    this.svm = new LiteSVM().withBlockhashCheck(false)
    this.#setClock()
    this.#blockhashes.set(this.svm.latestBlockhash(), this.#slot + BLOCKHASH_LIFETIME)
  }

  get slot(): bigint {
    return this.#slot
  }

  /** Block height equals the slot: every slot here has a block. */
  get blockHeight(): bigint {
    return this.#slot
  }

  get transactionCount(): bigint {
    return this.#transactionCount
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint } {
    const blockhash = this.svm.latestBlockhash()
    return {
      blockhash,
      lastValidBlockHeight: this.#blockhashes.get(blockhash) ?? this.#slot + BLOCKHASH_LIFETIME,
    }
  }

  isBlockhashValid(blockhash: string): boolean {
    const lastValid = this.#blockhashes.get(blockhash)
    return lastValid !== undefined && lastValid >= this.blockHeight
  }

  /** Listens to slot advances and landed transactions; returns the function that stops listening. */
  subscribe(listener: (event: ChainEvent) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  account(at: string): EncodedAccount | null {
    const account = this.svm.getAccount(address(at))
    return account.exists ? account : null
  }

  balance(at: string): bigint {
    return this.svm.getBalance(address(at)) ?? 0n
  }

  /** A mint's decimals (cached: they never change), or undefined when `mint` is not a Token program mint. */
  mintDecimals = (mint: string): number | undefined => {
    const cached = this.#decimals.get(mint)
    if (cached !== undefined) return cached
    const account = this.account(mint)
    if (!account || !isMint(account)) return undefined
    const { decimals } = decodeMint(account)
    this.#decimals.set(mint, decimals)
    return decimals
  }

  record(signature: string): TransactionRecord | undefined {
    return this.#records.get(signature)
  }

  /** Signatures of the transactions that named `at` among their accounts, newest first. */
  signaturesFor(at: string): string[] {
    return [...(this.#history.get(at) ?? [])].reverse()
  }

  tokenAccountsOf(owner: string, filter: { mint?: string }): EncodedAccount[] {
    return this.svm
      .getProgramAccounts(address(TOKEN_PROGRAM))
      .filter((account) => isTokenAccount(account))
      .filter((account) => {
        const token = decodeToken(account)
        return token.owner === owner && (filter.mint === undefined || token.mint === filter.mint)
      })
  }

  /**
   * Runs a transaction without committing it. `sigVerify: false` lets kit's compute-unit estimate simulate
   * an unsigned transaction (litesvm's wrapper refuses those while its sigverify is on);
   * `checkBlockhash: false` is replaceRecentBlockhash.
   */
  simulate(decoded: DecodedTransaction, options: { sigVerify: boolean; checkBlockhash: boolean }): Execution {
    return this.#execute(decoded, { ...options, commit: false })
  }

  /**
   * Processes a transaction. Returns the record when it landed (it may have failed, and then was charged
   * its fee, as on mainnet), or the execution when it did not land (unknown blockhash, fee payer unable to
   * pay…). A signature seen before returns its first record: nothing runs twice.
   */
  submit(decoded: DecodedTransaction): TransactionRecord | Execution {
    const { signature } = decoded
    const known = signature ? this.#records.get(signature) : undefined
    if (known) return known
    const execution = this.#execute(decoded, { sigVerify: true, checkBlockhash: true, commit: true })
    const feePayer = execution.accountKeys[0]
    // A transaction lands when it charged its fee payer: failures in instructions do, the rest does not.
    if (
      !signature ||
      !feePayer ||
      !execution.executed ||
      this.balance(feePayer) === execution.preBalances[0]
    ) {
      return execution
    }
    const record: TransactionRecord = {
      ...execution,
      signature,
      slot: this.#slot,
      blockTime: unixNow(),
      decoded,
      postBalances: execution.accountKeys.map((key) => this.balance(key)),
      postTokenBalances: this.#tokenBalances(execution.accountKeys),
    }
    this.#records.set(signature, record)
    this.#transactionCount += 1n
    for (const key of new Set(execution.accountKeys)) {
      const list = this.#history.get(key)
      if (list) list.push(signature)
      else this.#history.set(key, [signature])
    }
    this.#emit({ type: 'transaction', record })
    this.#advance()
    return record
  }

  #execute(
    decoded: DecodedTransaction,
    options: { sigVerify: boolean; checkBlockhash: boolean; commit: boolean },
  ): Execution {
    const { message, transaction } = decoded
    const fee = feeForMessage(message)
    const notRun = (
      err: TransactionErrorJson,
      accountKeys: Address[],
      loaded: LoadedAddresses,
    ): Execution => ({
      err,
      logs: [],
      unitsConsumed: 0n,
      fee,
      innerInstructions: [],
      accountKeys,
      loadedAddresses: loaded,
      preBalances: accountKeys.map((key) => this.balance(key)),
      preTokenBalances: [],
      executed: false,
    })
    const none: LoadedAddresses = { writable: [], readonly: [] }
    if (options.checkBlockhash && !this.isBlockhashValid(message.lifetimeToken)) {
      return notRun('BlockhashNotFound', [...message.staticAccounts], none)
    }
    const loaded = this.#loadAddresses(decoded)
    if (typeof loaded === 'string') return notRun(loaded, [...message.staticAccounts], none)
    const accountKeys = [...message.staticAccounts, ...loaded.writable, ...loaded.readonly]
    const preBalances = accountKeys.map((key) => this.balance(key))
    const preTokenBalances = this.#tokenBalances(accountKeys)

    if (!options.sigVerify) this.svm.withSigverify(false)
    let result: ReturnType<LiteSVM['sendTransaction']> | ReturnType<LiteSVM['simulateTransaction']>
    try {
      result = options.commit
        ? this.svm.sendTransaction(transaction)
        : this.svm.simulateTransaction(transaction)
    } finally {
      this.svm.withSigverify(true)
    }
    const meta: TransactionMetadata =
      result instanceof FailedTransactionMetadata || result instanceof SimulatedTransactionInfo
        ? result.meta()
        : result
    const postAccounts =
      result instanceof SimulatedTransactionInfo
        ? new Map(result.postAccounts().map((account) => [account.address as string, account]))
        : undefined
    return {
      err: result instanceof FailedTransactionMetadata ? transactionErrorToJson(result.err()) : null,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      fee,
      innerInstructions: innerInstructionsOf(meta),
      accountKeys,
      loadedAddresses: loaded,
      preBalances,
      preTokenBalances,
      ...(postAccounts ? { postAccounts } : {}),
      executed: true,
    }
  }

  /** The addresses a v0 message loads from lookup tables, or the transaction error when it cannot. */
  #loadAddresses({ message }: DecodedTransaction): LoadedAddresses | string {
    const loaded: LoadedAddresses = { writable: [], readonly: [] }
    for (const lookup of message.addressTableLookups ?? []) {
      const table = this.account(lookup.lookupTableAddress)
      if (!table) return 'AddressLookupTableNotFound'
      if (table.programAddress !== LOOKUP_TABLE_PROGRAM) return 'InvalidAddressLookupTableOwner'
      const addresses = table.data.slice(LOOKUP_TABLE_META_SIZE)
      const at = (index: number) =>
        index * 32 + 32 <= addresses.length
          ? getAddressDecoder().decode(addresses.slice(index * 32, index * 32 + 32))
          : undefined
      const load = (indexes: readonly number[], into: Address[]) => {
        for (const index of indexes) {
          const found = at(index)
          if (!found) return false
          into.push(found)
        }
        return true
      }
      if (!load(lookup.writableIndexes, loaded.writable) || !load(lookup.readonlyIndexes, loaded.readonly)) {
        return 'InvalidAddressLookupTableIndex'
      }
    }
    return loaded
  }

  #tokenBalances(accountKeys: readonly Address[]): TokenBalance[] {
    const balances: TokenBalance[] = []
    accountKeys.forEach((key, accountIndex) => {
      const account = this.account(key)
      if (!account || !isTokenAccount(account)) return
      const token = decodeToken(account)
      const decimals = this.mintDecimals(token.mint)
      if (decimals === undefined) return
      balances.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: TOKEN_PROGRAM,
        uiTokenAmount: uiTokenAmount(token.amount, decimals),
      })
    })
    return balances
  }

  #setClock() {
    const epoch = this.#slot / SLOTS_PER_EPOCH
    // litesvm's clock starts in 1970; programs that read Clock should see the wall time.
    this.svm.setClock(new Clock(this.#slot, 0n, epoch, epoch, BigInt(unixNow())))
  }

  #advance() {
    this.#slot += 1n
    this.#setClock()
    this.svm.expireBlockhash()
    this.#blockhashes.set(this.svm.latestBlockhash(), this.#slot + BLOCKHASH_LIFETIME)
    for (const [blockhash, lastValid] of this.#blockhashes) {
      if (lastValid < this.#slot) this.#blockhashes.delete(blockhash)
    }
    this.#emit({ type: 'slot', slot: this.#slot })
  }

  #emit(event: ChainEvent) {
    for (const listener of this.#listeners) listener(event)
  }
}

function innerInstructionsOf(meta: TransactionMetadata): InnerInstructions[] {
  return meta
    .innerInstructions()
    .map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const compiled = inner.instruction()
        return {
          programIdIndex: compiled.programIdIndex(),
          accounts: [...compiled.accounts()],
          data: getBase58Decoder().decode(compiled.data()),
          stackHeight: inner.stackHeight(),
        }
      }),
    }))
    .filter((entry) => entry.instructions.length > 0)
}
