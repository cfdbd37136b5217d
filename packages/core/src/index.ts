/**
 * `@airlock/core`: what a dapp builds on. The kit (`createAirlock` and the `Airlock` interface it returns), the
 * options it takes, the networks it ships, the errors its actions throw, and the types those signatures name.
 * What only the other Airlock packages share lives in `@airlock/core/internal`; each name here is listed on
 * purpose, so a new export shows in review (src/exports.test.ts, api/index.api.md).
 */

// The kit and the state it holds

export type { SwapQuote, SwapTokenInfo } from '@airlock/protocol/cloud-api'
export type { NftHolding, NftsState } from './account/nftsStore.ts'
export type { AccountState, AccountStore, AccountsState, TokenBalance } from './account/store.ts'
export type { TransactionsState } from './account/transactionsStore.ts'
export type {
  Airlock,
  EmbeddedFacade,
  OffRampFacade,
  OnRampFacade,
  PayFacade,
  SiwxFacade,
} from './airlock/Airlock.ts'
export { createAirlock } from './airlock/createAirlock.ts'
export type { EventsState, ReadonlyStore } from './airlock/stores.ts'
export type { SwapActionName, SwapActions } from './airlock/swapActions.ts'
export type {
  OperationType,
  Transaction,
  TransactionApproval,
  TransactionStatus,
  TransactionTransfer,
} from './api/blockchainTypes.ts'
export type { Connection, ConnectionState } from './connect/connectionStore.ts'
export type { ConnectorInfo, ConnectorsState, ConnectorsStore } from './connect/connectorsStore.ts'
export type { EmbeddedActions } from './embedded/actions.ts'
export type {
  EmailUpdateState,
  EmailUpdateStatus,
  EmbeddedState,
  EmbeddedStatus,
} from './embedded/store.ts'
export type {
  EmbeddedProvider,
  EmbeddedUser,
  FrameClient,
  FrameClientOptions,
  FrameRect,
  FrameTimeoutReason,
} from './embedded/types.ts'
export type { AirlockEvent, AirlockEventName } from './events/store.ts'
export type { I18nState, LocaleInput } from './i18n/store.ts'
export type { ImageKind, ImageStore, ImagesState } from './images/store.ts'
export type { OpenOptions } from './modal/actions.ts'
export type { RouterData, ViewName, WalletSelection } from './modal/router.ts'
export type { ModalState } from './modal/store.ts'
export type { ChainState, ChainStore } from './network/store.ts'
export type { FailedSend, SendState, SendStore } from './send/store.ts'
export type { SwapNetworkFee, SwapState, SwapStatus, SwapToken } from './swap/store.ts'
export type { SwapArguments, SwapController } from './swap/swapController.ts'
export type { ThemeState } from './theme/store.ts'
export type { WalletListing } from './wallets/api.ts'
export type { WalletSearchState, WalletsState, WalletsStore } from './wallets/store.ts'

// Headless features (names, buying, selling, sign in with X, smart accounts): their actions and what they take

export type { BankAccountProblem } from '@airlock/protocol/bank'
export type {
  OffRampBankAccount,
  OffRampOrder,
  OffRampOrderStatus,
  OffRampPayoutCurrency,
  OffRampProviderInfo,
  OffRampQuote,
  OffRampSellCurrency,
  OnRampAmount,
  OnRampNetwork,
  OnRampOrder,
  OnRampOrderStatus,
  OnRampPaymentCurrency,
  OnRampProviderInfo,
  OnRampPurchaseCurrency,
  OnRampQuote,
  PaymentConfirmation,
  PaymentIntent,
  PaymentIntentOnchain,
  PaymentMethodLimit,
  PaymentQuote,
  PaymentStatus,
} from '@airlock/protocol/cloud-api'
export type { NamesActions } from './names/actions.ts'
export type { NameProfile } from './names/api.ts'
export type { NameResolution, NamesController } from './names/controller.ts'
export type { NameStatus, NameSuggestion, NamesState } from './names/store.ts'
export type { OffRampActions } from './offramp/actions.ts'
export type { OffRampArguments } from './offramp/controller.ts'
export type { OffRampBankDetails, OffRampSale, OffRampSaleStatus, OffRampState } from './offramp/store.ts'
export type { OnRampActions } from './onramp/actions.ts'
export type { OnRampQuoteResult } from './onramp/api.ts'
export type { OnRampArguments } from './onramp/controller.ts'
export type { OnRampCheckout, OnRampCheckoutStatus, OnRampState } from './onramp/store.ts'
export type { PayActions } from './pay/actions.ts'
export type { PayRoute } from './pay/planning.ts'
export type { PayAssetInfo, PayRequest, PayResult, PayState, PayStatus } from './pay/store.ts'
export type { SiwxActions } from './siwx/actions.ts'
export type { SiwxState } from './siwx/store.ts'
export type {
  SIWXConfig,
  SIWXKitContext,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXNetworkId,
  SIWXSession,
} from './siwx/types.ts'
export type { SmartAccountActions } from './smartAccounts/actions.ts'
export type { SendCallsParams } from './smartAccounts/calls.ts'
export type { SmartAccountController } from './smartAccounts/controller.ts'
export type { SmartSessionsState } from './smartAccounts/store.ts'
export type {
  CallsStatus,
  ChainCapabilities,
  GrantPermissionsRequest,
  GrantPermissionsResponse,
  Hex,
  PermissionRequestItem,
  SmartSession,
  UserOperationReceipt,
  WalletCall,
} from './smartAccounts/types.ts'

