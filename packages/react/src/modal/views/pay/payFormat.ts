import {
  type BaseError,
  type CaipNetwork,
  PaymentAlreadyPaidError,
  PaymentExpiredError,
  PaymentInsufficientFundsError,
  type PayStatus,
} from '@airlock/core'

/** How a failed payment ends: the request expired, it was paid before, or it cannot be paid as asked. */
type PayEnding = 'expired' | 'alreadyPaid' | 'failed'

export function endingOf(error: BaseError | undefined): PayEnding {
  if (error instanceof PaymentExpiredError) return 'expired'
  if (error instanceof PaymentAlreadyPaidError) return 'alreadyPaid'
  return 'failed'
}

/**
 * The failure to show beside the routes: a shortfall is not one (the Buy offer tells it, with the amount), any
 * other is (a declined or reverted transaction, a refused network switch).
 */
export function routeError(error: BaseError | undefined): BaseError | undefined {
  return error instanceof PaymentInsufficientFundsError ? undefined : error
}

/** The statuses during which the wallet and the chain are at work: the view shows the steps, nothing to press. */
export const IN_FLIGHT: ReadonlySet<PayStatus> = new Set(['approving', 'paying', 'confirming'])

export type StepState = 'waiting' | 'active' | 'done'

interface PaySteps {
  /** Shown only once an approval was asked for: a payment whose allowance suffices has no such step. */
  approve: StepState | undefined
  pay: StepState
  /** Shown only for a shop's payment request, which the cloud confirms from the chain. */
  confirm: StepState | undefined
}

/** Where each step stands, from the status, whether an approval was asked for, and whether the shop confirms. */
export function paySteps(status: PayStatus, approved: boolean, confirmed: boolean): PaySteps {
  const order = ['approving', 'paying', 'confirming', 'paid'] as const
  const at = order.indexOf(status as (typeof order)[number])
  const state = (index: number): StepState => (at > index ? 'done' : at === index ? 'active' : 'waiting')
  return {
    approve: approved ? state(0) : undefined,
    pay: state(1),
    confirm: confirmed ? state(2) : undefined,
  }
}

/** The transaction's page on the network's block explorer, when the network has one. */
export function transactionUrl(network: CaipNetwork | undefined, hash: string): string | undefined {
  const explorer = network?.blockExplorers?.default.url
  return explorer ? `${explorer.replace(/\/+$/, '')}/tx/${hash}` : undefined
}

/** A slippage bound in basis points as a percent number (50 -> 0.5). */
export const bpsToPercent = (bps: number): number => bps / 100

/** The dapp's first icon a page may load (http(s) or an inline image), as the sign-in view picks it. */
export function shopIcon(icons: readonly string[] | undefined): string | undefined {
  return icons?.find((icon) => /^(https?:\/\/|data:image\/)/.test(icon))
}

/** The digits an amount shows (the locale formatters' transaction amount): 3 decimals, or 3 significant below 0.1. */
const SHOWN_DIGITS = 3

/**
 * An upper bound (the most a conversion may take), rounded up to the digits an amount shows, so it reads like
 * the estimate beside it and stays true: what the transaction carries is never more than what is shown.
 */
export function roundUpAsShown(atomic: bigint, decimals: number): bigint {
  const tenth = 10n ** BigInt(Math.max(decimals - 1, 0))
  const significant = BigInt(Math.max(atomic.toString().length - SHOWN_DIGITS, 0))
  const step = atomic >= tenth ? 10n ** BigInt(Math.max(decimals - SHOWN_DIGITS, 0)) : 10n ** significant
  return ((atomic + step - 1n) / step) * step
}
