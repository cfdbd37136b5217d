/** How long the draft must stay unchanged before a quote is asked for. */
export const OFFRAMP_QUOTE_DEBOUNCE_MS = 300

/**
 * How the kit follows an order: the first ask after this many ms, each next wait 1.5 times longer, never more
 * than the cap (a deposit is seen within blocks, a payout can take minutes).
 */
export const OFFRAMP_POLL = Object.freeze({ firstMs: 1000, factor: 1.5, maxMs: 10_000 })

/** How long the kit follows an order before it stops asking (a bank payout can take a while). */
export const OFFRAMP_FOLLOW_LIMIT_MS = 60 * 60_000

/** The payout currency a sale starts in, unless the dapp or the visitor picks another. */
export const DEFAULT_PAYOUT_CURRENCY_ID = 'USD'

/** What the off-ramp says (the React package shows these through its catalogue, in every locale). */
export const OffRampMessages = {
  NO_CLOUD: 'Selling crypto needs the Airlock cloud: set cloudUrl and projectId',
  NO_ADDRESS: 'Connect a wallet to sell crypto',
  ENTER_AMOUNT: 'Enter an amount',
  INVALID_AMOUNT: 'Enter an amount such as 20 or 0.5',
  BELOW_MIN: (min: string, symbol: string) => `The minimum is ${min} ${symbol}`,
  ABOVE_MAX: (max: string, symbol: string) => `The maximum is ${max} ${symbol}`,
  INSUFFICIENT_BALANCE: 'The amount is more than your balance',
  QUOTE_EXPIRED: 'The quote expired: check the new one and sell again',
  /** `reason` is the provider's sentence, its closing full stop dropped (the message adds its own). */
  REFUNDED: (reason: string) =>
    `The sale was refunded. ${reason.trim().replace(/\.$/, '')}. The tokens went back to your wallet.`,
  DEPOSIT_MISMATCH: 'The provider’s order does not match your quote: nothing was sent',
  EXPIRED: 'The order expired before a deposit arrived: nothing was sold',
  SOLD: (amount: string) => `Sold ${amount}: the payout is on its way`,
} as const
