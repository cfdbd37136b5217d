import { defineMessages, type Resolved } from '../define.ts'

/**
 * The Buy views (OnRampProviders, OnRampAmount, OnRampTokenSelect, OnRampFiatSelect, BuyInProgress); in the Buy
 * chunk. Provider names, token symbols and currency codes are not here, nor the on-ramp's own errors (from core).
 */
export const onrampMessages = defineMessages('onramp', {
  // Shared
  tryAgain: 'Try again',
  youPay: 'You pay',
  payWith: 'Pay with',
  networkFee: 'Network fee',
  /** Payment methods (core's PAYMENT_METHOD_LABELS). */
  methodCard: 'Card',
  methodBankTransfer: 'Bank transfer',
  // OnRampProviders
  loadingProviders: 'Loading providers',
  noProviders: 'No provider offers purchases for this app right now',
  providersIntro: 'Buy crypto with a card or a bank transfer',
  providers: 'Providers',
  sandbox: 'Sandbox',
  /** `{percent}` is the provider's fee, e.g. 1.5%. */
  providerFeePercent: '{percent} fee',
  optionsFallback: 'The provider list could not be loaded; showing the default currencies.',
  sandboxNote:
    'Sandbox providers take test cards only: no money moves, and tokens arrive on the test network.',
  // OnRampAmount: the main button
  loading: 'Loading…',
  chooseProvider: 'Choose a provider',
  noCurrency: 'No currency can be bought on this network',
  enterAmount: 'Enter an amount',
  checkAmount: 'Check the amount',
  /** A payment method's limit; `{method}` is one of the two below, `{amount}` the limit with its currency. */
  minimumFor: 'The minimum for {method} is {amount}',
  maximumFor: 'The maximum for {method} is {amount}',
  methodCardInSentence: 'card',
  methodBankTransferInSentence: 'bank transfer',
  gettingQuoteBusy: 'Getting a quote…',
  openingProvider: 'Opening {provider}…',
  continueWith: 'Continue with {provider}',
  // OnRampAmount: the form
  amountToPayIn: 'Amount to pay in {currency}',
  changeCurrency: 'Currency you pay in: {currency}. Change currency',
  presetAmounts: 'Preset amounts',
  youGet: 'You get',
  youGetOn: 'You get on {network}',
  amountYouGet: 'Amount you get',
  gettingQuote: 'Getting a quote',
  changeToken: 'Token you buy: {symbol}. Change token',
  selectTokenToBuy: 'Select the token to buy',
  selectToken: 'Select token',
  estimate: 'Estimate',
  estimateOnly: 'Estimate only: the provider confirms the price at checkout',
  providerFee: 'Provider fee',
  providerFeeOf: '{provider} fee',
  buysTokens: 'Buys tokens',
  total: 'Total',
  exactAmountNote: 'The provider will show you the exact amount before you pay.',
  // OnRampTokenSelect
  tokenAndNetwork: 'Token and network',
  sellsNothing: '{provider} sells nothing here.',
  thisProviderSellsNothing: 'This provider sells nothing here.',
  tokensToBuy: 'Tokens to buy',
  // OnRampFiatSelect
  payIn: 'Pay in',
  currencies: 'Currencies',
  currencyUSD: 'US Dollar',
  currencyEUR: 'Euro',
  // BuyInProgress
  noPurchase: 'There is no purchase in progress.',
  buyCrypto: 'Buy crypto',
  /** Stands for the provider's name in the sentences below when it is unknown. */
  theProvider: 'the provider',
  /** `{amount}` is the tokens bought with their symbol, e.g. 49.2 USDC. */
  bought: 'Bought {amount}',
  purchaseFailed: 'Purchase failed',
  processing: 'Payment received, sending your tokens',
  waitingCheckout: 'Finish your purchase in the {provider} window',
  /** `{paid}` is the fiat paid with its code, e.g. 50.00 USD; `{address}` a shortened address. */
  paidToAddress: 'Paid {paid}. The tokens are in {address}.',
  paidToWallet: 'Paid {paid}. The tokens are in your wallet.',
  pendingDetail: '{provider} has your payment of {paid} and is sending the tokens. This takes a moment.',
  checkoutDetail: 'Pay {paid} in the {provider} window. This view follows your order and updates on its own.',
  steps: 'Steps',
  payStep: 'Pay {paid}',
  receiveStep: 'Receive {symbol}',
  /** Read by screen readers after a finished step. */
  stepDone: '(done)',
  transaction: 'Transaction {hash}',
  buyMore: 'Buy more',
  done: 'Done',
  close: 'Close',
  cancel: 'Cancel',
  openProvider: 'Open {provider}',
})

/** The English of the onramp namespace, as the views read it. */
export type OnRampTexts = Resolved<(typeof onrampMessages)['en']>
