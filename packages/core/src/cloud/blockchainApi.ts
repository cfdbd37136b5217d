import type { BalanceResponse, HistoryResponse, IdentityResponse } from '../api/blockchainTypes.ts'
import type { CaipNetworkId } from '../types.ts'
import type { CloudHttp } from './http.ts'

/** Token prices are quoted in this currency: balances show their value in US dollars. */
export const PRICE_CURRENCY = 'usd'

/** GET /v1/supported-chains: the CAIP-2 ids the gateway answers JSON-RPC for. */
export interface SupportedChains {
  http: string[]
  ws: string[]
}

/** The cloud's blockchain API calls (balances, activity, identity, gas, the RPC gateway), as it answers them. */
export function createBlockchainApi(http: CloudHttp) {
  return {
    balance: (address: string, options: { chainId?: CaipNetworkId; forceUpdate?: boolean } = {}) =>
      http.get<BalanceResponse>(`v1/account/${encodeURIComponent(address)}/balance`, {
        currency: PRICE_CURRENCY,
        chainId: options.chainId,
        forceUpdate: options.forceUpdate,
      }),
    history: (
      account: string,
      options: { cursor?: string; chainId?: CaipNetworkId; onramp?: string; limit?: number } = {},
    ) => http.get<HistoryResponse>(`v1/account/${encodeURIComponent(account)}/history`, options),
    identity: (address: string, options: { sender?: string } = {}) =>
      http.get<IdentityResponse>(`v1/identity/${encodeURIComponent(address)}`, options),
    /**
     * The chain RPC gateway for a network (with a cloud, every network reads through it); `url` adds the
     * project id.
     */
    rpcUrl: (chainId: CaipNetworkId) => http.url('v1/', { chainId }),
    /** The networks the RPC gateway serves (CAIP-2 ids), over HTTP and over WebSocket. */
    supportedChains: () => http.get<SupportedChains>('v1/supported-chains'),
  }
}
