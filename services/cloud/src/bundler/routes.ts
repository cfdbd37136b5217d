import type { ChainConfig } from '../chains/config.ts'
import type { RouteModule } from '../context.ts'
import { erc4337ChainSchema, type ResolvedErc4337Config } from './config.ts'
import { BundlerErrorCode, BundlerRpcError } from './errors.ts'
import { registerJsonRpcRoute } from './jsonrpcRoute.ts'
import { type BundlerService, createBundlerService } from './service.ts'

/** Bundler names the route answers to (`bundler` query): this cloud is its own bundler. */
const BUNDLER_NAMES = new Set(['airlock'])

/** A configured chain's erc4337 option, resolved (defaults applied); undefined when it has none. */
export function erc4337Of(chain: ChainConfig): ResolvedErc4337Config | undefined {
  return chain.erc4337 === undefined ? undefined : erc4337ChainSchema.parse(chain.erc4337)
}

/** The chain of a request's `chainId` query, refused in the JSON-RPC form when it is not served. */
export function chainOfQuery<T>(
  query: Record<string, unknown>,
  services: ReadonlyMap<string, T>,
  chains: ReadonlyMap<string, ChainConfig>,
  what: string,
): T {
  const { chainId } = query
  if (typeof chainId !== 'string' || chainId === '') {
    throw new BundlerRpcError(
      BundlerErrorCode.INVALID_PARAMS,
      'chainId is required, e.g. chainId=eip155:31337',
    )
  }
  const service = services.get(chainId)
  if (service) return service
  if (!chains.has(chainId)) throw new BundlerRpcError(BundlerErrorCode.INVALID_PARAMS, 'Unsupported chain')
  throw new BundlerRpcError(
    BundlerErrorCode.INVALID_PARAMS,
    `Unsupported chain: ${chainId} has no ${what} (its erc4337 option is not configured)`,
  )
}

/**
 * The cloud's own ERC-4337 bundler: POST /v1/bundler?projectId=…&chainId=eip155:…&bundler=airlock
 * answers the bundler JSON-RPC methods (eth_sendUserOperation, eth_estimateUserOperationGas,
 * eth_getUserOperationReceipt, eth_getUserOperationByHash, eth_supportedEntryPoints, eth_chainId) for every
 * chain with an `erc4337` option.
 */
export const bundlerRoutes: RouteModule = (app, ctx) => {
  const services = new Map<string, BundlerService>()
  for (const chain of ctx.chains.values()) {
    const config = erc4337Of(chain)
    if (config) services.set(chain.caipNetworkId, createBundlerService(chain, config, ctx.upstreamTimeoutMs))
  }
  registerJsonRpcRoute(app, {
    path: '/v1/bundler',
    preHandler: ctx.requireProject,
    resolve(query) {
      const { bundler } = query
      if (bundler !== undefined && (typeof bundler !== 'string' || !BUNDLER_NAMES.has(bundler))) {
        throw new BundlerRpcError(
          BundlerErrorCode.INVALID_PARAMS,
          `Unknown bundler ${String(bundler)}: this cloud bundles itself (bundler=airlock)`,
        )
      }
      const service = chainOfQuery(query, services, ctx.chains, 'bundler')
      return (method, params) => service.handle(method, params)
    },
  })
}
