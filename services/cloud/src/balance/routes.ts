import { z } from 'zod'
import { createBlockCache } from '../chains/blockCache.ts'
import { selectChains } from '../chains/select.ts'
import type { ChainService } from '../chains/services.ts'
import type { RouteModule } from '../context.ts'
import { evmAddressSchema } from '../evm/address.ts'
import { baseUrlOf } from '../http/baseUrl.ts'
import { fromChainNode } from '../http/nodeRead.ts'
import { nonEvmAccount } from './nonEvm.ts'
import { readNonEvmHoldings } from './nonEvmRead.ts'
import { type Holding, readHoldings } from './read.ts'

const rawParamsSchema = z.object({ address: z.string() })
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
 * GET /v1/account/{address}/balance: native and ERC-20 balances with USD prices. Answers
 * are cached per address until the chain's next block; forceUpdate=true reads again regardless. Solana
 * (SOL + SPL) and Bitcoin (BTC) accounts answer in the same shape, read from their nodes on each call.
 */
export const balanceRoutes: RouteModule = (app, ctx) => {
  const cache = createBlockCache<Holding[]>()

  app.get('/v1/account/:address/balance', { preHandler: ctx.requireProject }, async (request) => {
    // Solana and Bitcoin accounts (src/solana, src/bitcoin) are read from their own nodes, uncached.
    const raw = rawParamsSchema.parse(request.params)
    const rawChainId = (request.query as { chainId?: unknown } | undefined)?.chainId
    const other = nonEvmAccount(ctx, raw.address, typeof rawChainId === 'string' ? rawChainId : undefined)
    let read: () => Promise<Holding[] | Holding[][]>
    if (other) {
      querySchema.parse(request.query)
      read = () => readNonEvmHoldings(ctx, other)
    } else {
      const { address } = paramsSchema.parse(request.params)
      const query = querySchema.parse(request.query)
      const services = selectChains(ctx.chainServices, query.chainId).map(
        (id) => ctx.chainServices.get(id) as ChainService,
      )
      read = () =>
        Promise.all(
          services.map(async (service) => {
            const block = await service.head.current()
            const key = `${service.config.caipNetworkId}:${address}`
            const read = () => readHoldings(ctx.db, service, address, block)
            return query.forceUpdate === 'true' ? read() : cache.get(key, block, read)
          }),
        )
    }
    const perChain = await fromChainNode(request, 'balance read failed', read)
    const base = baseUrlOf(request)
    return {
      balances: perChain
        .flat()
        .map(({ iconPath, ...entry }) => ({ ...entry, iconUrl: `${base}${iconPath}` })),
    }
  })
}
