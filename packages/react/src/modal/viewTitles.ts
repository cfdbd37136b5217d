import type { ViewName } from '@airlock/core'
import type { AirlockInternals } from '@airlock/core/internal'
import type { Resolved } from '../i18n/define.ts'
import type { shellMessages } from '../i18n/en/shell.ts'
import { fill } from '../i18n/fill.ts'

/** The shell's texts in the current locale (useMessages(shellMessages)). */
export type ShellTexts = Resolved<(typeof shellMessages)['en']>

type Title = (m: ShellTexts, airlock: AirlockInternals) => string

// Every ViewName has a title (a view added to the router without one does not compile).
// Brand names (WalletConnect, Farcaster, a wallet's, a provider's) are names, not texts to translate.
const TITLES = {
  Connect: (m) => m.connectWallet,
  ConnectingExternal: (m, airlock) => airlock.router.getState().data?.connector?.name ?? m.connecting,
  ConnectingMultiChain: (m, airlock) => airlock.router.getState().data?.connector?.name ?? m.selectNetwork,
  ConnectingWalletConnectBasic: () => 'WalletConnect',
  ConnectingWalletConnect: (_, airlock) => airlock.router.getState().data?.wallet?.name ?? 'WalletConnect',
  Account: (m) => m.account,
  AllWallets: (m) => m.allWallets,
  Networks: (m) => m.chooseNetwork,
  UnsupportedChain: (m) => m.switchNetwork,
  RegisterAccountName: (m) => m.chooseName,
  RegisterAccountNameSuccess: (m) => m.nameRegistered,
  Receive: (m) => m.receive,
  Send: (m) => m.send,
  SendSelectToken: (m) => m.selectToken,
  SendPreview: (m) => m.reviewSend,
  Swap: (m) => m.swap,
  SwapSelectToken: (m) => m.selectToken,
  SwapPreview: (m) => m.reviewSwap,
  OnRampProviders: (m) => m.buyCrypto,
  OnRampAmount: (m, airlock) => {
    const symbol = airlock.onramp.getState().purchaseCurrency?.symbol
    return symbol ? fill(m.buyToken, { symbol }) : m.buy
  },
  OnRampTokenSelect: (m) => m.selectToken,
  Sell: (m, airlock) => {
    const symbol = airlock.offramp.getState().sellCurrency?.symbol
    return symbol ? fill(m.sellToken, { symbol }) : m.sellCrypto
  },
  SellBankAccount: (m) => m.bankAccount,
  SellProgress: (m) => m.sellCrypto,
  OnRampFiatSelect: (m) => m.selectCurrency,
  EmailVerifyOtp: (m) => m.confirmEmail,
  EmailVerifyDevice: (m) => m.registerDevice,
  ConnectingFarcaster: () => 'Farcaster',
  ApproveTransaction: (m) => m.approve,
  SIWXSignMessage: (m) => m.signIn,
  UpdateEmailWallet: (m) => m.editEmail,
  UpdateEmailPrimaryOtp: (m) => m.confirmCurrentEmail,
  UpdateEmailSecondaryOtp: (m) => m.confirmNewEmail,
  SmartSessions: (m) => m.sessions,
  BuyInProgress: (m, airlock) => airlock.onramp.getState().checkout.provider?.label ?? m.buy,
  Pay: (m) => m.pay,
} satisfies Record<ViewName, Title>

/**
 * The header title of `view` in the locale of `m`.
 *
 * @example
 * const m = useMessages(shellMessages)
 * return <Header title={viewTitle('Connect', m, airlock)} … /> // 'Connect Wallet' in English
 */
export function viewTitle(view: ViewName, m: ShellTexts, airlock: AirlockInternals): string {
  const title: Title = TITLES[view]
  return title(m, airlock)
}
