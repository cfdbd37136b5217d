import { NATIVE_TOKEN_ADDRESS } from '@airlock/protocol/cloud-api'
import type { Address } from 'viem'
import { z } from 'zod'
import type { RouteModule } from '../context.ts'
import { baseUrlOf } from '../http/baseUrl.ts'
import { HttpError } from '../http/errors.ts'

const CAIP10 = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):(0x[0-9a-fA-F]{40})$/

const bodySchema = z
  .object({
    currency: z.literal('usd', { errorMap: () => ({ message: 'Only currency usd is supported' }) }),
    addresses: z
      .array(z.string().regex(CAIP10, 'Expected a CAIP-10 token address such as eip155:1:0x…'))
      .min(1)
      .max(100),
    projectId: z.string().optional(),
  })
  .strict()

/**
 * POST /v1/fungible/price: USD prices of tokens named by CAIP-10 address, from the chain's
 * AMM reserves at its latest block. Tokens the cloud does not know are left out of the answer.
 */
export const priceRoutes: RouteModule = (app, ctx) => {
  app.post('/v1/fungible/price', { preHandler: ctx.requireProject }, async (request) => {
    const body = bodySchema.parse(request.body)
    const base = baseUrlOf(request)
    const wanted = body.addresses.map((caip) => {
      const [, chainId, address] = CAIP10.exec(caip) as RegExpExecArray
      const service = ctx.chainServices.get(chainId as string)
      if (!service) throw new HttpError(400, `Unsupported chain: ${chainId}`)
      return { caip, service, address: (address as string).toLowerCase() as Address }
    })
    const fungibles = await Promise.all(
      wanted.map(async ({ caip, service, address }) => {
        const native = address === NATIVE_TOKEN_ADDRESS
        const [token] = native
          ? [service.native]
          : await ctx.db.query<{ name: string; symbol: string }>(
              `select name, symbol from tokens where chain_id = $1 and address = $2 and standard = 'erc20'`,
              [service.config.caipNetworkId, address],
            )
        if (!token) return []
        const block = await service.head.current()
        const price = await service.usdPrice(native ? 'native' : address, block)
        return [
          {
            name: token.name,
            symbol: token.symbol,
            iconUrl: `${base}/public/getTokenImage/${encodeURIComponent(token.symbol)}`,
            price,
            address: caip,
          },
        ]
      }),
    ).catch((error: unknown) => {
      if (error instanceof HttpError) throw error
      request.log.warn({ err: error }, 'price read failed')
      throw new HttpError(502, 'The chain node could not be read; try again shortly')
    })
    return { fungibles: fungibles.flat() }
  })
}
