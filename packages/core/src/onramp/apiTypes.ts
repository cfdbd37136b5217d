import type { CaipNetworkId } from '../types.ts'

/**
 * The onramp calls of spec section 7, as the cloud answers them. Fiat and token amounts are decimal strings
 * ("50.00", "49.12"), never numbers, so no float rounds a price the visitor pays.
 */

/** Spec section 3: one network a purchase currency can be bought on. */
export interface OnRampNetwork {
  /** The provider's network slug ("ethereum-mainnet", "polygon-mainnet", "airlock-devnet"). */
  name: string
  display_name: string
  /** Decimal EVM chain id ("1", "137", "31337"). */
  chain_id: string
  /** The token contract; empty for the network's native coin. */
  contract_address: string
}

/** Spec section 3, "On-ramp purchase currency". */
export interface OnRampPurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: OnRampNetwork[]
}

/** One payment method's limits in a payment currency, as decimal strings ("10.00", "7500.00"). */
export interface PaymentMethodLimit {
  /** "card" or "ach_bank_account". */
  id: string
  min: string
  max: string
}

/** Spec section 3, "Payment currency". */
export interface OnRampPaymentCurrency {
  /** ISO 4217 code: "USD", "EUR". */
  id: string
  payment_method_limits: PaymentMethodLimit[]
}

/**
 * A provider the cloud offers, beyond the spec's two-type model: the kit shows these and knows which kind of
 * checkout each opens. `session` providers (Coinbase-type) get their checkout URL from
 * POST /v1/generators/onrampurl; `url` providers (Meld-type) take their parameters on `url` (spec section 4).
 */
export interface OnRampProviderInfo {
  /** The string the remote `onramp` feature lists ("coinbase", "meld"). */
  name: string
  label: string
  type: 'session' | 'url'
  /** The provider's fee in percent of the payment, within the spec's 1-2% range. */
  feePercent: number
  /** True when this is the cloud's own sandbox checkout, not a real provider. */
  sandbox: boolean
  /** `url` providers: the checkout page the kit puts its query parameters on. */
  url?: string
  /** `url` providers: the public key the URL carries. */
  publicKey?: string
}

/** GET /v1/onramp/options */
export interface OnRampOptionsResponse {
  purchaseCurrencies: OnRampPurchaseCurrency[]
  paymentCurrencies: OnRampPaymentCurrency[]
  /** Not in the spec's answer: the providers this cloud serves (absent from older clouds). */
  providers?: OnRampProviderInfo[]
}

/** POST /v1/onramp/quote body. */
export interface OnRampQuoteRequest {
  /** The purchase currency's id. */
  purchaseCurrency: string
  /** The payment currency's id ("USD"). */
  paymentCurrency: string
  /** Fiat the visitor pays, a decimal string ("50.00"); the spec's default is "0". */
  amount: string
  /** Spec section 7: the purchase currency's symbol ("USDC"). */
  network: string
  /** Which network the tokens arrive on (CAIP-2), so the network fee is that network's. */
  chainId?: CaipNetworkId
  /** "card" (default) or "ach_bank_account": the limits that apply. */
  paymentMethod?: string
  /** The provider quoting ("coinbase" by default). */
  provider?: string
}

/** An amount with its currency (fiat code or token symbol). */
export interface OnRampAmount {
  amount: string
  currency: string
}

/** Spec section 3, "On-ramp quote", answered by POST /v1/onramp/quote. */
export interface OnRampQuote {
  /** The provider's fee (spec name kept for every provider). */
  coinbaseFee: OnRampAmount
  /** The delivery transaction's cost on the network, at its current gas price, in the payment currency. */
  networkFee: OnRampAmount
  /** What buys tokens: the total less both fees. */
  paymentSubtotal: OnRampAmount
  /** What the visitor pays. */
  paymentTotal: OnRampAmount
  /** The tokens delivered, in the purchase currency's symbol. */
  purchaseAmount: OnRampAmount
  quoteId: string
}

/** POST /v1/generators/onrampurl body (spec section 7), plus the fields a sandbox session needs. */
export interface OnRampUrlRequest {
  /** Coinbase-style: where the tokens go and on which networks (network slugs) and assets (symbols). */
  destinationWallets: { address: string; blockchains?: string[]; assets?: string[] }[]
  /** The network slug the checkout opens on. */
  defaultNetwork: string
  /** The dapp's id for the visitor; the kit sends a fresh random id per purchase. */
  partnerUserId: string
  defaultExperience: 'buy'
  presetCryptoAmount?: number
  presetFiatAmount?: number
  /** Beyond the spec: the purchase and payment currency and method the checkout opens with. */
  defaultAsset?: string
  fiatCurrency?: string
  defaultPaymentMethod?: string
  quoteId?: string
  provider?: string
}

/** POST /v1/generators/onrampurl answer; `sessionId` names the order to follow. */
export interface OnRampUrlResponse {
  url: string
  sessionId?: string
}

/** Order states the sandbox and the status call report. */
export type OnRampOrderStatus = 'created' | 'pending' | 'completed' | 'failed'

/**
 * POST /v1/onramp/orders: the kit announces a Meld-type checkout it is about to open under `id` (the
 * externalSessionId of its URL), so that asking about the order before the checkout page has created it is an
 * order on its way rather than an unknown one.
 */
export interface OnRampAwaitRequest {
  id: string
  provider: string
}

/** GET /v1/onramp/orders/{id} of an announced checkout whose page has not created the order yet. */
export interface OnRampAwaitingCheckout {
  id: string
  provider: string
  status: 'awaiting_checkout'
}

/** GET /v1/onramp/orders/{sessionId}: a purchase as the provider reports it. */
export interface OnRampOrder {
  /** The session id (Coinbase-type) or external session id (Meld-type) the kit put on the checkout URL. */
  id: string
  provider: string
  status: OnRampOrderStatus
  /** Why a failed order failed ("Your card was declined."). */
  failureReason?: string
  /** The delivery transaction, once sent. */
  transactionHash?: string
  /** CAIP-2 network the tokens go to, and the wallet. */
  chainId: CaipNetworkId
  address: string
  purchaseAmount: OnRampAmount
  paymentTotal: OnRampAmount
  /** "card" or "ach_bank_account". */
  paymentMethod?: string
  createdAt: string
  updatedAt: string
}
