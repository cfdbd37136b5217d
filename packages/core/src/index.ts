export type { CloudClients } from './actions/cloud.ts'
export { createLogBuffer, KIT_LOG_MAX_BYTES, type LogBuffer, readKitLog } from './actions/logBuffer.ts'
export type { OpenOptions } from './actions/modal.ts'
export { isCloseBlocked } from './actions/modal.ts'
export { rememberRecentWallet } from './actions/recentWallets.ts'
export {
  balanceUnits,
  ERC20_TRANSFER_ABI,
  isNativeToken,
  isSendSupported,
  SEND_NAMESPACES,
  type SendField,
  type SendIssue,
  SendMessages,
  tokenContractAddress,
  validateSend,
} from './actions/send.ts'
export {
  ensurePairing,
  finalizeWalletConnect,
  isPairingStale,
  retryPairing,
  WALLET_CONNECT_ID,
  WC_PAIRING_LIFETIME_MS,
  WC_PAIRING_REFRESH_MS,
  WC_RETRY_AFTER_MS,
} from './actions/walletConnect.ts'
export {
  clearWalletSearch,
  customWalletListing,
  customWallets,
  FEATURED_WALLETS_DEFAULT,
  filterWalletsByPlatform,
  IMAGE_PRELOAD_COUNT,
  IMAGE_PRELOAD_TIMEOUT_MS,
  leadingWallets,
  MOBILE_LINK_EXCEPTIONS,
  type PlatformRules,
  platformRules,
  preloadImages,
  RECOMMENDED_WALLETS_COUNT,
  WALLET_SEARCH_LIMIT,
  WALLET_SEARCH_REQUEST_DELAY_MS,
  WALLET_SEARCH_WAIT_MS,
  walletCountLabel,
  walletImageUrl,
  walletSelectionOf,
} from './actions/wallets.ts'
export * from './activity.ts'
export * from './activityApproval.ts'
export type {
  AdapterContext,
  AdapterEvents,
  ChainAdapter,
  ConnectResult,
  ContractCall,
  EstimateGasParams,
  GasEstimate,
  SendTransactionParams,
  SharedProvider,
  TransferFee,
  TransferTokenParams,
  WriteContractParams,
} from './adapter.ts'
export { addressHint, isChecksumValid, isValidAddress } from './address.ts'
export type { Airlock, EmbeddedFacade, OnRampFacade, SiwxFacade } from './airlock/Airlock.ts'
export { createAirlock } from './airlock/createAirlock.ts'
export type { EventsState, ReadonlyStore } from './airlock/stores.ts'
export type { SwapActions } from './airlock/swapActions.ts'
export {
  type AmountText,
  type AmountTextProblem,
  amountDecimalMark,
  amountFieldText,
  parseAmountText,
  sameAmount,
} from './amountText.ts'
export { type Analytics, ERROR_TELEMETRY_LIMIT, ERROR_TELEMETRY_WINDOW_MS } from './api/analytics.ts'
export { type BlockchainApi, PRICE_CURRENCY } from './api/blockchainApi.ts'
export type * from './api/blockchainTypes.ts'
export { type CloudHttp, createCloudHttp } from './api/http.ts'
export {
  type GetWalletsParams,
  type RemoteFeature,
  WALLETS_PAGE_SIZE,
  type WalletApi,
  type WalletListing,
} from './api/walletApi.ts'
export { AVATAR_TINT_STEP, AVATAR_TINTS, avatarColors } from './avatar.ts'
export { BoundedMap, DEFAULT_CACHE_MAX_ENTRIES } from './cache/boundedMap.ts'
export * from './caip.ts'
export type { AirlockContext } from './context.ts'
export { type DevicePlatform, devicePlatform, isSafariIOS, isTelegram } from './env.ts'
export { AmountError } from './errors/amount.ts'
export { AuthInitializationError } from './errors/auth.ts'
export { BaseError, type BaseErrorParameters } from './errors/base.ts'
export {
  InvalidCaip2NetworkIdError,
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
} from './errors/caip.ts'
export { CloudError, RequestAbortedError } from './errors/cloud.ts'
export {
  AdapterNotFoundError,
  CaipNetworkOrAddressUndefinedError,
  ConnectionClosedError,
  ConnectionRestoreTimeoutError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  NoConnectionClientError,
  WalletConnectConnectorNotFoundError,
} from './errors/connection.ts'
export { toWalletError } from './errors/fromWallet.ts'
export {
  ChainNotSupportedError,
  ChainSwitchError,
  UnsupportedChainError,
} from './errors/network.ts'
export {
  NetworkAdapterMissingError,
  NetworkListMessages,
  NetworkRemovalError,
  type NetworkRemovalReason,
} from './errors/networkList.ts'
export { InvalidOptionsError } from './errors/options.ts'
export { NoRpcUrlError, RpcProviderNotFoundError } from './errors/rpc.ts'
export { UserOperationReceiptError, WalletCapabilityError } from './errors/smartAccount.ts'
export { UnavailableRpcUrlError } from './errors/unavailableRpcUrl.ts'
export { UserRejectedRequestError } from './errors/user.ts'
export { UNKNOWN_VIEW_MESSAGE, UnknownViewError } from './errors/view.ts'
export { WalletError, type WalletErrorParameters } from './errors/wallet.ts'
export {
  MalformedWalletResponseError,
  type WalletResponseKind,
  WalletResponseMessages,
} from './errors/walletResponse.ts'
export * from './errors.ts'
export {
  ADDRESS_TRUNCATION,
  formatBalance,
  formatExactAmount,
  formatFee,
  formatNumber,
  formatRelativeTime,
  formatShortDate,
  formatTokenValue,
  formatTransactionAmount,
  truncateAddress,
} from './format.ts'
export type { LocaleCatalogue, LocaleLoader, LocaleMessage } from './i18n/catalogue.ts'
export { createFormatters, type Formatters } from './i18n/formatters.ts'
export {
  AIRLOCK_LOCALES,
  type AirlockLocale,
  intlLocale,
  isAirlockLocale,
  localeDirection,
  matchLocale,
  type TextDirection,
} from './i18n/locales.ts'
export type { I18nState, I18nStore, LocaleInput } from './i18n/store.ts'
export { type ImageContext, type ImageRef, imageUrl, isImageSource } from './images/actions.ts'
export type { ImageKind, ImageStore, ImagesState } from './images/store.ts'
export type { NamesActions } from './names/actions.ts'
export type { NameProfile, NameRegistration } from './names/api.ts'
export {
  ETH_COIN_TYPE,
  evmCoinType,
  isNameLike,
  NAME_CHECK_DEBOUNCE_MS,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NAMES_ZONE,
  NameMessages,
  nameRuleIssue,
  normalizeLabel,
  registrationMessage,
} from './names/constants.ts'
export type { NameResolution, NamesDependencies } from './names/controller.ts'
export {
  emptyNamesState,
  type NameStatus,
  type NameSuggestion,
  type NamesState,
  type NamesStore,
} from './names/store.ts'
export { addNetwork } from './networks/addNetwork.ts'
export * from './networks/index.ts'
export { removeNetwork } from './networks/removeNetwork.ts'
export type { OnRampActions } from './onramp/actions.ts'
export type { OnRampApi, OnRampOptions, OnRampQuoteResult } from './onramp/api.ts'
export { mockedQuote } from './onramp/api.ts'
export type * from './onramp/apiTypes.ts'
export {
  DEFAULT_PAYMENT_CURRENCIES,
  DEFAULT_PAYMENT_METHOD_LIMITS,
  DEFAULT_PURCHASE_CURRENCIES,
  MOCKED_QUOTE_ID,
  ONRAMP_PRESET_AMOUNTS,
  ONRAMP_PROVIDER_FEE_RANGE,
  OnRampMessages,
  PAYMENT_METHOD_LABELS,
} from './onramp/constants.ts'
export type { OnRampArguments, OnRampController } from './onramp/controller.ts'
export { OnRampPurchaseFailedError } from './onramp/errors.ts'
export {
  fiatCents,
  methodLimits,
  type PaymentAmountLimit,
  paymentAmountIssue,
  paymentAmountLimit,
} from './onramp/limits.ts'
export {
  meldCheckoutUrl,
  ONRAMP_PROVIDERS,
  onRampProviderNames,
  providerSells,
  resolveProviders,
} from './onramp/providers.ts'
export {
  emptyOnRampState,
  type OnRampCheckout,
  type OnRampCheckoutStatus,
  type OnRampState,
  type OnRampStore,
} from './onramp/store.ts'
export {
  type AirlockOptions,
  BOTH_SIWE_AND_SIWX_ERROR,
  type ConnectMethod,
  type ConnectorTypeOrder,
  type CustomWallet,
  DEFAULT_FEATURES,
  type Features,
  type Metadata,
  type ResolvedOptions,
  resolveOptions,
  type SIWXConfig,
  type SocialProvider,
  type ThemeMode,
  type ThemeVariables,
} from './options.ts'
export { SIWX_NOT_ENABLED, type SiwxActions, SiwxNotEnabledError } from './siwx/actions.ts'
export { type CloudSiwxOptions, createCloudSiwx, DEFAULT_SIWX_EXPIRY_MS } from './siwx/cloud.ts'
export type { SiwxState, SiwxStore } from './siwx/store.ts'
export type {
  SIWXKitContext,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXNetworkId,
  SIWXSession,
} from './siwx/types.ts'
export type { SmartAccountActions } from './smartAccounts/actions.ts'
export type { SendCallsParams } from './smartAccounts/calls.ts'
export type { SmartAccountDependencies } from './smartAccounts/controller.ts'
export type { SmartSessionsState, SmartSessionsStore } from './smartAccounts/store.ts'
export type {
  CallsStatus,
  ChainCapabilities,
  GrantPermissionsRequest,
  GrantPermissionsResponse,
  PermissionRequestItem,
  SmartSession,
  UserOperationReceipt,
  WalletCall,
} from './smartAccounts/types.ts'
export { socialsForPlatform } from './socials/platform.ts'
export {
  type CookieStorageOptions,
  createCookieStorage,
  parseAirlockCookies,
} from './ssr/cookieStorage.ts'
export * from './storage.ts'
export { type AccountState, emptyAccountState, type TokenBalance } from './stores/account.ts'
export type { AlertState, AlertVariant as AlertStoreVariant } from './stores/alert.ts'
export type { ChainState } from './stores/chain.ts'
export type { Connection, ConnectionState } from './stores/connection.ts'
export type { ConnectorInfo } from './stores/connectors.ts'
export type { AirlockEvent, AirlockEventName } from './stores/events.ts'
export { MODAL_SHAKE_MS, type ModalState } from './stores/modal.ts'
export type { NftHolding, NftsState } from './stores/nfts.ts'
export type { OptionsState } from './stores/options.ts'
export {
  BACK_NAVIGATION_CLEANUP_MS,
  type RouterData,
  type RouterState,
  type TransactionAction,
  type ViewName,
  type WalletSelection,
} from './stores/router.ts'
export { emptySendState, type FailedSend, type SendState } from './stores/send.ts'
export { TOAST_AUTO_CLOSE_MS, TOAST_SWAP_MS, type ToastState, type ToastVariant } from './stores/toast.ts'
export {
  activityKey,
  MAX_PENDING_TRANSACTIONS,
  type TransactionsState,
} from './stores/transactions.ts'
export { EMPTY_WALLET_SEARCH, type WalletSearchState, type WalletsState } from './stores/wallets.ts'
export type * from './swap/apiTypes.ts'
export { NATIVE_TOKEN_ADDRESS } from './swap/apiTypes.ts'
export {
  isSwapSupported,
  PRICE_IMPACT_WARNING_PERCENT,
  SLIPPAGE_CHOICES,
  SWAP_QUOTE_DEBOUNCE_MS,
  SWAP_QUOTE_REFRESH_MS,
  SWAP_SLIPPAGE_TOLERANCE,
  SWAP_SUPPORTED_CHAIN_IDS,
  SwapMessages,
} from './swap/constants.ts'
export type { SwapArguments, SwapController } from './swap/controller.ts'
export { InvalidSlippageError, SwapRevertedError } from './swap/errors.ts'
export { exchangeRate, minimumReceived, type SwapIssue, swapIssue } from './swap/quoteMath.ts'
export {
  emptySwapState,
  type SwapNetworkFee,
  type SwapState,
  type SwapStatus,
  type SwapStore,
  type SwapToken,
} from './swap/store.ts'
export { findSwapToken, isNativeSwapToken, searchSwapTokens } from './swap/tokens.ts'
export type { ThemeState, ThemeStore } from './theme/store.ts'
export type * from './types.ts'
export { formatUnits, fractionDigits, isDecimalAmount, parseUnits } from './units.ts'
export { SDK_TYPE, SDK_VERSION } from './version.ts'
export { formatNativeUrl, formatUniversalUrl, isSafeWalletLink } from './walletconnect/links.ts'
export { cloudEndpoints } from './walletconnect/load.ts'
export {
  proposalNamespaces,
  WALLETCONNECT_EVENTS,
  WALLETCONNECT_METHODS,
} from './walletconnect/namespaces.ts'
export {
  checkedSignature,
  checkedTransactionHash,
  checkedWalletAnswer,
  isSignature,
  isTransactionHash,
} from './walletResponse.ts'
