import type { OnRampPaymentCurrency, OnRampPurchaseCurrency } from './apiTypes.ts'

/** Every on-ramp provider's fee lies in this range, in percent of the payment. */
export const ONRAMP_PROVIDER_FEE_RANGE = { min: 1, max: 2 } as const

/** The payment methods and their default limits, in every payment currency that lists none of its own. */
export const DEFAULT_PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

/** The payment methods a visitor picks from, with the names the views show. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = Object.freeze({
  card: 'Card',
  ach_bank_account: 'Bank transfer',
})

/**
 * What the kit offers when the options call fails — USD Coin on Ethereum mainnet and
 * Polygon, paid in USD or EUR within the default limits.
 */
export const DEFAULT_PURCHASE_CURRENCIES: readonly OnRampPurchaseCurrency[] = Object.freeze([
  {
    id: '2b92315d-eab7-5bef-84fa-089a131333f5',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: [
      {
        name: 'ethereum-mainnet',
        display_name: 'Ethereum',
        chain_id: '1',
        contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      },
      {
        name: 'polygon-mainnet',
        display_name: 'Polygon',
        chain_id: '137',
        contract_address: '0x2791bca1f2de4661ed88a30c99a7a9449aa84174',
      },
    ],
  },
])

export const DEFAULT_PAYMENT_CURRENCIES: readonly OnRampPaymentCurrency[] = Object.freeze(
  ['USD', 'EUR'].map((id) => ({
    id,
    payment_method_limits: DEFAULT_PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })),
  })),
)

/** The payment currency a purchase starts in: USD, unless the visitor picks another. */
export const DEFAULT_PAYMENT_CURRENCY_ID = 'USD'

/** Fiat amounts the amount view offers as one-tap presets. */
export const ONRAMP_PRESET_AMOUNTS: readonly number[] = [50, 100, 250]

/** How long the amount must stay unchanged before a quote is asked for. */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 300

/** How often the kit asks the cloud how an order stands while the checkout is open. */
export const ONRAMP_ORDER_POLL_MS = 1500

/**
 * The quote id of the estimate the kit shows when the quote call fails: the visitor still sees an amount, and
 * the id marks it as an estimate, not a quote a provider honours.
 */
export const MOCKED_QUOTE_ID = 'mocked-quote-id'

/** What the on-ramp says, beyond the catalogue's messages (errors.ts). */
export const OnRampMessages = {
  NO_CLOUD: 'Buying crypto needs the Airlock cloud: set cloudUrl and projectId',
  NO_PROVIDERS: 'No provider offers purchases for this app right now',
  NO_CURRENCY: 'No currency can be bought on this network',
  ENTER_AMOUNT: 'Enter an amount',
  INVALID_AMOUNT: 'Enter an amount such as 50 or 49.99',
  BELOW_MIN: (min: string, currency: string, method: string) =>
    `The minimum for ${method.toLowerCase()} is ${min} ${currency}`,
  ABOVE_MAX: (max: string, currency: string, method: string) =>
    `The maximum for ${method.toLowerCase()} is ${max} ${currency}`,
  ESTIMATE: 'Estimate only: the provider confirms the price at checkout',
  NO_ADDRESS: 'Connect a wallet to buy crypto',
  POPUP_BLOCKED: 'The browser blocked the checkout window. Allow pop-ups for this site and try again.',
  WAITING_CHECKOUT: (provider: string) => `Finish your purchase in the ${provider} window`,
  PROCESSING: 'Payment received, sending your tokens',
  ORDER_FAILED: 'The purchase failed: nothing was charged and no tokens were sent',
  NOTHING_SENT: 'Nothing was charged and no tokens were sent.',
  URL_PROVIDER_SELLS: (provider: string, symbol: string) => `${provider} sells only ${symbol} here`,
  BOUGHT: (amount: string) => `Bought ${amount}`,
} as const
