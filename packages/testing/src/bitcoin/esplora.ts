import { hex } from '@scure/base'
import { OutScript } from '@scure/btc-signer'
import type { TestBlock } from './blocks.ts'
import type { Ledger, LedgerOutput, LedgerTransaction } from './ledger.ts'

/*
 * Esplora's JSON shapes (Blockstream's electrs REST API), built from the ledger. Only the fields wallets and
 * @scure/btc-signer's EsploraProvider read are filled; amounts are sats as JSON numbers, times are seconds.
 */

/** Esplora's `scriptpubkey_type` names. */
function scriptType(script: Uint8Array): string {
  try {
    const type = OutScript.decode(script).type
    const names: Record<string, string> = {
      pkh: 'p2pkh',
      sh: 'p2sh',
      wpkh: 'v0_p2wpkh',
      wsh: 'v0_p2wsh',
      tr: 'v1_p2tr',
      pk: 'p2pk',
      ms: 'multisig',
    }
    return names[type] ?? 'unknown'
  } catch {
    return script[0] === 0x6a ? 'op_return' : 'unknown'
  }
}

function outputJson(output: LedgerOutput) {
  return {
    scriptpubkey: hex.encode(output.script),
    scriptpubkey_type: scriptType(output.script),
    ...(output.address === undefined ? {} : { scriptpubkey_address: output.address }),
    value: Number(output.value),
  }
}

/** `{confirmed:false}` or the block it is in. */
export function statusJson(ledger: Ledger, entry: LedgerTransaction) {
  if (entry.height === undefined) return { confirmed: false }
  const block = ledger.blockAt(entry.height)!
  return { confirmed: true, block_height: block.height, block_hash: block.id, block_time: block.time }
}

/** GET /tx/:txid. */
export function txJson(ledger: Ledger, entry: LedgerTransaction) {
  const { tx } = entry
  const vin = []
  for (let index = 0; index < tx.inputsLength; index++) {
    const input = tx.getInput(index)
    const witness = input.finalScriptWitness?.map((item) => hex.encode(item))
    const scriptsig = hex.encode(input.finalScriptSig ?? new Uint8Array())
    const spent = entry.spent[index]
    vin.push({
      txid: hex.encode(input.txid!),
      vout: input.index!,
      prevout: spent ? outputJson(spent) : null,
      scriptsig,
      ...(witness ? { witness } : {}),
      is_coinbase: entry.coinbase,
      sequence: input.sequence ?? 0xffffffff,
    })
  }
  return {
    txid: entry.txid,
    version: tx.version,
    locktime: tx.lockTime,
    vin,
    vout: entry.outputs.map(outputJson),
    size: entry.raw.length,
    weight: tx.weight,
    fee: Number(entry.fee),
    status: statusJson(ledger, entry),
  }
}

/** GET /block/:hash. */
export function blockJson(block: TestBlock, ledger: Ledger) {
  const txs = block.txids.map((txid) => ledger.transaction(txid)!)
  const size = 80 + 1 + txs.reduce((sum, entry) => sum + entry.raw.length, 0)
  const weight = 4 * 81 + txs.reduce((sum, entry) => sum + entry.tx.weight, 0)
  return {
    id: block.id,
    height: block.height,
    version: block.version,
    timestamp: block.time,
    tx_count: block.txids.length,
    size,
    weight,
    merkle_root: block.merkleRoot,
    ...(block.previousBlockHash === undefined ? {} : { previousblockhash: block.previousBlockHash }),
    mediantime: block.time,
    nonce: block.nonce,
    bits: block.bits,
    difficulty: 0,
  }
}

/** GET /address/:address: funded/spent counts and sums, confirmed (chain_stats) and unconfirmed (mempool_stats). */
export function addressJson(ledger: Ledger, address: string) {
  const stats = () => ({
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 0,
  })
  const chain = stats()
  const mempool = stats()
  for (const txid of ledger.history(address)) {
    const entry = ledger.transaction(txid)!
    const bucket = entry.height === undefined ? mempool : chain
    bucket.tx_count++
    for (const output of entry.outputs) {
      if (output.address !== address) continue
      bucket.funded_txo_count++
      bucket.funded_txo_sum += Number(output.value)
    }
    for (const output of entry.spent) {
      if (output.address !== address) continue
      bucket.spent_txo_count++
      bucket.spent_txo_sum += Number(output.value)
    }
  }
  return { address, chain_stats: chain, mempool_stats: mempool }
}

/** GET /address/:address/utxo. */
export function utxoJson(ledger: Ledger, address: string) {
  return ledger.unspentOf(address).map((output) => ({
    txid: output.txid,
    vout: output.vout,
    status: statusJson(ledger, ledger.transaction(output.txid)!),
    value: Number(output.value),
  }))
}

/** Esplora's page size for confirmed history, and its cap on mempool entries in the first page. */
export const CHAIN_PAGE = 25
export const MEMPOOL_PAGE = 50

/** An address's transactions, newest first: mempool ones, then confirmed by height and acceptance order. */
function newestFirst(ledger: Ledger, address: string) {
  const entries = ledger.history(address).map((txid) => ledger.transaction(txid)!)
  const mempool = entries.filter((entry) => entry.height === undefined).reverse()
  const chain = entries
    .filter((entry) => entry.height !== undefined)
    .sort((a, b) => b.height! - a.height! || b.sequence - a.sequence)
  return { mempool, chain }
}

/**
 * GET /address/:address/txs (mempool first, up to 50, then the first 25 confirmed), /txs/mempool, and
 * /txs/chain[/:lastSeenTxid] (25 confirmed after the one named), as Esplora pages them.
 */
export function addressTxsJson(
  ledger: Ledger,
  address: string,
  page: { kind: 'all' } | { kind: 'mempool' } | { kind: 'chain'; after?: string },
) {
  const { mempool, chain } = newestFirst(ledger, address)
  const json = (entries: LedgerTransaction[]) => entries.map((entry) => txJson(ledger, entry))
  if (page.kind === 'mempool') return json(mempool.slice(0, MEMPOOL_PAGE))
  if (page.kind === 'all') return json([...mempool.slice(0, MEMPOOL_PAGE), ...chain.slice(0, CHAIN_PAGE)])
  const start = page.after === undefined ? 0 : chain.findIndex((entry) => entry.txid === page.after) + 1
  // An unknown cursor is an empty page (electrs answers with nothing after a txid it does not hold).
  if (page.after !== undefined && start === 0) return []
  return json(chain.slice(start, start + CHAIN_PAGE))
}
