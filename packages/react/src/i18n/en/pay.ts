import { defineMessages } from '../define.ts'

/**
 * The Pay view (airlock.pay): the payment's summary, the ways to pay, the progress and the outcome; in the Pay
 * chunk. Pay's failures are core's texts (PayMessages), not here.
 */
export const payMessages = defineMessages('pay', {
  // The summary
  /** Before the shop's name, when the dapp gave none in its metadata. */
  shopFallback: 'This shop',
  /** `{shop}` is the dapp's name. */
  asksYouToPay: '{shop} asks you to pay',
  network: 'Network',
  recipient: 'To',
  copyRecipient: 'Copy the recipient’s address',
  recipientCopied: 'Address copied',
  copyFailed: 'Could not copy the address',
  /** Beside the payment request's expiry, a relative time such as "in 58 min". */
  expires: 'Expires',
  // Before the routes
  findingRoutes: 'Finding ways to pay…',
  connectHint: 'Connect a wallet to see how you can pay.',
  connectToPay: 'Connect to pay',
  // The ways to pay
  waysToPay: 'Ways to pay',
  /** `{symbol}` is the token spent. */
  payWithToken: 'Pay with {symbol}',
  fromBalance: 'Straight from your balance',
  /** `{amount}` is an amount with its symbol, e.g. 0.0021 ETH. */
  convertedAbout: 'About {amount}, converted in the same step',
  costsNow: 'Costs now',
  atMost: 'At most',
  /** Beside the slippage bound, e.g. 0.5%: how far the price may move before the payment fails. */
  priceMargin: 'Price margin',
  unusedStays: 'Whatever the conversion does not use stays in your wallet.',
  /** `{amount}` is the amount lacking, with its symbol. */
  missing: 'You need {amount} more to make this payment.',
  /** `{symbol}` is the payment's asset. */
  buyToken: 'Buy {symbol}',
  buyHint: 'Pay comes back here once your purchase arrives.',
  /** `{amount}` is the payment, e.g. 5 USDC. */
  payAmount: 'Pay {amount}',
  notPaid: 'Not paid.',
  tryAgain: 'Try again',
  // Progress
  steps: 'Steps',
  stepDone: 'done',
  approveStep: 'Approve {symbol}',
  payStep: 'Pay {amount}',
  confirmStep: 'Confirmed by the shop',
  approveInWallet: 'Approve {symbol} in your wallet…',
  confirmInWallet: 'Confirm the payment in your wallet…',
  paying: 'Paying…',
  confirming: 'Waiting for the shop to confirm…',
  /** `{hash}` is a shortened transaction hash. */
  transaction: 'Transaction {hash}',
  /** `{explorer}` is the block explorer's name, e.g. Etherscan. */
  viewOn: 'View on {explorer}',
  // Outcome
  paid: 'Paid',
  /** `{amount}` is the payment with its symbol, `{shop}` the dapp's name. */
  paidDetail: 'You paid {amount} to {shop}.',
  done: 'Done',
  expiredTitle: 'Payment request expired',
  alreadyPaidTitle: 'Already paid',
  failedTitle: 'This payment can’t be made',
  close: 'Close',
  noPayment: 'No payment in progress.',
})
