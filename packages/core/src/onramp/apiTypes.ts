// The on-ramp calls' shapes, declared once for the kit and the cloud in @airlock/protocol/cloud-api.
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
} from '@airlock/protocol/cloud-api'
