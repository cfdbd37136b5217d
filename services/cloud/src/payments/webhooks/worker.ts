import { PAYMENT_WEBHOOK_SIGNATURE_HEADER } from '@airlock/protocol/cloud-api'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/types.ts'
import { errorMessage } from '../../errors.ts'
import { claimDueDeliveries, type DueDelivery, nextDeliveryIn, recordAttempt } from './deliveries.ts'
import { webhookEndpointOf } from './endpoint.ts'
import { signatureHeader } from './signature.ts'

/** Deliveries taken by one pass. */
const BATCH = 10

export interface WebhookWorkerOptions {
  db: Db
  log: FastifyBaseLogger
  /** The wait after each failed attempt, in order; one attempt more than the list is long. */
  retryDelaysMs: readonly number[]
  /** How long a receiver has to answer. */
  timeoutMs: number
  /** The longest wait between two looks at the queue (events another instance queued are seen this late). */
  pollMs: number
}

/**
 * Sends the queued payment events to the projects' webhook URLs: at once when kicked (an event was just
 * queued), when the next retry is due, and at least every `pollMs`. Every instance runs one; a delivery is
 * claimed before it is sent, so two instances never send it at once.
 */
export function createWebhookWorker(options: WebhookWorkerOptions) {
  const { db, log } = options
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = false
  const abort = new AbortController()

  async function attempt(delivery: DueDelivery) {
    const endpoint = await webhookEndpointOf(db, delivery.projectId)
    const retryInMs = options.retryDelaysMs[delivery.attempts]
    if (!endpoint) {
      await recordAttempt(db, delivery, {
        url: '',
        error: 'The project has no webhook any more',
        delivered: false,
      })
      return
    }
    let statusCode: number | undefined
    let error: string | undefined
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Airlock-Webhooks/1',
          [PAYMENT_WEBHOOK_SIGNATURE_HEADER]: signatureHeader(
            endpoint.secret,
            delivery.body,
            Math.floor(Date.now() / 1000),
          ),
        },
        body: delivery.body,
        // A redirect is not followed: the signed body goes only where the project said.
        redirect: 'manual',
        signal: AbortSignal.any([abort.signal, AbortSignal.timeout(options.timeoutMs)]),
      })
      statusCode = response.status
      await response.body?.cancel()
    } catch (cause) {
      error = errorMessage(cause)
    }
    if (stopped && statusCode === undefined) return // Cut off by close(): the next start sends it again.
    const delivered = statusCode !== undefined && statusCode >= 200 && statusCode < 300
    await recordAttempt(db, delivery, {
      url: endpoint.url,
      delivered,
      ...(statusCode === undefined ? {} : { statusCode }),
      ...(error === undefined ? {} : { error }),
      ...(retryInMs === undefined ? {} : { retryInMs }),
    })
    if (!delivered) {
      log.warn(
        { delivery: delivery.id, statusCode, err: error, retryInMs },
        retryInMs === undefined
          ? 'payment webhook failed, no attempts left'
          : 'payment webhook will be retried',
      )
    }
  }

  function schedule(ms: number) {
    clearTimeout(timer)
    if (stopped) return
    timer = setTimeout(kick, Math.max(0, ms))
    timer.unref()
  }

  async function pass() {
    do {
      again = false
      const due = await claimDueDeliveries(db, BATCH, options.timeoutMs + 5_000)
      await Promise.all(due.map(attempt))
      if (due.length === BATCH) again = true
    } while (again && !stopped)
    const wait = await nextDeliveryIn(db)
    schedule(wait === undefined ? options.pollMs : Math.min(options.pollMs, Math.ceil(wait) + 5))
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
        log.error({ err: error }, 'payment webhook pass failed')
        schedule(options.pollMs)
      })
      .finally(() => {
        running = undefined
      })
  }

  return {
    kick,
    /** No new attempt starts; attempts in flight are cut off (sent again by the next start). */
    async stop() {
      stopped = true
      clearTimeout(timer)
      abort.abort()
      await running
    },
  }
}
