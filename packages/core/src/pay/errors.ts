import { BaseError, type BaseErrorParameters } from '../errors/base.ts'
import { PayMessages } from './messages.ts'

/**
 * Payments cannot run in this kit: `features.pay` is off (`reason: 'feature'`), or the kit has no cloud to
 * read payment requests and prices from (`reason: 'cloud'`).
 *
 * @example
 * try {
 *   await airlock.pay({ recipient, amount: '5', asset })
 * } catch (error) {
 *   if (error instanceof PayNotEnabledError) console.error(error.shortMessage)
 * }
 */
export class PayNotEnabledError extends BaseError {
  override name = 'PayNotEnabledError'
  readonly reason: 'feature' | 'cloud'
  constructor(reason: 'feature' | 'cloud' = 'feature', parameters: BaseErrorParameters = {}) {
    super(reason === 'feature' ? PayMessages.NOT_ENABLED : PayMessages.NEEDS_CLOUD, parameters)
    this.reason = reason
  }
}

/**
 * The payment asked for cannot be paid as written: a recipient that is not an EVM address, an asset that is
 * not a CAIP-19 token or native coin of an EVM network, an amount that is not a positive decimal, or a
 * reference the cloud does not know. `details` names the field.
 *
 * @example
 * await airlock.pay({ recipient: 'nobody', amount: '5', asset }).catch((error) => {
 *   if (error instanceof InvalidPaymentRequestError) console.error(error.details)
 * })
 */
export class InvalidPaymentRequestError extends BaseError {
  override name = 'InvalidPaymentRequestError'
  constructor(details: string, parameters: BaseErrorParameters = {}) {
    super(PayMessages.INVALID_REQUEST, { details, ...parameters })
  }
}

/**
 * The visitor closed the modal before paying: nothing was paid. `cause` is the last failure the visitor saw
 * (a declined transaction, say), when there was one.
 *
 * @example
 * await airlock.pay(request).catch((error) => {
 *   if (error instanceof PaymentCancelledError) showCartAgain()
 * })
 */
export class PaymentCancelledError extends BaseError {
  override name = 'PaymentCancelledError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(PayMessages.CANCELLED, parameters)
  }
}

/**
 * The shop's payment request passed its expiry (the cloud says so, or the contract refused it): the shop must
 * create a new one.
 *
 * @example
 * await airlock.pay(request).catch((error) => {
 *   if (error instanceof PaymentExpiredError) createNewIntent(error.paymentId)
 * })
 */
export class PaymentExpiredError extends BaseError {
  override name = 'PaymentExpiredError'
  readonly paymentId: string
  constructor(paymentId: string, parameters: BaseErrorParameters = {}) {
    super(PayMessages.EXPIRED, { details: `Payment ${paymentId}`, ...parameters })
    this.paymentId = paymentId
  }
}

/**
 * The shop's payment request was paid already (the contract accepts one payment per request): nothing more
 * was paid. `transactionHash` is the earlier payment's, when the cloud knows it.
 *
 * @example
 * await airlock.pay(request).catch((error) => {
 *   if (error instanceof PaymentAlreadyPaidError) showReceipt(error.transactionHash)
 * })
 */
export class PaymentAlreadyPaidError extends BaseError {
  override name = 'PaymentAlreadyPaidError'
  readonly paymentId: string
  readonly transactionHash: string | undefined
  constructor(
    { paymentId, transactionHash }: { paymentId: string; transactionHash?: string | undefined },
    parameters: BaseErrorParameters = {},
  ) {
    super(PayMessages.ALREADY_PAID, { details: `Payment ${paymentId}`, ...parameters })
    this.paymentId = paymentId
    this.transactionHash = transactionHash
  }
}

/**
 * The payment request the shop's server created (`reference`) is for another recipient, asset or amount than
 * the page asked to pay: the kit refuses to pay either, since one of the two was tampered with or is stale.
 *
 * @example
 * await airlock.pay(request).catch((error) => {
 *   if (error instanceof PaymentMismatchError) console.error(error.field, error.details)
 * })
 */
export class PaymentMismatchError extends BaseError {
  override name = 'PaymentMismatchError'
  readonly field: 'recipient' | 'asset' | 'amount'
  constructor(
    { field, asked, intent }: { field: 'recipient' | 'asset' | 'amount'; asked: string; intent: string },
    parameters: BaseErrorParameters = {},
  ) {
    super(PayMessages.MISMATCH, {
      details: `The page asked ${field} ${asked}, the payment request has ${intent}`,
      ...parameters,
    })
    this.field = field
  }
}

/**
 * The connected account cannot cover the payment with the asset nor by swapping what it holds; the Pay view
 * offers to buy the missing amount (`missingAtomic`, in the asset's smallest unit).
 *
 * @example
 * airlock.payment.subscribe(({ error }) => {
 *   if (error instanceof PaymentInsufficientFundsError) console.log(error.missingAtomic)
 * })
 */
export class PaymentInsufficientFundsError extends BaseError {
  override name = 'PaymentInsufficientFundsError'
  readonly missingAtomic: bigint
  constructor(missingAtomic: bigint, parameters: BaseErrorParameters = {}) {
    super(PayMessages.INSUFFICIENT_FUNDS, parameters)
    this.missingAtomic = missingAtomic
  }
}

/**
 * The wallet declined the approval or the payment (the visitor said no): nothing was paid.
 *
 * @example
 * airlock.payment.subscribe(({ error }) => {
 *   if (error instanceof PaymentRejectedError) console.log('declined in the wallet')
 * })
 */
export class PaymentRejectedError extends BaseError {
  override name = 'PaymentRejectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(PayMessages.REJECTED, parameters)
  }
}

/**
 * The approval or the payment was mined and reverted (a price that moved past the slippage bound, say):
 * nothing was paid. `step` tells which.
 *
 * @example
 * airlock.payment.subscribe(({ error }) => {
 *   if (error instanceof PaymentRevertedError) console.warn(error.step, error.transactionHash)
 * })
 */
export class PaymentRevertedError extends BaseError {
  override name = 'PaymentRevertedError'
  readonly step: 'approve' | 'pay'
  readonly transactionHash: string
  constructor(
    { step, transactionHash }: { step: 'approve' | 'pay'; transactionHash: string },
    parameters: BaseErrorParameters = {},
  ) {
    super(step === 'approve' ? PayMessages.APPROVE_REVERTED : PayMessages.REVERTED, {
      details: `Transaction ${transactionHash}`,
      ...parameters,
    })
    this.step = step
    this.transactionHash = transactionHash
  }
}
