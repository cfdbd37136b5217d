/**
 * Pay's texts, declared once: the errors' short messages and what the Pay view shows of them.
 *
 * @example
 * if (error.shortMessage === PayMessages.EXPIRED) askTheShopAgain()
 */
export const PayMessages = {
  NOT_ENABLED: 'Payments are turned off: set features.pay to true in the kit options',
  NEEDS_CLOUD: 'Payments need the Airlock cloud: set cloudUrl and projectId',
  INVALID_REQUEST: 'This payment request is not valid',
  CANCELLED: 'The payment was cancelled: nothing was paid',
  EXPIRED: 'This payment request has expired: ask the shop for a new one',
  ALREADY_PAID: 'This payment request has already been paid',
  MISMATCH: 'This payment does not match the shop’s payment request: nothing was paid',
  INSUFFICIENT_FUNDS: 'Not enough funds for this payment',
  REJECTED: 'You declined the payment in your wallet',
  APPROVE_REVERTED: 'The approval failed on chain: nothing was paid',
  REVERTED: 'The payment failed on chain: nothing was paid',
} as const
