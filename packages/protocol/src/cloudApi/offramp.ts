import type { OnRampNetwork } from './onramp.ts'

/**
 * The off-ramp calls: selling tokens for money paid out to a bank account. GET /v1/offramp/options,
 * POST /v1/offramp/quote, POST /v1/offramp/orders, GET /v1/offramp/orders/{id}. Money and token amounts are
 * decimal strings ("20", "19.62"), never numbers.
 */

/** A token the visitor can sell, and the networks it is taken on. */
export interface OffRampSellCurrency {
  /** "USDC", "ETH". */
  id: string
  name: string
  symbol: string
  decimals: number
  networks: OnRampNetwork[]
  /** Limits of one order in the token's units. */
  min: string
  max: string
}

/** A currency the payout can be made in, and one order's limits in it. */
export interface OffRampPayoutCurrency {
  /** ISO 4217: "USD" or "EUR". */
  id: string
  min: string
  max: string
  /** The bank details a payout in it needs: an IBAN for EUR, a US routing and account number for USD. */
  bankAccountTypes: OffRampBankAccount['type'][]
}

export interface OffRampProviderInfo {
  name: string
  label: string
  /** The provider's fee in percent of the payout before fees. */
  feePercent: number
  /** True for the cloud's own sandbox, which pays out to nobody and records the payout. */
  sandbox: boolean
}

export interface OffRampOptionsResponse {
  sellCurrencies: OffRampSellCurrency[]
  payoutCurrencies: OffRampPayoutCurrency[]
  providers: OffRampProviderInfo[]
}

export interface OffRampQuoteRequest {
  sellCurrency: string
  /** The network slug of `sellCurrency`'s networks ("airlock-devnet"). */
  network: string
  /** In the token's units. */
  sellAmount: string
  payoutCurrency: string
  provider?: string
}

export interface OffRampQuote {
  /** Pass it to POST /v1/offramp/orders within `expiresAt`. */
  quoteId: string
  provider: string
  sellCurrency: string
  network: string
  sellAmount: string
  payoutCurrency: string
  /** Payout currency per token, from the pool price (and the currency's rate for EUR). */
  rate: string
  /** sellAmount × rate, before fees. */
  grossAmount: string
  providerFee: string
  /** What the provider's payout transfer and the deposit's sweep cost, in the payout currency. */
  networkFee: string
  /** grossAmount − providerFee − networkFee: what reaches the bank account. */
  payoutAmount: string
  expiresAt: string
}

/** An IBAN (its check digits validated) or a US account with its ABA routing number (checksum validated). */
export type OffRampBankAccount =
  | { type: 'iban'; holderName: string; iban: string }
  | { type: 'us'; holderName: string; routingNumber: string; accountNumber: string }

export interface OffRampOrderRequest {
  quoteId: string
  /** The address the tokens come from: a refund goes back to it. */
  fromAddress: string
  bankAccount: OffRampBankAccount
}

/**
 * created -> awaiting_deposit -> deposit_received -> paid_out | refunded. A deposit of the wrong token or
 * amount, or one after `expiresAt`, is refunded on chain to the sender; an order nobody deposits to expires.
 */
export type OffRampOrderStatus =
  | 'created'
  | 'awaiting_deposit'
  | 'deposit_received'
  | 'paid_out'
  | 'refunded'
  | 'expired'

export interface OffRampOrder {
  /** `off_` and 24 random base58 characters. */
  id: string
  status: OffRampOrderStatus
  provider: string
  quote: OffRampQuote
  fromAddress: string
  /** The bank account with all but its last four characters masked ("•••• 3000"). */
  bankAccount: { type: OffRampBankAccount['type']; holderName: string; masked: string }
  /** Send exactly `depositAmountAtomic` of `depositToken` here on `depositChainId`, before `expiresAt`. */
  deposit: {
    address: string
    /** The ERC-20 contract, empty for the native coin. */
    token: string
    chainId: string
    amountAtomic: string
    /** Set once the deposit is seen on chain. */
    transactionHash?: string
  }
  payout?: { reference: string; amount: string; currency: string; paidAt: string }
  refund?: { transactionHash: string; token: string; amountAtomic: string; reason: string }
  createdAt: string
  expiresAt: string
}
