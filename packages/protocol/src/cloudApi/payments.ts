import type { CaipNetworkId } from './caip.ts'

/**
 * Payment intents: a shop's server asks the cloud for one (POST /v1/payments, with a secret key), the kit pays
 * it through the chain's payments contract, and the cloud marks it paid from the contract's event, never from
 * the kit's word. Amounts are decimal strings in the asset's units ("5", "12.50"), with the atomic integer
 * beside them as a decimal string, so no float rounds what a shop is owed.
 */

/** created -> paid, or created -> expired when `expiresAt` passes unpaid. Neither end state changes again. */
export type PaymentStatus = 'created' | 'paid' | 'expired'

/** POST /v1/payments: what the shop's server sends (Authorization: Bearer sk_…). */
export interface PaymentCreateRequest {
  /** The EVM address that receives the payment. */
  recipient: string
  /** CAIP-19 asset: `eip155:31337/erc20:0x…` for a token, `eip155:31337/slip44:60` for the native coin. */
  asset: string
  /** In the asset's units, e.g. "5" for 5 USDC. */
  amount: string
  /** The shop's own order reference, returned as given (1 to 200 characters). */
  reference: string
  /** Seconds until the intent expires: 60 to 604800 (7 days). Default 3600. */
  expiresIn?: number
}

/**
 * What the kit passes to the payments contract, signed by the cloud's intent signer (EIP-712 with
 * PAYMENT_INTENT_TYPES, domain PAYMENT_INTENT_DOMAIN_NAME / _VERSION, the chain id and the contract).
 */
export interface PaymentIntentOnchain {
  /** The payments contract on the intent's network. */
  contract: string
  /** bytes32: keccak256 of the intent id's UTF-8 bytes. The contract accepts one payment per id. */
  id: string
  recipient: string
  /** The ERC-20 contract, or the zero address for the native coin. */
  token: string
  /** The atomic amount, decimal string. */
  amount: string
  /** Unix seconds: the contract refuses the intent after this. */
  deadline: string
  /** 65-byte signature (0x r s v) over the EIP-712 PaymentIntent. */
  signature: string
}

/** A payment intent, as POST /v1/payments creates it and GET /v1/payments/{id} reports it. */
export interface PaymentIntent {
  /** `pay_` and 24 random base58 characters. */
  id: string
  projectId: string
  status: PaymentStatus
  /** CAIP-2 network of the asset, e.g. eip155:31337. */
  network: CaipNetworkId
  recipient: string
  asset: string
  /** The asset's symbol and decimals, read from the chain when the intent was made. */
  symbol: string
  decimals: number
  amount: string
  amountAtomic: string
  reference: string
  /** ISO 8601. */
  createdAt: string
  expiresAt: string
  onchain: PaymentIntentOnchain
  /** Set once paid: from the contract's PaymentReceived event. */
  payment?: PaymentConfirmation
}

/** The on-chain payment of an intent, as the cloud read it from the payments contract's event. */
export interface PaymentConfirmation {
  payer: string
  transactionHash: string
  blockNumber: string
  /** What the payer spent: the asset itself, or the token it was swapped from (zero address: the native coin). */
  tokenIn: string
  amountInAtomic: string
  /** ISO 8601: the block's time. */
  paidAt: string
}

/**
 * POST /v1/payments/quote (project-scoped, from the kit): how much of `payWith` buys exactly `amount` of
 * `asset` on the chain's AMM, for a payment through the payments contract.
 */
export interface PaymentQuoteRequest {
  /** CAIP-19 of the asset the recipient must receive. */
  asset: string
  /** Atomic amount of `asset`, decimal string. */
  amountAtomic: string
  /** CAIP-19 of what the payer spends instead. */
  payWith: string
  /** Basis points the input may rise between the quote and the transaction (default 50, 1 to 500). */
  slippageBps?: number
}

export interface PaymentQuote {
  asset: string
  amountAtomic: string
  payWith: string
  /** What the swap needs now, atomic. */
  amountInAtomic: string
  /** The most the payer allows: amountIn plus slippage. What the swap does not use stays with the payer. */
  maxAmountInAtomic: string
  slippageBps: number
  /** The AMM path, token addresses from payWith (wrapped native for the native coin) to the asset. */
  path: string[]
  /** The payments contract to call and, for a payment without an intent, the router. */
  contract: string
  router: string
}

/** The body the cloud POSTs to a project's webhook URL. */
export interface PaymentWebhookEvent {
  /** `evt_` and 24 random base58 characters: the same on every retry of one event. */
  id: string
  type: 'payment.paid' | 'payment.expired'
  /** ISO 8601: when the event happened. */
  createdAt: string
  data: PaymentIntent
}

/**
 * The webhook's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the
 * project's webhook secret>`. A receiver recomputes it and refuses a timestamp older than five minutes.
 */
export const PAYMENT_WEBHOOK_SIGNATURE_HEADER = 'airlock-signature'

export const PAYMENT_INTENT_DOMAIN_NAME = 'Airlock Payments'
export const PAYMENT_INTENT_DOMAIN_VERSION = '1'

/** The EIP-712 type the payments contract verifies intents with. */
export const PAYMENT_INTENT_TYPES = {
  PaymentIntent: [
    { name: 'id', type: 'bytes32' },
    { name: 'recipient', type: 'address' },
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const
