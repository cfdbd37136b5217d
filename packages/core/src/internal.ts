/**
 * `@airlock/core/internal`: what the Airlock packages share among themselves and a dapp does not need: the
 * whole kit behind a public `Airlock`, and the helpers the React modal draws with. Outside semver: anything
 * here may change in any release. Dapps import `@airlock/core`.
 */

// The whole kit behind a public Airlock, and what the modal's navigation and tests hold

export { internalsOf } from './airlock/internals.ts'
export { type AirlockInternals, createKit } from './kit.ts'
export type { RouterState } from './modal/router.ts'
export { createMemoryBackend } from './storage/storage.ts'

// WalletConnect pairing (the Connect view's QR code, the demo's pairing link) and the wallet list

export { WALLET_CONNECT_ID } from './connect/connectorsStore.ts'
export { ensurePairing, isPairingStale, retryPairing } from './connect/walletConnect.ts'
export { avatarColors } from './format/avatar.ts'
export { type ImageRef, imageUrl } from './images/actions.ts'
export { formatNativeUrl, formatUniversalUrl } from './walletconnect/links.ts'
export { WALLETCONNECT_EVENTS, WALLETCONNECT_METHODS } from './walletconnect/namespaces.ts'
export { walletCountLabel, walletSelectionOf } from './wallets/labels.ts'
export { customWallets, leadingWallets } from './wallets/listing.ts'

// What the chain adapters share: wallet answers' checks, error mapping, RPC urls

export { checkedSignature, checkedTransactionHash, checkedWalletAnswer } from './connect/walletResponse.ts'
export { toWalletError } from './errors/fromWallet.ts'
export { ErrorMessages, getErrorCode, isUserRejection, RpcErrorCode } from './errors.ts'
export { withRpcUrl } from './networks/define.ts'

// Formatting, amounts and languages, as the modal shows them

export {
  type AmountTextProblem,
  amountDecimalMark,
  amountFieldText,
  parseAmountText,
  sameAmount,
} from './format/amountText.ts'
export { ADDRESS_TRUNCATION, truncateAddress } from './format/format.ts'
export { formatUnits, parseUnits } from './format/units.ts'
export type { LocaleLoader } from './i18n/catalogue.ts'
export { createFormatters, type Formatters } from './i18n/formatters.ts'
export { intlLocale } from './i18n/locales.ts'
export { addressHint } from './shared/address.ts'

// Activity

export {
  type ActivitySign,
  activityParty,
  activitySign,
  describeTransfers,
  formatActivityDay,
  groupActivityByDate,
  isSpamActivity,
} from './account/activity.ts'
export { approvalAmount } from './account/activityApproval.ts'
export { activityKey } from './account/transactionsStore.ts'

// Send

export {
  balanceUnits,
  ERC20_TRANSFER_ABI,
  isNativeToken,
  isSendSupported,
  type SendField,
  type SendIssue,
  SendMessages,
  validateSend,
} from './send/send.ts'

// Swap

export {
  isSwapSupported,
  PRICE_IMPACT_WARNING_PERCENT,
  SLIPPAGE_CHOICES,
  SWAP_QUOTE_REFRESH_MS,
  SwapMessages,
} from './swap/constants.ts'
export { exchangeRate, minimumReceived, swapIssue } from './swap/quoteMath.ts'
export { searchSwapTokens } from './swap/tokens.ts'

// Buying crypto

export {
  DEFAULT_PAYMENT_CURRENCIES,
  DEFAULT_PURCHASE_CURRENCIES,
  MOCKED_QUOTE_ID,
  ONRAMP_PRESET_AMOUNTS,
  OnRampMessages,
} from './onramp/constants.ts'
export { type PaymentAmountLimit, paymentAmountIssue, paymentAmountLimit } from './onramp/limits.ts'
export { providerSells } from './onramp/providers.ts'

// Paying

export { PayMessages } from './pay/messages.ts'

// Names

export {
  isNameLike,
  NAME_CHECK_DEBOUNCE_MS,
  NAMES_ZONE,
  NameMessages,
  nameRuleIssue,
  normalizeLabel,
} from './names/constants.ts'

// What the kit and the cloud (services/cloud) exchange

export type {
  OnRampAwaitingCheckout,
  OnRampOptionsResponse,
  OnRampQuoteRequest,
  OnRampUrlRequest,
  OnRampUrlResponse,
  SwapAllowanceResponse,
  SwapApproveResponse,
  SwapBuildTransactionResponse,
  SwapGasPriceResponse,
  SwapQuotesResponse,
  SwapTokensResponse,
  SwapTransaction,
} from '@airlock/protocol/cloud-api'
export type {
  BalanceResponse,
  HistoryResponse,
  PriceResponse,
} from './api/blockchainTypes.ts'
