import type {
  SwapAllowanceResponse,
  SwapApproveResponse,
  SwapBuildTransactionRequest,
  SwapBuildTransactionResponse,
  SwapGasPriceResponse,
  SwapQuotesResponse,
  SwapTokensResponse,
} from '@airlock/protocol/cloud-api'
import type { PriceResponse } from '../api/blockchainTypes.ts'
import type { CloudHttp } from '../cloud/http.ts'
import type { CaipAddress, CaipNetworkId } from '../types.ts'

export interface SwapQuoteParams {
  /** Smallest unit of `from`. */
  amount: string
  userAddress: CaipAddress
  from: CaipAddress
  to: CaipAddress
  /** Wei. */
  gasPrice?: string | undefined
}

/**
 * The cloud's six convert calls (/v1/convert/...), plus the price call the swap reads its token prices from.
 */
export function createConvertApi(http: CloudHttp, projectId: string) {
  return {
    tokens: (chainId: CaipNetworkId, signal?: AbortSignal) =>
      http.get<SwapTokensResponse>('v1/convert/tokens', { chainId }, signal),
    quotes: (params: SwapQuoteParams, signal?: AbortSignal) =>
      http.get<SwapQuotesResponse>('v1/convert/quotes', { ...params }, signal),
    allowance: (params: { tokenAddress: CaipAddress; userAddress: CaipAddress }, signal?: AbortSignal) =>
      http.get<SwapAllowanceResponse>('v1/convert/allowance', params, signal),
    gasPrice: (chainId: CaipNetworkId, signal?: AbortSignal) =>
      http.get<SwapGasPriceResponse>('v1/convert/gas-price', { chainId }, signal),
    /** `amount` makes the approval exactly what the swap spends, never an open-ended allowance. */
    buildApprove: (params: {
      userAddress: CaipAddress
      from: CaipAddress
      to: CaipAddress
      amount: string
    }) => http.get<SwapApproveResponse>('v1/convert/build-approve', params),
    buildTransaction: (body: Omit<SwapBuildTransactionRequest, 'projectId'>) =>
      http.post<SwapBuildTransactionResponse>('v1/convert/build-transaction', { ...body, projectId }),
    prices: (addresses: readonly CaipAddress[]) =>
      http.post<PriceResponse>('v1/fungible/price', { currency: 'usd', addresses, projectId }),
  }
}

export type ConvertApi = ReturnType<typeof createConvertApi>
