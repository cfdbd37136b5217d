import { hex } from '@scure/base'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { genesisBlock, nextBlock, type TestBlock } from './blocks.ts'
import type { BitcoinTestChainNetwork } from './network.ts'
import { alreadyInChain, decodeFailed, missingInputs, rejected } from './rejection.ts'
import { verifyInputs } from './verify.ts'

/** An output of a known transaction. */
export interface LedgerOutput {
  readonly txid: string
  readonly vout: number
  readonly script: Uint8Array
  readonly value: bigint
  /** Undefined for scripts without an address (OP_RETURN). */
  readonly address: string | undefined
}

/** A transaction the chain accepted, with what its Esplora views need. */
export interface LedgerTransaction {
  readonly txid: string
  readonly raw: Uint8Array
  readonly tx: Transaction
  /** The outputs its inputs spend, in input order; empty for faucet (coinbase-like) transactions. */
  readonly spent: readonly LedgerOutput[]
  readonly outputs: readonly LedgerOutput[]
  readonly fee: bigint
  readonly coinbase: boolean
  /** Acceptance order, for newest-first listings within a block. */
  readonly sequence: number
  /** Set when mined. */
  height: number | undefined
}

const PARSE = { allowUnknownInputs: true, allowUnknownOutputs: true, disableScriptCheck: true } as const
const outpoint = (txid: string, vout: number) => `${txid}:${vout}`

/**
 * The state of one Bitcoin TEST chain: transactions, the UTXO set (unconfirmed outputs included, as a
 * node's mempool view does), the mempool and the blocks. Spends are checked (unspent inputs, valid
 * p2wpkh / p2tr key-path signatures, value and a 1 sat/vB relay fee); nothing is mined until `mine`.
 */
