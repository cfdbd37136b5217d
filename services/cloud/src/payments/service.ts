import type { FastifyBaseLogger } from 'fastify'
import type { ChainService } from '../chains/services.ts'
import type { Db } from '../db/types.ts'
import type { PaymentsOptions } from './config.ts'
import { startPaymentWatcher } from './watcher.ts'
import { createWebhookWorker } from './webhooks/worker.ts'

export interface PaymentsService {
  /** Stops reading the chains and sending webhooks; what is left is picked up by the next start. */
  close(): Promise<void>
}

/**
 * Starts what payment intents need besides their routes: the watcher of the chains' payments contracts and
 * the webhook worker, which first sends whatever a stopped cloud left queued.
 */
export function startPayments(deps: {
  options: PaymentsOptions
  services: ReadonlyMap<string, ChainService>
  db: Db
  log: FastifyBaseLogger
}): PaymentsService {
  const chains = [...deps.services.values()].filter((service) => service.config.payments)
  // Without a chain that takes payments no intent can change, so no event is ever queued.
  if (chains.length === 0) return { close: async () => {} }
  const webhooks = createWebhookWorker({
    db: deps.db,
    log: deps.log,
    retryDelaysMs: deps.options.webhookRetryDelaysMs,
    timeoutMs: deps.options.webhookTimeoutMs,
    pollMs: deps.options.pollMs,
  })
  const watcher = startPaymentWatcher({
    db: deps.db,
    chains,
    log: deps.log,
    pollMs: deps.options.pollMs,
    leaseMs: deps.options.leaseMs,
    maxBlocksPerRead: deps.options.maxBlocksPerRead,
    changed: () => webhooks.kick(),
  })
  webhooks.kick()
  return {
    async close() {
      await watcher.stop()
      await webhooks.stop()
    },
  }
}
