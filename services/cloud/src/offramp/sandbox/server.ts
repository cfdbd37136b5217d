import { timingSafeEqual } from 'node:crypto'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import type { Hex } from 'viem'
import { z } from 'zod'
import type { ChainService } from '../../chains/services.ts'
import type { Db } from '../../db/types.ts'
import { HttpError, registerErrorHandlers } from '../../http/errors.ts'
import { registerSecurityHeaders } from '../../http/securityHeaders.ts'
import { findOrder, updateOrder } from '../store.ts'
import { depositAccount } from './keys.ts'
import { LATE_DEPOSIT_WATCH_MS } from './watcher.ts'

/** The header the cloud proves itself with: the sandbox takes orders from its own cloud only. */
export const SANDBOX_KEY_HEADER = 'x-offramp-sandbox-key'

const depositBody = z.object({
  orderId: z.string().regex(/^off_[1-9A-HJ-NP-Za-km-z]{24}$/, 'orderId: an off_ order id'),
})

/**
 * The off-ramp sandbox's own origin: the provider API the cloud creates orders at. POST /v1/deposits issues
 * the deposit address of a created order (a key of its own, derived from the treasury key, kept here) and
 * starts watching it; the watcher (watcher.ts) does the rest.
 */
export function createOfframpSandboxServer(deps: {
  db: Db
  services: ReadonlyMap<string, ChainService>
  treasuryKeyOf(chainId: string): Hex | undefined
  /** What the cloud sends in SANDBOX_KEY_HEADER. */
  apiKey: string
  log: FastifyBaseLogger
}): FastifyInstance {
  const app = Fastify({ loggerInstance: deps.log.child({ service: 'offramp-sandbox' }) })
  registerSecurityHeaders(app)
  registerErrorHandlers(app)
  const expected = Buffer.from(deps.apiKey)
  app.addHook('onRequest', async (request) => {
    const given = Buffer.from(String(request.headers[SANDBOX_KEY_HEADER] ?? ''))
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(401, `The sandbox takes orders from its cloud only (${SANDBOX_KEY_HEADER})`)
    }
  })

  app.post('/v1/deposits', async (request) => {
    const { orderId } = depositBody.parse(request.body)
    const order = await findOrder(deps.db, orderId)
    if (!order) throw new HttpError(404, `No order ${orderId}`)
    if (order.depositAddress) return { address: order.depositAddress }
    const key = deps.treasuryKeyOf(order.chainId)
    const service = deps.services.get(order.chainId)
    if (!key || !service) {
      throw new HttpError(
        503,
        `The off-ramp sandbox has no treasury on ${order.chainId}: the operator sets offramp.sandbox.treasuryKey, the chain's onramp treasuryKey or ONRAMP_TREASURY_KEY`,
      )
    }
    const address = depositAccount(key, order.id).address.toLowerCase()
    const head = await service.client.getBlockNumber()
    // Watching starts at this block, unless other orders are watched already (their deposits may be older).
    await deps.db.query(
      `insert into offramp_watch (chain_id, next_block) values ($1, $2)
       on conflict (chain_id) do update set next_block = excluded.next_block
       where not exists (select 1 from offramp_orders where chain_id = $1 and deposit_address is not null
         and status in ('awaiting_deposit', 'expired') and expires_at > $3)`,
      [order.chainId, head.toString(), new Date(Date.now() - LATE_DEPOSIT_WATCH_MS).toISOString()],
    )
    const issued = await updateOrder(
      deps.db,
      order.id,
      `status = 'created' and deposit_address is null`,
      `status = 'awaiting_deposit', deposit_address = $2`,
      [address],
    )
    return { address: issued?.depositAddress ?? (await findOrder(deps.db, orderId))?.depositAddress }
  })

  return app
}
