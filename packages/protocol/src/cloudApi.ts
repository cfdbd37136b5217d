/**
 * The shapes the kit and the cloud exchange over the cloud's HTTP API, declared once for both sides
 * (@airlock/protocol/cloud-api): the cloud answers with them, the kit reads them. Types only, besides the few
 * constants both sides must agree on (the native token's address, a project's default features, the on-ramp's
 * default currencies and limits, the tags of what the relay publishes for a client, the payment intents'
 * EIP-712 type and webhook header). The verify service's attestation claims are here too.
 */

export type { BalanceEntry, BalanceResponse, IdentityResponse, PriceResponse } from './cloudApi/account.ts'
export type { CaipAddress, CaipNetworkId, ChainNamespace } from './cloudApi/caip.ts'
export {
  DEFAULT_REMOTE_FEATURES,
  type RemoteFeatureFlags,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from './cloudApi/features.ts'
export type {
  HistoryResponse,
  OperationType,
  Transaction,
  TransactionApproval,
  TransactionStatus,
  TransactionTransfer,
} from './cloudApi/history.ts'
export type {
  OffRampBankAccount,
  OffRampOptionsResponse,
  OffRampOrder,
  OffRampOrderRequest,
  OffRampOrderStatus,
  OffRampPayoutCurrency,
  OffRampProviderInfo,
  OffRampQuote,
  OffRampQuoteRequest,
  OffRampSellCurrency,
} from './cloudApi/offramp.ts'
export type {
  OnRampAmount,
  OnRampAwaitingCheckout,
  OnRampAwaitRequest,
  OnRampNetwork,
  OnRampOptionsResponse,
  OnRampOrder,
  OnRampOrderStatus,
  OnRampPaymentCurrency,
  OnRampProviderInfo,
  OnRampPurchaseCurrency,
  OnRampQuote,
  OnRampQuoteRequest,
  OnRampUrlRequest,
  OnRampUrlResponse,
  PaymentMethodLimit,
} from './cloudApi/onramp.ts'
export {
  DEFAULT_PAYMENT_METHOD_LIMITS,
  DEFAULT_PURCHASE_CURRENCIES,
  ETH_CURRENCY_ID,
  ONRAMP_PROVIDER_FEE_RANGE,
  type PaymentMethodId,
  USDC_CURRENCY_ID,
  USDC_MAINNET_NETWORKS,
} from './cloudApi/onrampDefaults.ts'
export {
  PAYMENT_INTENT_DOMAIN_NAME,
  PAYMENT_INTENT_DOMAIN_VERSION,
  PAYMENT_INTENT_TYPES,
  PAYMENT_WEBHOOK_SIGNATURE_HEADER,
  type PaymentConfirmation,
  type PaymentCreateRequest,
  type PaymentIntent,
  type PaymentIntentOnchain,
  type PaymentQuote,
  type PaymentQuoteRequest,
  type PaymentStatus,
  type PaymentWebhookEvent,
} from './cloudApi/payments.ts'
export { RELAY_SESSION_PUBLISHES } from './cloudApi/relay.ts'
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
} from './cloudApi/swap.ts'
export type { WalletListing, WalletsPage } from './cloudApi/wallets.ts'
export type { AttestationClaims } from './verify/jwt.ts'
