import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base.ts'
import {
  InvalidPaymentRequestError,
  PaymentAlreadyPaidError,
  PaymentCancelledError,
  PaymentExpiredError,
  PaymentInsufficientFundsError,
  PaymentMismatchError,
  PaymentRejectedError,
  PaymentRevertedError,
  PayNotEnabledError,
} from './errors.ts'
import { PayMessages } from './messages.ts'

describe('Pay errors', () => {
  it.each([
    [new PayNotEnabledError(), 'PayNotEnabledError', PayMessages.NOT_ENABLED],
    [new PayNotEnabledError('cloud'), 'PayNotEnabledError', PayMessages.NEEDS_CLOUD],
    [new InvalidPaymentRequestError('amount x'), 'InvalidPaymentRequestError', PayMessages.INVALID_REQUEST],
    [new PaymentCancelledError(), 'PaymentCancelledError', PayMessages.CANCELLED],
    [new PaymentExpiredError('pay_1'), 'PaymentExpiredError', PayMessages.EXPIRED],
    [
      new PaymentAlreadyPaidError({ paymentId: 'pay_1' }),
      'PaymentAlreadyPaidError',
      PayMessages.ALREADY_PAID,
    ],
    [
      new PaymentMismatchError({ field: 'amount', asked: '5', intent: '6' }),
      'PaymentMismatchError',
      PayMessages.MISMATCH,
    ],
    [new PaymentInsufficientFundsError(3n), 'PaymentInsufficientFundsError', PayMessages.INSUFFICIENT_FUNDS],
    [new PaymentRejectedError(), 'PaymentRejectedError', PayMessages.REJECTED],
    [
      new PaymentRevertedError({ step: 'pay', transactionHash: '0x1' }),
      'PaymentRevertedError',
      PayMessages.REVERTED,
    ],
    [
      new PaymentRevertedError({ step: 'approve', transactionHash: '0x1' }),
      'PaymentRevertedError',
      PayMessages.APPROVE_REVERTED,
    ],
  ])('%s is a BaseError named %s with its catalogue message', (error, name, message) => {
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe(name)
    expect(error.shortMessage).toBe(message)
  })

  it('says what differs, which request expired and which transaction reverted', () => {
    expect(new PaymentMismatchError({ field: 'amount', asked: '5', intent: '6' }).details).toBe(
      'The page asked amount 5, the payment request has 6',
    )
    expect(new PaymentExpiredError('pay_1').details).toBe('Payment pay_1')
    expect(new PaymentRevertedError({ step: 'pay', transactionHash: '0xabc' }).transactionHash).toBe('0xabc')
    expect(new PayNotEnabledError().reason).toBe('feature')
  })
})
