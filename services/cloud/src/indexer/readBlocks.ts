import type { Hash, PublicClient } from 'viem'
import { internalTransferLogIndexes } from './internalTransfers/logIndexes.ts'
import type { InternalTransferTracer, TraceCandidate } from './internalTransfers/tracer.ts'
import type { InternalTransfer } from './internalTransfers/transfer.ts'
import { decodeTransferLogs } from './transferLogs.ts'

export interface TransactionRow {
  hash: string
  block_number: number
  tx_index: number
  from_address: string
  to_address: string | null
  contract_address: string | null
  /** Decimal string: numeric column. */
  value: string
  input_selector: string | null
  status: 'confirmed' | 'failed'
  nonce: number
  /** ISO timestamp. */
  mined_at: string
}

export interface TransferRow {
  tx_hash: string
  /**
   * The log's index in its block; -1 for the transaction's own native value; below -1 for ether a contract
   * sent (an internal transfer: see internalTransferLogIndexes).
   */
  log_index: number
  standard: 'native' | 'erc20' | 'erc721'
  token_address: string | null
  from_address: string
  to_address: string
  amount: string
  token_id: string | null
  block_number: number
}

/** What a range of blocks adds to the database, plus what the follower needs to chain the next range. */
export interface BlockRange {
  from: bigint
  to: bigint
  /** Parent of block `from`: must be the hash the database stored for block from - 1. */
  parentHash: Hash
  /** Hash of block `to`. */
  lastHash: Hash
  transactions: TransactionRow[]
  transfers: TransferRow[]
  /** Token contracts that emitted a Transfer here, with the first block they did. */
  tokens: Map<string, { standard: 'erc20' | 'erc721'; firstBlock: number }>
}

const lower = (address: string | null | undefined) => (address ? address.toLowerCase() : null)

async function readBlock(client: PublicClient, blockNumber: bigint) {
  const block = await client.getBlock({ blockNumber, includeTransactions: true })
  // One receipt per transaction: eth_getBlockReceipts is not on every node; the batched transport sends
  // them in one HTTP request anyway.
  const receipts = await Promise.all(
    block.transactions.map((tx) => client.getTransactionReceipt({ hash: tx.hash })),
  )
  return { block, receipts }
}

/**
 * Reads blocks from..to (inclusive) with their transactions and receipts, as rows; with a tracer, also the
 * ether contracts sent (internal transfers) in the transactions that called one.
 */
export async function readBlockRange(
  client: PublicClient,
  from: bigint,
  to: bigint,
  tracer?: InternalTransferTracer,
): Promise<BlockRange> {
  const numbers: bigint[] = []
  for (let n = from; n <= to; n++) numbers.push(n)
  const blocks = await Promise.all(numbers.map((n) => readBlock(client, n)))
  const internal = tracer ? await tracer.read(traceCandidates(blocks)) : new Map<Hash, InternalTransfer[]>()

  const range: BlockRange = {
    from,
    to,
    parentHash: blocks[0]!.block.parentHash,
    lastHash: blocks.at(-1)!.block.hash,
    transactions: [],
    transfers: [],
    tokens: new Map(),
  }
  for (const [position, { block, receipts }] of blocks.entries()) {
    // A reorganisation between two reads of this range would mix two chains: refuse it, the retry rereads.
    if (position > 0 && block.parentHash !== blocks[position - 1]!.block.hash) {
      throw new Error(`Block ${block.number} does not follow block ${block.number - 1n}: chain reorganised`)
    }
    const blockNumber = Number(block.number)
    const minedAt = new Date(Number(block.timestamp) * 1000).toISOString()
    for (const [index, tx] of block.transactions.entries()) {
      const receipt = receipts[index]!
      const status = receipt.status === 'success' ? 'confirmed' : 'failed'
      const to = lower(tx.to)
      const created = lower(receipt.contractAddress)
      range.transactions.push({
        hash: tx.hash,
        block_number: blockNumber,
        tx_index: tx.transactionIndex ?? index,
        from_address: tx.from.toLowerCase(),
        to_address: to,
        contract_address: created,
        value: tx.value.toString(),
        input_selector: tx.input.length >= 10 ? tx.input.slice(0, 10).toLowerCase() : null,
        status,
        nonce: tx.nonce,
        mined_at: minedAt,
      })
      // A failed transaction moved nothing: no value, and its receipt has no logs.
      if (status === 'failed') continue
      const recipient = to ?? created
      if (tx.value > 0n && recipient) {
        range.transfers.push({
          tx_hash: tx.hash,
          log_index: -1,
          standard: 'native',
          token_address: null,
          from_address: tx.from.toLowerCase(),
          to_address: recipient,
          amount: tx.value.toString(),
          token_id: null,
          block_number: blockNumber,
        })
      }
      for (const transfer of decodeTransferLogs(receipt.logs)) {
        range.transfers.push({
          tx_hash: tx.hash,
          log_index: transfer.logIndex,
          standard: transfer.standard,
          token_address: transfer.tokenAddress,
          from_address: transfer.from,
          to_address: transfer.to,
          amount: transfer.amount.toString(),
          token_id: transfer.tokenId?.toString() ?? null,
          block_number: blockNumber,
        })
        if (!range.tokens.has(transfer.tokenAddress)) {
          range.tokens.set(transfer.tokenAddress, { standard: transfer.standard, firstBlock: blockNumber })
        }
      }
      const sent = internal.get(tx.hash) ?? []
      const logIndexes = internalTransferLogIndexes(sent, receipt.logs[0]?.logIndex ?? 0)
      for (const [position, logIndex] of logIndexes.entries()) {
        const transfer = sent[position]!
        range.transfers.push({
          tx_hash: tx.hash,
          log_index: logIndex,
          standard: 'native',
          token_address: null,
          from_address: transfer.from,
          to_address: transfer.to,
          amount: transfer.value.toString(),
          token_id: null,
          block_number: blockNumber,
        })
      }
    }
  }
  return range
}

/**
 * The successful transactions that ran contract code: only they can have moved ether internally. The tracer
 * reads the code they ran to leave out those that cannot (an ERC-20 transfer).
 */
function traceCandidates(blocks: readonly Awaited<ReturnType<typeof readBlock>>[]): TraceCandidate[] {
  const candidates: TraceCandidate[] = []
  for (const { block, receipts } of blocks) {
    for (const [index, tx] of block.transactions.entries()) {
      const receipt = receipts[index]!
      if (receipt.status !== 'success') continue
      // A payment runs the recipient's receive() or fallback, which may forward the ether, unless it cost
      // no more than the intrinsic 21,000 gas: no code ran (the usual payment to an account without code).
      if (tx.to !== null && tx.input === '0x' && receipt.gasUsed <= 21_000n) continue
      // A constructor has no ether to pass on unless the transaction brings some (or its address was paid
      // before it existed: too rare to trace every deployment, which are big, for).
      if (tx.to === null && tx.value === 0n) continue
      candidates.push({
        hash: tx.hash,
        blockNumber: block.number,
        blockHash: block.hash,
        to: lower(tx.to),
        input: tx.input,
        created: lower(receipt.contractAddress),
        gasUsed: receipt.gasUsed,
      })
    }
  }
  return candidates
}