// Options, and the helpers a dapp passes in them

export type { EmbeddedWalletModule } from './embedded/types.ts'
export type { LocaleCatalogue, LocaleMessage } from './i18n/catalogue.ts'
export {
  AIRLOCK_LOCALES,
  type AirlockLocale,
  isAirlockLocale,
  type TextDirection,
} from './i18n/locales.ts'
export type { Metadata } from './options/metadata.ts'
export type {
  AirlockOptions,
  ConnectMethod,
  ConnectorTypeOrder,
  CustomWallet,
  Features,
  SocialProvider,
  StorageBackend,
} from './options/options.ts'
export type { DevicePlatform } from './shared/env.ts'
export { type CloudSiwxOptions, createCloudSiwx } from './siwx/cloud.ts'
export { socialsForPlatform } from './socials/platform.ts'
export { type CookieStorageOptions, createCookieStorage } from './ssr/cookieStorage.ts'
export type { AirlockStorage, StorageKey } from './storage/storage.ts'
export type { ThemeMode, ThemeVariables } from './theme/store.ts'

// Networks: the definitions the kit ships, a dapp's own, and changing the list at run time

export { addNetwork } from './networks/addNetwork.ts'
export type { DeepReadonly } from './networks/define.ts'
export {
  airlockBitcoinTestChain,
  airlockDevnet,
  airlockSolanaLocal,
  arbitrum,
  avalanche,
  base,
  bitcoin,
  bitcoinTestnet,
  bsc,
  celo,
  defineNetwork,
  gnosis,
  mainnet,
  type NetworkDefinition,
  type NetworkInput,
  optimism,
  polygon,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
  zksync,
  zora,
} from './networks/index.ts'
export { removeNetwork } from './networks/removeNetwork.ts'
export type {
  AccountType,
  BlockExplorer,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  ConnectionStatus,
  ConnectorType,
  NativeCurrency,
  RpcUrls,
} from './types.ts'

// Chain adapters: the contract @airlock/evm, @airlock/solana, @airlock/bitcoin and @airlock/wagmi implement

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

// Errors: every typed error an action can throw, to tell apart with instanceof

export { CloudError, RequestAbortedError } from './cloud/errors.ts'
export {
  AdapterNotFoundError,
  AuthInitializationError,
  CaipNetworkOrAddressUndefinedError,
  ConnectionRestoreTimeoutError,
  MalformedWalletResponseError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  NoConnectionClientError,
  type WalletResponseKind,
} from './connect/errors.ts'
export { BaseError, type BaseErrorParameters } from './errors/base.ts'
export { ConnectionClosedError } from './errors/connectionClosed.ts'
export { UserRejectedRequestError } from './errors/user.ts'
export { WalletError, type WalletErrorParameters } from './errors/wallet.ts'
export { parseErrorMessage } from './errors.ts'
export { AmountError } from './format/errors.ts'
export { UnknownViewError } from './modal/errors.ts'
export { ChainNotSupportedError, ChainSwitchError, UnsupportedChainError } from './network/errors.ts'
export {
  NetworkAdapterMissingError,
  NetworkRemovalError,
  type NetworkRemovalReason,
  NoRpcUrlError,
} from './networks/errors.ts'
export { UnavailableRpcUrlError } from './networks/unavailableRpcUrl.ts'
export {
  OffRampDepositMismatchError,
  OffRampOrderExpiredError,
  OffRampQuoteExpiredError,
  OffRampRefundedError,
} from './offramp/errors.ts'
export { OnRampPurchaseFailedError } from './onramp/errors.ts'
export { InvalidOptionsError } from './options/errors.ts'
export {
  InvalidPaymentRequestError,
  PaymentAlreadyPaidError,
  PaymentCancelledError,
  PaymentExpiredError,
  PaymentInsufficientFundsError,
  PaymentMismatchError,
  PaymentRejectedError,
  PaymentRevertedError,
  PayNotEnabledError,
} from './pay/errors.ts'
export {
  InvalidCaip2NetworkIdError,
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
} from './shared/caipErrors.ts'
export { SiwxNotEnabledError } from './siwx/errors.ts'
export { UserOperationReceiptError, WalletCapabilityError } from './smartAccounts/errors.ts'
export { InvalidSlippageError, SwapRevertedError } from './swap/errors.ts'
export { RpcProviderNotFoundError, WalletConnectConnectorNotFoundError } from './walletconnect/errors.ts'

// Showing the kit's data, and its log for a support request

export { formatBalance } from './format/format.ts'
export { readKitLog } from './logs/logBuffer.ts'
