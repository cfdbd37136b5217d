// The convert calls' shapes, declared once for the kit and the cloud in @airlock/protocol/cloud-api.
export {
  NATIVE_TOKEN_ADDRESS,
  type SwapAllowanceResponse,
  type SwapApproveResponse,
  type SwapBuildTransactionRequest,
  type SwapBuildTransactionResponse,
  type SwapGasPriceResponse,
  type SwapQuote,
  type SwapQuotesResponse,
  type SwapTokenInfo,
  type SwapTokensResponse,
  type SwapTransaction,
} from '@airlock/protocol/cloud-api'
