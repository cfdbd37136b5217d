import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/types.ts'
import { dueOrders, nextSettlement, type StoredOrder } from './store.ts'

/** Orders delivered side by side in one pass. */
const BATCH = 25

/**
 * Runs deliveries: at once when kicked (a card payment), when the next bank transfer settles, and on start for
 * whatever a stopped cloud left pending. An order still pending after its attempt (node unreachable, receipt
 * not yet there) is tried again `retryMs` later.
 */
export function createDeliveryWorker(options: {
  db: Db
  deliver(order: StoredOrder): Promise<void>
  log: FastifyBaseLogger
  retryMs: number
}) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = false

  async function pass() {
    do {
      again = false
      const due = await dueOrders(options.db, BATCH)
      await Promise.all(
        due.map((order) =>
          options.deliver(order).catch((error: unknown) => {
            options.log.warn({ err: error, order: order.id }, 'onramp delivery will be retried')
          }),
        ),
      )
    } while (again && !stopped)
    if (stopped) return
    const wait = await nextSettlement(options.db)
    if (wait === undefined) return
    clearTimeout(timer)
    // Due now means an attempt just failed or is still waiting: not again at once.
    timer = setTimeout(kick, wait <= 0 ? options.retryMs : Math.ceil(wait) + 5)
    timer.unref()
  }

  function kick() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = pass()
      .catch((error: unknown) => {
        if (stopped) return
        options.log.error({ err: error }, 'onramp delivery pass failed')
        timer = setTimeout(kick, options.retryMs)
        timer.unref()
      })
      .finally(() => {
        running = undefined
      })
  }

  return {
    kick,
    /** No new attempt starts; resolves once the running one has let go (receipt waits end early). */
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
    get stopped() {
      return stopped
    },
  }
}
