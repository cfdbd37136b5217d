import type { FastifyBaseLogger } from 'fastify'
import { type Address, formatUnits, type Hex, parseAbiItem } from 'viem'
import type { ChainService } from '../../chains/services.ts'
import type { Db } from '../../db/types.ts'
import { sellDecimals } from '../catalog.ts'
import { ordersIn, type StoredOrder, updateOrder, watchedOrders } from '../store.ts'

/** Blocks read per pass and chain: a watcher that fell behind catches up a slice at a time. */
const MAX_BLOCKS = 500n
/** A deposit after expiry is still refunded for a day; later ones are no longer watched for. */
export const LATE_DEPOSIT_WATCH_MS = 24 * 60 * 60_000

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')

interface SeenDeposit {
  to: Address
  from: Address
  /** 'native' or the token contract, lower case. */
  token: 'native' | Address
  amount: bigint
  txHash: Hex
  minedAt: Date
}

/** Why a deposit is sent back, or undefined when it is the one the order asked for in time. */
function refundReasonOf(order: StoredOrder, deposit: SeenDeposit): string | undefined {
  if (order.status === 'expired' || deposit.minedAt.getTime() > order.expiresAt.getTime()) {
    return 'The deposit arrived after the order expired'
  }
  if (deposit.token !== order.asset) {
    return order.asset === 'native'
      ? 'The deposit was a token; this order takes the native coin'
      : `The deposit was not the token this order takes (${order.quote.sellCurrency})`
  }
  if (deposit.amount !== order.amountAtomic) {
    // In the token's units, as the seller typed the amount: the refund reason is shown to them as it is.
    const { sellAmount, sellCurrency } = order.quote
    const sent = formatUnits(deposit.amount, sellDecimals(sellCurrency))
    return `The deposit was ${sent} ${sellCurrency}, not the ${sellAmount} ${sellCurrency} the order asks for`
  }
  return undefined
}

/**
 * The sandbox's deposit watcher: it follows each chain's blocks from where it stopped (offramp_watch), finds
 * ERC-20 Transfer logs and plain value transfers to the open orders' deposit addresses, records each order's
 * first deposit (once: a recorded deposit is never recorded again), expires orders nobody deposited to, and
 * settles what it saw (settle.ts).
 */
export function createDepositWatcher(options: {
  db: Db
  services: ReadonlyMap<string, ChainService>
  /** Transfers from the treasury are the refunds' gas, not deposits. */
  treasuryOf(chainId: string): Address | undefined
  settle(order: StoredOrder): Promise<void>
  log: FastifyBaseLogger
  pollMs: number
}) {
  const { db } = options
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopped = false

  async function scan(chainId: string, open: StoredOrder[]) {
    const service = options.services.get(chainId)
    if (!service) return
    const [watch] = await db.query<{ next_block: string }>(
      'select next_block::text as next_block from offramp_watch where chain_id = $1',
      [chainId],
    )
    const head = await service.client.getBlockNumber()
    const from = watch ? BigInt(watch.next_block) : head
    if (from > head) return
    const to = from + MAX_BLOCKS - 1n < head ? from + MAX_BLOCKS - 1n : head
    const byAddress = new Map(open.map((order) => [order.depositAddress as string, order]))
    const addresses = [...byAddress.keys()] as Address[]
    const treasury = options.treasuryOf(chainId)?.toLowerCase()
    const seen: SeenDeposit[] = []
    const minedAt = new Map<bigint, Date>()
    for (let number = from; number <= to; number++) {
      const block = await service.client.getBlock({ blockNumber: number, includeTransactions: true })
      minedAt.set(number, new Date(Number(block.timestamp) * 1000))
      for (const tx of block.transactions) {
        const target = tx.to?.toLowerCase()
        if (!target || tx.value === 0n || !byAddress.has(target) || tx.from.toLowerCase() === treasury)
          continue
        seen.push({
          to: target as Address,
          from: tx.from.toLowerCase() as Address,
          token: 'native',
          amount: tx.value,
          txHash: tx.hash,
          minedAt: minedAt.get(number) as Date,
        })
      }
    }
    if (addresses.length > 0) {
      const logs = await service.client.getLogs({
        event: TRANSFER,
        args: { to: addresses },
        fromBlock: from,
        toBlock: to,
      })
      for (const log of logs) {
        if (log.removed || !log.args.to || !log.args.from || log.args.value === undefined) continue
        seen.push({
          to: log.args.to.toLowerCase() as Address,
          from: log.args.from.toLowerCase() as Address,
          token: log.address.toLowerCase() as Address,
          amount: log.args.value,
          txHash: log.transactionHash as Hex,
          minedAt: minedAt.get(log.blockNumber as bigint) ?? new Date(),
        })
      }
    }
    for (const deposit of seen) {
      const order = byAddress.get(deposit.to)
      if (!order) continue
      const reason = refundReasonOf(order, deposit) ?? null
      // Only an order without a deposit takes one: a pass that runs twice records it once.
      const recorded = await updateOrder(
        db,
        order.id,
        `status in ('awaiting_deposit', 'expired') and deposit_tx_hash is null`,
        `status = 'deposit_received', deposit_tx_hash = $2, deposit_token = $3, deposit_from = $4,
         deposit_amount = $5, refund_reason = $6`,
        [deposit.txHash, deposit.token, deposit.from, deposit.amount.toString(), reason],
      )
      // The sender's history calls this transaction a sale from now on: its cached pages are stale.
      if (recorded) {
        await db.query(
          `insert into account_versions (address, version) values ($1, 1)
           on conflict (address) do update set version = account_versions.version + 1`,
          [deposit.from],
        )
      }
      byAddress.delete(deposit.to)
    }
    await db.query(
      `insert into offramp_watch (chain_id, next_block) values ($1, $2)
       on conflict (chain_id) do update set next_block = excluded.next_block`,
      [chainId, (to + 1n).toString()],
    )
  }

  async function pass() {
    await db.query(
      `update offramp_orders set status = 'expired', updated_at = now()
        where status = 'awaiting_deposit' and expires_at < now()`,
    )
    const watched = await watchedOrders(db, LATE_DEPOSIT_WATCH_MS)
    const chains = new Map<string, StoredOrder[]>()
    for (const order of watched) chains.set(order.chainId, [...(chains.get(order.chainId) ?? []), order])
    for (const [chainId, open] of chains) {
      if (stopped) return
      await scan(chainId, open)
    }
    for (const order of await ordersIn(db, ['deposit_received'])) {
      if (stopped) return
      await options.settle(order).catch((error: unknown) => {
        if (!stopped) options.log.warn({ err: error, order: order.id }, 'offramp settlement will be retried')
      })
    }
  }

  function schedule() {
    if (stopped) return
    timer = setTimeout(() => {
      running = pass()
        .catch((error: unknown) => {
          if (!stopped) options.log.error({ err: error }, 'offramp deposit watch pass failed')
        })
        .finally(() => {
          running = undefined
          schedule()
        })
    }, options.pollMs)
    timer.unref()
  }

  return {
    start: schedule,
    /** No new pass starts; resolves once the running one has let go. */
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
