import type { ViewName } from '@airlock/core'
import type { ComponentType } from 'react'
import { AccountView } from './views/AccountView.tsx'
import { AllWalletsView } from './views/AllWalletsView.tsx'
import { ConnectingExternalView } from './views/ConnectingExternalView.tsx'
import { ConnectingMultiChainView } from './views/ConnectingMultiChainView.tsx'
import {
  ConnectingWalletConnectBasicView,
  ConnectingWalletConnectView,
} from './views/ConnectingWalletConnectView.tsx'
import { ConnectView } from './views/ConnectView.tsx'
import {
  ApproveTransactionViewLoader,
  ConnectingFarcasterViewLoader,
  EmailVerifyDeviceViewLoader,
  EmailVerifyOtpViewLoader,
  UpdateEmailPrimaryOtpViewLoader,
  UpdateEmailSecondaryOtpViewLoader,
  UpdateEmailWalletViewLoader,
} from './views/embedded/EmbeddedViewLoader.tsx'
import { NetworksView } from './views/NetworksView.tsx'
import {
  RegisterAccountNameSuccessViewLoader,
  RegisterAccountNameViewLoader,
} from './views/names/NamesViewLoader.tsx'
import {
  BuyInProgressViewLoader,
  OnRampAmountViewLoader,
  OnRampFiatSelectViewLoader,
  OnRampProvidersViewLoader,
  OnRampTokenSelectViewLoader,
} from './views/onramp/OnRampViewLoader.tsx'
import { PayViewLoader } from './views/pay/PayViewLoader.tsx'
import { ReceiveViewLoader } from './views/receive/ReceiveViewLoader.tsx'
import {
  SellBankAccountViewLoader,
  SellProgressViewLoader,
  SellViewLoader,
} from './views/sell/SellViewLoader.tsx'
import {
  SendPreviewViewLoader,
  SendSelectTokenViewLoader,
  SendViewLoader,
} from './views/send/SendViewLoader.tsx'
import { SIWXSignMessageViewLoader } from './views/siwx/SIWXSignMessageViewLoader.tsx'
import { SmartSessionsViewLoader } from './views/smartAccount/SmartSessionsViewLoader.tsx'
import {
  SwapPreviewViewLoader,
  SwapSelectTokenViewLoader,
  SwapViewLoader,
} from './views/swap/SwapViewLoader.tsx'
import { UnsupportedChainView } from './views/UnsupportedChainView.tsx'

/** Every route the router can hold, with the component that draws it. */
export type ViewTable = Readonly<Record<ViewName, ComponentType>>

/**
 * The component of each view. The table names every `ViewName`: a view added to the router without a component
 * here does not compile, so the modal never has a route it cannot draw (views behind a loader fetch their chunk
 * on first show).
 */
export const VIEWS = {
  Connect: ConnectView,
  ConnectingExternal: ConnectingExternalView,
  ConnectingMultiChain: ConnectingMultiChainView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  Account: AccountView,
  AllWallets: AllWalletsView,
  Networks: NetworksView,
  UnsupportedChain: UnsupportedChainView,
  RegisterAccountName: RegisterAccountNameViewLoader,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessViewLoader,
  Receive: ReceiveViewLoader,
  Send: SendViewLoader,
  SendSelectToken: SendSelectTokenViewLoader,
  SendPreview: SendPreviewViewLoader,
  Swap: SwapViewLoader,
  SwapSelectToken: SwapSelectTokenViewLoader,
  SwapPreview: SwapPreviewViewLoader,
  OnRampProviders: OnRampProvidersViewLoader,
  Sell: SellViewLoader,
  SellBankAccount: SellBankAccountViewLoader,
  SellProgress: SellProgressViewLoader,
  OnRampAmount: OnRampAmountViewLoader,
  OnRampTokenSelect: OnRampTokenSelectViewLoader,
  OnRampFiatSelect: OnRampFiatSelectViewLoader,
  EmailVerifyOtp: EmailVerifyOtpViewLoader,
  EmailVerifyDevice: EmailVerifyDeviceViewLoader,
  ConnectingFarcaster: ConnectingFarcasterViewLoader,
  ApproveTransaction: ApproveTransactionViewLoader,
  SIWXSignMessage: SIWXSignMessageViewLoader,
  UpdateEmailWallet: UpdateEmailWalletViewLoader,
  UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpViewLoader,
  UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpViewLoader,
  SmartSessions: SmartSessionsViewLoader,
  BuyInProgress: BuyInProgressViewLoader,
  Pay: PayViewLoader,
} as const satisfies ViewTable
