import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Address } from 'viem'
import type { ChainService } from '../chains/services.ts'
import type { Db, Queryable } from '../db/types.ts'
import { errorMessage } from '../errors.ts'
import { acquireLease, holdsLease, type Lease, releaseLease } from '../indexer/lease.ts'
import { paymentReceivedEvent } from './contract.ts'
import { expireIntents, type IntentRow, markPaid, type ReceivedPayment } from './store.ts'
import { queueEvent } from './webhooks/events.ts'

/** The lease one instance reads the payments contracts under (the indexer's lease table). */
const PAYMENTS_LEASE = 'payments'

export interface PaymentWatcherOptions {
  db: Db
  /** The chains that take payments (those with a `payments` option). */
  chains: readonly ChainService[]
  log: FastifyBaseLogger
  pollMs: number
  leaseMs: number
  maxBlocksPerRead: number
  /** An intent changed (paid or expired) and its webhook event is queued. */
  changed(): void
}

async function cursorOf(db: Queryable, network: string, contract: string) {
  const [row] = await db.query<{ next_block: number | string }>(
    'select next_block from payment_cursors where network = $1 and contract = $2',
    [network, contract],
  )
  return row === undefined ? undefined : BigInt(row.next_block)
}

/**
 * Reads one chain's next PaymentReceived logs and records them, with the expiries their blocks prove, in one
 * transaction fenced by the lease. A chain seen for the first time is read from `maxBlocksPerRead` blocks
 * before its head: intents are only made once the cloud serves the chain, so no payment of one lies earlier.
 * Blocks count once `confirmations` blocks follow them; a reorganisation deeper than that is not undone.
 */
async function readChain(
  options: PaymentWatcherOptions,
  service: ChainService,
  lease: Lease,
): Promise<boolean> {
  const { db } = options
  const payments = service.config.payments!
  const network = service.config.caipNetworkId
  const contract = payments.contract.toLowerCase() as Address
  const head = (await service.client.getBlockNumber({ cacheTime: 0 })) - BigInt(payments.confirmations ?? 0)
  const span = BigInt(options.maxBlocksPerRead)
  const from = (await cursorOf(db, network, contract)) ?? (head >= span ? head - span : 0n)
  if (head < from) return false
  const to = head - from >= span ? from + span - 1n : head
  const logs = await service.client.getLogs({
    address: contract,
    event: paymentReceivedEvent,
    fromBlock: from,
    toBlock: to,
    strict: true,
  })
  const times = new Map<bigint, Date>()
  for (const blockNumber of new Set([...logs.map((log) => log.blockNumber), to])) {
    const block = await service.client.getBlock({ blockNumber })
    times.set(blockNumber, new Date(Number(block.timestamp) * 1000))
  }
  const changed: [IntentRow, 'payment.paid' | 'payment.expired'][] = []
  await db.transaction(async (tx) => {
    if (!(await holdsLease(tx, lease))) return
    for (const log of logs) {
      const payment: ReceivedPayment = {
        onchainId: log.args.id,
        payer: log.args.payer,
        recipient: log.args.recipient,
        token: log.args.token,
        amount: log.args.amount,
        tokenIn: log.args.tokenIn,
        amountIn: log.args.amountIn,
        transactionHash: log.transactionHash,
        blockNumber: log.blockNumber,
        blockTime: times.get(log.blockNumber)!,
      }
      const paid = await markPaid(tx, contract, network, payment)
      if (paid) changed.push([paid, 'payment.paid'])
      else
        options.log.debug(
          { network, id: log.args.id, tx: log.transactionHash },
          'payments: a payment no open intent matches',
        )
    }
    for (const expired of await expireIntents(tx, network, contract, times.get(to)!))
      changed.push([expired, 'payment.expired'])
    for (const [row, type] of changed) await queueEvent(tx, row, type)
    await tx.query(
      `insert into payment_cursors (network, contract, next_block) values ($1, $2, $3)
       on conflict (network, contract) do update set next_block = excluded.next_block`,
      [network, contract, (to + 1n).toString()],
    )
  })
  if (changed.length > 0) options.changed()
  return to < head
}

/**
 * Follows the PaymentReceived events of every chain's payments contract and marks the intents they pay, on
 * one cloud instance at a time: each instance tries to take the payments lease every poll, and the holder
 * reads the chains. Confirmation comes from the chain, never from the kit.
 */
export function startPaymentWatcher(options: PaymentWatcherOptions) {
  const { db, log } = options
  const holder = randomUUID()
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let held = false
  let failures = 0

  const pass = async () => {
    try {
      const lease = await acquireLease(db, PAYMENTS_LEASE, holder, options.leaseMs)
      held = lease !== undefined
      if (!lease) return
      for (const service of options.chains) {
        while (!stopped && (await readChain(options, service, lease))) {}
      }
      if (failures > 0) log.info('payments: reading the chains again')
      failures = 0
    } catch (error) {
      failures += 1
      // One warning per outage; the tries in between would flood the log.
      log[failures === 1 ? 'warn' : 'debug']({ err: errorMessage(error) }, 'payments: cannot read the chains')
    }
  }

  const loop = () => {
    running = pass().finally(() => {
      running = undefined
      if (!stopped) {
        timer = setTimeout(loop, options.pollMs)
        timer.unref()
      }
    })
  }
  if (options.chains.length > 0) loop()

  return {
    /** Stops polling, waits for a pass under way, then gives the lease up so another instance takes over. */
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      if (!held) return
      await releaseLease(db, { name: PAYMENTS_LEASE, holder }).catch((error: unknown) =>
        log.warn({ err: errorMessage(error) }, 'payments: cannot release the lease'),
      )
    },
  }
}
