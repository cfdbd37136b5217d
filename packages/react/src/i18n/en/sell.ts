import { defineMessages, type Resolved } from '../define.ts'

/**
 * The Sell views (Sell, SellBankAccount, SellProgress); in the Sell chunk. Token symbols and currency codes are
 * not here, nor the off-ramp's own errors and the bank account checks: the core and the protocol write those,
 * and core.ts keys them by their English for the views to translate.
 */
export const sellMessages = defineMessages('sell', {
  // Sell: the draft and its quote
  loading: 'Loading…',
  nothingToSell: 'Nothing can be sold in this app right now.',
  tryAgain: 'Try again',
  youSell: 'You sell',
  /** `{symbol}`: the token ("USDC"). */
  amountToSell: 'Amount of {symbol} to sell',
  max: 'Max',
  /** `{amount}`: the visitor's balance with its symbol. */
  balance: 'Balance: {amount}',
  token: 'Token',
  /** `{token}` and `{network}`: "USDC", "Airlock Devnet". */
  tokenOn: '{token} on {network}',
  payoutIn: 'Paid out in',
  rate: 'Rate',
  providerFee: 'Provider fee',
  networkFee: 'Network fee',
  youReceive: 'You receive',
  gettingQuote: 'Getting a quote',
  enterAmount: 'Enter an amount',
  checkAmount: 'Check the amount',
  continue: 'Continue',
  sandboxNote: 'Sandbox provider: no money moves; the payout is only recorded.',
  // SellBankAccount
  /** `{amount}` sold for `{payout}`: "20 USDC", "19.62 USD". */
  summary: '{amount} for {payout}',
  holderName: 'Account holder',
  iban: 'IBAN',
  routingNumber: 'Routing number',
  accountNumber: 'Account number',
  /** `{payout}`: "19.62 USD". */
  bankNote: 'Your wallet sends the tokens to the provider, who pays {payout} to this account.',
  /** `{amount}`: "20 USDC". */
  sellButton: 'Sell {amount}',
  creatingOrder: 'Creating the order…',
  confirmInWallet: 'Confirm the transfer in your wallet…',
  // SellProgress
  steps: 'Progress of the sale',
  stepCreated: 'Order created',
  stepAwaitingDeposit: 'Waiting for your tokens',
  stepDepositReceived: 'Tokens received',
  stepPaidOut: 'Paid out',
  stepDone: '(done)',
  /** `{payout}` sent to `{account}`: "19.62 USD", "•••• 3000". */
  paidOutTo: '{payout} sent to {account}',
  inProgress: 'Selling',
  refunded: 'Sale refunded',
  expired: 'Order expired',
  reference: 'Reference',
  /** `{hash}`: the refund's transaction, shortened ("0x5c...b22060"). */
  refundTransaction: 'Refund transaction {hash}',
  keepOpenNote: 'You can close this window: the sale goes on, and a message says when the payout is sent.',
  done: 'Done',
  sellAgain: 'Sell again',
})

export type SellTexts = Resolved<(typeof sellMessages)['en']>