export function createLedger(network: BitcoinTestChainNetwork, now: () => number = Date.now) {
  const transactions = new Map<string, LedgerTransaction>()
  const unspent = new Map<string, LedgerOutput>()
  /** outpoint → txid of the transaction that spent it. */
  const spentBy = new Map<string, string>()
  /** address → txids touching it, in acceptance order. */
  const byAddress = new Map<string, string[]>()
  const mempool: string[] = []
  const blocks: TestBlock[] = [genesisBlock()]
  let sequence = 0
  let faucetNonce = 0

  const addressOf = (script: Uint8Array): string | undefined => {
    try {
      return Address(network).encode(OutScript.decode(script))
    } catch {
      return undefined
    }
  }

  function record(tx: Transaction, raw: Uint8Array, spent: LedgerOutput[], coinbase: boolean): string {
    const txid = tx.id
    const outputs: LedgerOutput[] = []
    for (let vout = 0; vout < tx.outputsLength; vout++) {
      const { script, amount } = tx.getOutput(vout)
      const output = { txid, vout, script: script!, value: amount!, address: addressOf(script!) }
      outputs.push(output)
      unspent.set(outpoint(txid, vout), output)
    }
    for (const output of spent) {
      unspent.delete(outpoint(output.txid, output.vout))
      spentBy.set(outpoint(output.txid, output.vout), txid)
    }
    const inSum = spent.reduce((sum, output) => sum + output.value, 0n)
    const outSum = outputs.reduce((sum, output) => sum + output.value, 0n)
    const entry: LedgerTransaction = {
      txid,
      raw,
      tx,
      spent,
      outputs,
      fee: coinbase ? 0n : inSum - outSum,
      coinbase,
      sequence: sequence++,
      height: undefined,
    }
    transactions.set(txid, entry)
    mempool.push(txid)
    const touched = new Set([...spent, ...outputs].map((output) => output.address))
    for (const address of touched) {
      if (address === undefined) continue
      const list = byAddress.get(address) ?? []
      list.push(txid)
      byAddress.set(address, list)
    }
    return txid
  }

  /** Checks and accepts a raw transaction (hex) into the mempool; returns its txid. Throws TransactionRejectedError. */
  function submit(rawHex: string): string {
    let raw: Uint8Array
    let tx: Transaction
    try {
      raw = hex.decode(rawHex.trim().toLowerCase())
      tx = Transaction.fromRaw(raw, PARSE)
    } catch (error) {
      throw decodeFailed(error instanceof Error ? error.message : String(error))
    }
    const known = transactions.get(tx.id)
    // bitcoind answers a resend of a mempool transaction with its txid, and refuses a confirmed one.
    if (known) {
      if (known.height === undefined) return known.txid
      throw alreadyInChain()
    }
    if (tx.inputsLength === 0) throw rejected('bad-txns-vin-empty')
    if (tx.outputsLength === 0) throw rejected('bad-txns-vout-empty')
    const spent: LedgerOutput[] = []
    const seen = new Set<string>()
    for (let index = 0; index < tx.inputsLength; index++) {
      const input = tx.getInput(index)
      const key = outpoint(hex.encode(input.txid!), input.index!)
      if (seen.has(key)) throw rejected('bad-txns-inputs-duplicate')
      seen.add(key)
      const output = unspent.get(key)
      if (!output) {
        const spender = spentBy.get(key)
        if (spender !== undefined && transactions.get(spender)?.height === undefined) {
          throw rejected('txn-mempool-conflict')
        }
        throw missingInputs()
      }
      spent.push(output)
    }
    // bitcoind's order: input values and the relay fee first, scripts last.
    const inSum = spent.reduce((sum, output) => sum + output.value, 0n)
    let outSum = 0n
    for (let vout = 0; vout < tx.outputsLength; vout++) outSum += tx.getOutput(vout).amount!
    if (outSum > inSum) throw rejected(`bad-txns-in-belowout, value in (${inSum}) < value out (${outSum})`)
    const vsize = BigInt(tx.vsize)
    if (inSum - outSum < vsize) throw rejected(`min relay fee not met, ${inSum - outSum} < ${vsize}`)
    verifyInputs(tx, spent)
    return record(tx, raw, spent, false)
  }

  /**
   * Test-only credit: a coinbase-like transaction (null outpoint input) paying `sats` to `address`, in the
   * mempool until mined.
   */
  function faucet(address: string, sats: bigint): string {
    if (sats <= 0n || sats > 21_000_000n * 100_000_000n)
      throw new RangeError(`Invalid faucet amount: ${sats}`)
    const script = OutScript.encode(Address(network).decode(address))
    const tx = new Transaction(PARSE)
    // Outputs first: an input that carries finalScriptSig freezes the outputs.
    tx.addOutput({ script, amount: sats })
    tx.addInput({
      txid: new Uint8Array(32),
      index: 0xffffffff,
      sequence: 0xffffffff,
      finalScriptSig: new TextEncoder().encode(`airlock bitcoin TEST chain faucet ${faucetNonce++}`),
    })
    const raw = tx.toBytes(true, true)
    return record(Transaction.fromRaw(raw, PARSE), raw, [], true)
  }

  /** Mines `count` blocks; the first takes the whole mempool. Returns the new blocks. */
  function mine(count = 1): TestBlock[] {
    const mined: TestBlock[] = []
    for (let i = 0; i < count; i++) {
      const txids = mempool.splice(0)
      const block = nextBlock(blocks[blocks.length - 1]!, txids, Math.floor(now() / 1000))
      blocks.push(block)
      for (const txid of txids) transactions.get(txid)!.height = block.height
      mined.push(block)
    }
    return mined
  }

  return {
    network,
    submit,
    faucet,
    mine,
    tip: () => blocks[blocks.length - 1]!,
    blockAt: (height: number): TestBlock | undefined => blocks[height],
    block: (id: string): TestBlock | undefined => blocks.find((block) => block.id === id),
    transaction: (txid: string): LedgerTransaction | undefined => transactions.get(txid),
    /** Txids touching `address`, oldest first. */
    history: (address: string): readonly string[] => byAddress.get(address) ?? [],
    unspentOf: (address: string): LedgerOutput[] =>
      [...unspent.values()].filter((output) => output.address === address),
    mempoolSize: () => mempool.length,
    isAddress: (address: string): boolean => {
      try {
        Address(network).decode(address)
        return true
      } catch {
        return false
      }
    },
  }
}

/** One test chain's ledger. */
export type Ledger = ReturnType<typeof createLedger>
