import { defineMessages, type Resolved } from '../define.ts'

/**
 * The swap views (Swap, SwapSelectToken, SwapPreview and the SlippagePicker); in the swap chunk. Token symbols
 * and the swap's own errors (from core) are not here.
 */
export const swapMessages = defineMessages('swap', {
  // Swap: the main button
  loadingTokens: 'Loading tokens…',
  swapUnavailable: 'Swap unavailable',
  gettingBestPrice: 'Getting the best price…',
  noQuote: 'No quote',
  reviewSwap: 'Review swap',
  tryAgain: 'Try again',
  // Swap: the two cards
  youPay: 'You pay',
  youReceive: 'You receive',
  amountToPay: 'Amount to pay',
  amountToReceive: 'Amount to receive',
  /** `{balance}` is an amount with its symbol, e.g. 1.5 ETH. */
  balance: 'Balance {balance}',
  max: 'Max',
  flip: 'Flip: pay with the token you receive',
  gettingQuote: 'Getting a quote',
  selectToken: 'Select token',
  selectTokenToPay: 'Select token to pay',
  selectTokenToReceive: 'Select token to receive',
  tokenToPay: 'Token to pay: {symbol}. Change token',
  tokenToReceive: 'Token to receive: {symbol}. Change token',
  // The quote's details (Swap and the review)
  network: 'Network',
  rate: 'Rate',
  priceImpact: 'Price impact',
  /** After the price impact, e.g. '4.20% · high'. */
  priceImpactHigh: 'high',
  /** `{value}` is the smallest amount shown, e.g. 0.01% or $0.01. */
  lessThan: '< {value}',
  networkFee: 'Network fee',
  feeKnownAfterApproval: 'Known after approval',
  feeUnknown: 'Unknown',
  maxSlippage: 'Max. slippage',
  minimumReceived: 'Minimum received',
  /** The slippage picker's buttons; `{percent}` is e.g. 0.5%. */
  slippageChoice: '{percent} slippage',
  // SwapSelectToken
  searchToken: 'Search token',
  payWith: 'Pay with',
  receive: 'Receive',
  loadingTokenList: 'Loading tokens',
  noTokenMatches: 'No token matches “{search}”.',
  noTokens: 'No tokens to swap on this network.',
  tokens: 'Tokens',
  // SwapPreview
  nothingToReview: 'There is no swap to review. Go back to choose the tokens and the amount.',
  steps: 'Steps',
  approveToken: 'Approve {symbol}',
  swapTokens: 'Swap {from} for {to}',
  /** Read by screen readers after a finished step. */
  stepDone: '(done)',
  highImpactWarning:
    'This trade moves the price by {percent}: you get noticeably less than the market rate. Consider a smaller amount.',
  notSwapped: 'Not swapped.',
  approvalNote:
    'Your wallet asks twice: once to let the exchange use exactly this much {symbol}, then for the swap.',
  reviewNote: 'Review the transaction in your wallet before you approve it.',
  cancel: 'Cancel',
  approveInWallet: 'Approve in your wallet',
  approving: 'Approving…',
  confirmInWallet: 'Confirm in your wallet',
  swapping: 'Swapping…',
  updatingQuote: 'Updating the quote…',
  approveAndSwap: 'Approve & swap',
  swap: 'Swap',
})

/** The English of the swap namespace, as the views read it. */
export type SwapTexts = Resolved<(typeof swapMessages)['en']>
