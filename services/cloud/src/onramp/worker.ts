import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/types.ts'
import { dueOrders, nextSettlement, type StoredOrder } from './store.ts'

/** Orders picked up by one pass. */
const BATCH = 25

/**
 * Runs deliveries: at once when kicked (a card payment), when the next bank transfer settles, and on start for
 * whatever a stopped cloud left pending. Each order is delivered on its own, so one slow receipt holds up no
 * other; an order still pending after its attempt (node unreachable, receipt not there yet) is picked up again
 * `retryMs` later.
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
  const inFlight = new Map<string, Promise<void>>()

  function schedule(ms: number) {
    clearTimeout(timer)
    if (stopped) return
    timer = setTimeout(kick, ms)
    timer.unref()
  }

  function start(order: StoredOrder) {
    const run = options
      .deliver(order)
      .catch((error: unknown) => {
        if (!stopped) options.log.warn({ err: error, order: order.id }, 'onramp delivery will be retried')
      })
      .finally(() => inFlight.delete(order.id))
    inFlight.set(order.id, run)
  }

  async function pass() {
    do {
      again = false
      for (const order of await dueOrders(options.db, BATCH)) {
        if (!inFlight.has(order.id) && !stopped) start(order)
      }
    } while (again && !stopped)
    const wait = await nextSettlement(options.db)
    // Due now means an attempt is running or just failed: look again shortly, not at once.
    if (wait !== undefined) schedule(wait <= 0 ? options.retryMs : Math.ceil(wait) + 5)
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
        schedule(options.retryMs)
      })
      .finally(() => {
        running = undefined
      })
  }

  return {
    kick,
    /** No new attempt starts; resolves once the running ones have let go (receipt waits end early). */
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      await Promise.all(inFlight.values())
    },
  }
}
