import { custom, defineChain } from 'viem'
import { networkName } from '../approval/describe.ts'
import type { Gateway } from '../rpc/gateway.ts'

/*
 * viem clients of the frame talk to a chain through the cloud's RPC gateway, never a node URL of their own: the
 * chain they are given has no rpcUrls, the transport is the gateway's.
 */

/**
 * The viem chain for `chainId` (named as the approval cards name it, no RPC URL).
 *
 * @example
 * ```ts
 * createClient({ chain: gatewayChain(31337), transport: gatewayTransport(gateway, 31337) })
 * ```
 */
export function gatewayChain(chainId: number) {
  return defineChain({
    id: chainId,
    name: networkName(chainId),
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  })
}

/**
 * A viem transport that sends every request of `chainId` through the gateway. No retries: viem probes methods a
 * node may lack (eth_fillTransaction) and falls back at once.
 *
 * @example
 * ```ts
 * createWalletClient({ account, chain: gatewayChain(chainId), transport: gatewayTransport(gateway, chainId) })
 * ```
 */
export function gatewayTransport(gateway: Pick<Gateway, 'request'>, chainId: number) {
  return custom(
    { request: ({ method, params }) => gateway.request(chainId, method, params) },
    { retryCount: 0 },
  )
}
