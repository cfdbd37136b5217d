import { BundlerErrorCode, BundlerRpcError, invalidParams } from '../bundler/errors.ts'
import { registerJsonRpcRoute } from '../bundler/jsonrpcRoute.ts'
import { createNodeRequest } from '../bundler/node.ts'
import { chainOfQuery, erc4337Of } from '../bundler/routes.ts'
import type { RouteModule } from '../context.ts'
import { createSponsor, type Sponsor } from './sponsor.ts'

/**
 * The cloud's ERC-7677 paymaster: POST /v1/paymaster?projectId=…&chainId=eip155:… answers
 * pm_getPaymasterStubData and pm_getPaymasterData (what viem's createPaymasterClient calls) for every chain
 * whose erc4337 option has a `paymaster`, signing for its VerifyingPaymaster v0.7.
 */
export const paymasterRoutes: RouteModule = (app, ctx) => {
  const sponsors = new Map<string, Sponsor>()
  for (const chain of ctx.chains.values()) {
    const config = erc4337Of(chain)
    if (!config?.paymaster) continue
    sponsors.set(
      chain.caipNetworkId,
      createSponsor({
        chainId: Number(chain.caipNetworkId.split(':')[1]),
        config: { ...config, paymaster: config.paymaster },
        node: createNodeRequest(chain, ctx.upstreamTimeoutMs),
      }),
    )
  }
  registerJsonRpcRoute(app, {
    path: '/v1/paymaster',
    preHandler: ctx.requireProject,
    resolve(query) {
      const sponsor = chainOfQuery(query, sponsors, ctx.chains, 'paymaster')
      return async (method, params) => {
        if (params !== undefined && !Array.isArray(params)) {
          throw invalidParams('Invalid params: expected an array of positional parameters')
        }
        if (method === 'pm_getPaymasterStubData') return sponsor.stubData(params ?? [])
        if (method === 'pm_getPaymasterData') return sponsor.data(params ?? [])
        throw new BundlerRpcError(
          BundlerErrorCode.METHOD_NOT_FOUND,
          `The method ${method} does not exist / is not available on the Airlock paymaster`,
        )
      }
    },
  })
}
