import type { OnRampPaymentCurrency } from '@airlock/protocol/cloud-api'
import { DEFAULT_PAYMENT_METHOD_LIMITS } from '@airlock/protocol/cloud-api'

// The fee range, the payment method limits and the default purchase currency (USD Coin on Ethereum mainnet and
// Polygon) are the cloud's too: declared once in @airlock/protocol/cloud-api.
export {
  DEFAULT_PAYMENT_METHOD_LIMITS,
  DEFAULT_PURCHASE_CURRENCIES,
  ONRAMP_PROVIDER_FEE_RANGE,
} from '@airlock/protocol/cloud-api'

/** The payment methods a visitor picks from, with the names the views show. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = Object.freeze({
  card: 'Card',
  ach_bank_account: 'Bank transfer',
})

/** What the kit offers to pay in when the options call fails: USD or EUR, within the default limits. */
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
