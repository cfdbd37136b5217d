import type { CaipNetworkId } from './caip.ts'

/**
 * The on-ramp calls, as the cloud answers them: GET /v1/onramp/options, POST /v1/onramp/quote,
 * POST /v1/generators/onrampurl and /v1/onramp/orders. Their field names follow Coinbase's on-ramp API, so a
 * kit written against Coinbase reads them. Fiat and token amounts are decimal strings ("50.00", "49.12"),
 * never numbers, so no float rounds a price the visitor pays.
 */

/** One network a purchase currency can be bought on. */
export interface OnRampNetwork {
  /** The provider's network slug ("ethereum-mainnet", "polygon-mainnet", "airlock-devnet"). */
  name: string
  display_name: string
  /** Decimal EVM chain id ("1", "137", "31337"). */
  chain_id: string
  /** The token contract; empty for the network's native coin. */
  contract_address: string
}

/** A currency the visitor can buy, and the networks it is delivered on. */
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

/** A fiat currency the visitor can pay in, with each payment method's limits in it. */
export interface OnRampPaymentCurrency {
  /** ISO 4217 code: "USD", "EUR". */
  id: string
  payment_method_limits: PaymentMethodLimit[]
}

/**
 * A provider the cloud offers: the kit shows these and knows which kind of checkout each opens. `session`
 * providers (Coinbase-type) get their checkout URL from POST /v1/generators/onrampurl; `url` providers
 * (Meld-type) take their parameters on `url`.
 */
export interface OnRampProviderInfo {
  /** The string the remote `onramp` feature lists ("coinbase", "meld"). */
  name: string
  label: string
  type: 'session' | 'url'
  /** The provider's fee in percent of the payment, within ONRAMP_PROVIDER_FEE_RANGE (1 to 2). */
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
  /** Not in Coinbase's answer: the providers this cloud serves (absent from older clouds). */
  providers?: OnRampProviderInfo[]
}

/** POST /v1/onramp/quote body. */
export interface OnRampQuoteRequest {
  /** The purchase currency's id. */
  purchaseCurrency: string
  /** The payment currency's id ("USD"). */
  paymentCurrency: string
  /** Fiat the visitor pays, a decimal string ("50.00"); "0" when the visitor has not typed an amount. */
  amount: string
  /** Despite its name, the purchase currency's symbol ("USDC"), as Coinbase's quote call takes it. */
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

/** What a purchase costs and delivers, answered by POST /v1/onramp/quote. */
export interface OnRampQuote {
  /** The provider's fee (Coinbase's field name, kept for every provider). */
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

/** POST /v1/generators/onrampurl body (Coinbase's fields), plus the fields a sandbox session needs. */
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
  /** Beyond Coinbase's fields: the purchase and payment currency and method the checkout opens with. */
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
