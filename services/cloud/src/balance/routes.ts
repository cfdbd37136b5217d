import { z } from 'zod'
import { createBlockCache } from '../chains/blockCache.ts'
import { selectChains } from '../chains/select.ts'
import type { ChainService } from '../chains/services.ts'
import type { RouteModule } from '../context.ts'
import { evmAddressSchema } from '../evm/address.ts'
import { baseUrlOf } from '../http/baseUrl.ts'
import { HttpError } from '../http/errors.ts'
import { type Holding, readHoldings } from './read.ts'

const paramsSchema = z.object({ address: evmAddressSchema })
const querySchema = z
  .object({
    currency: z
      .literal('usd', { errorMap: () => ({ message: 'Only currency=usd is supported' }) })
      .default('usd'),
    chainId: z.string().optional(),
    forceUpdate: z.enum(['true', 'false']).optional(),
  })
  .passthrough()

/**
 * GET /v1/account/{address}/balance (spec section 7): native and ERC-20 balances with USD prices. Answers
 * are cached per address until the chain's next block; forceUpdate=true reads again regardless.
 */
export const balanceRoutes: RouteModule = (app, ctx) => {
  const cache = createBlockCache<Holding[]>()

  app.get('/v1/account/:address/balance', { preHandler: ctx.requireProject }, async (request) => {
    const { address } = paramsSchema.parse(request.params)
    const query = querySchema.parse(request.query)
    const services = selectChains(ctx.chainServices, query.chainId).map(
      (id) => ctx.chainServices.get(id) as ChainService,
    )
    const perChain = await Promise.all(
      services.map(async (service) => {
        const block = await service.head.current()
        const key = `${service.config.caipNetworkId}:${address}`
        const read = () => readHoldings(ctx.db, service, address, block)
        return query.forceUpdate === 'true' ? read() : cache.get(key, block, read)
      }),
    ).catch((error: unknown) => {
      if (error instanceof HttpError) throw error
      request.log.warn({ err: error }, 'balance read failed')
      throw new HttpError(502, 'The chain node could not be read; try again shortly')
    })
    const base = baseUrlOf(request)
    return {
      balances: perChain
        .flat()
        .map(({ iconPath, ...entry }) => ({ ...entry, iconUrl: `${base}${iconPath}` })),
    }
  })
}
