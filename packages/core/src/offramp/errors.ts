import { BaseError, type BaseErrorParameters } from '../errors/base.ts'
import { OffRampMessages } from './constants.ts'

/**
 * The provider refunded the deposit on chain (a deposit of the wrong token or amount, or one after the order
 * expired): nothing was paid out. `reason` is the provider's words, `transactionHash` the refund's transfer.
 *
 * @example
 * airlock.offramp.subscribe(({ sale }) => {
 *   if (sale.status === 'refunded') console.warn(sale.error)
 * })
 */
export class OffRampRefundedError extends BaseError {
  override name = 'OffRampRefundedError'
  readonly orderId: string
  readonly reason: string
  readonly transactionHash: string
  constructor(
    { orderId, reason, transactionHash }: { orderId: string; reason: string; transactionHash: string },
    parameters: BaseErrorParameters = {},
  ) {
    super(OffRampMessages.REFUNDED(reason), { details: `Order ${orderId}`, ...parameters })
    this.orderId = orderId
    this.reason = reason
    this.transactionHash = transactionHash
  }
}

/**
 * No deposit reached the order before it expired: nothing was sold, and a new quote starts a new order.
 *
 * @example
 * airlock.offramp.subscribe(({ sale }) => {
 *   if (sale.status === 'expired') console.warn(sale.error)
 * })
 */
export class OffRampOrderExpiredError extends BaseError {
  override name = 'OffRampOrderExpiredError'
  readonly orderId: string
  constructor({ orderId }: { orderId: string }, parameters: BaseErrorParameters = {}) {
    super(OffRampMessages.EXPIRED, { details: `Order ${orderId}`, ...parameters })
    this.orderId = orderId
  }
}

/**
 * The quote passed its `expiresAt` before the sale started: the kit quoted again, and the visitor confirms the
 * new payout before anything is sent.
 *
 * @example
 * const orderId = await airlock.offrampActions.sell()
 * if (!orderId) console.log(airlock.offramp.getState().sale.error)
 */
export class OffRampQuoteExpiredError extends BaseError {
  override name = 'OffRampQuoteExpiredError'
  readonly quoteId: string
  constructor({ quoteId }: { quoteId: string }, parameters: BaseErrorParameters = {}) {
    super(OffRampMessages.QUOTE_EXPIRED, { details: `Quote ${quoteId}`, ...parameters })
    this.quoteId = quoteId
  }
}

/**
 * The provider's order asks for a deposit other than the quote the visitor confirmed (another amount, token or
 * network): the kit sent nothing. `mismatch` says what differs.
 *
 * @example
 * airlock.offramp.subscribe(({ sale }) => {
 *   if (sale.status === 'failed') console.warn(sale.error)
 * })
 */
export class OffRampDepositMismatchError extends BaseError {
  override name = 'OffRampDepositMismatchError'
  readonly orderId: string
  readonly mismatch: string
  constructor(
    { orderId, mismatch }: { orderId: string; mismatch: string },
    parameters: BaseErrorParameters = {},
  ) {
    super(OffRampMessages.DEPOSIT_MISMATCH, { details: `Order ${orderId}: ${mismatch}`, ...parameters })
    this.orderId = orderId
    this.mismatch = mismatch
  }
}
