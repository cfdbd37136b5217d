import { createKit } from '../kit.ts'
import type { AirlockOptions } from '../options/options.ts'
import type { Airlock } from './Airlock.ts'
import { linkInternals } from './internals.ts'

/**
 * Creates a kit. It holds its own stores and connections: nothing is shared between two kits on a page, tests
 * or server renders. Create it once, outside components (a module of its own), and `destroy()` it when the
 * page is done with it.
 *
 * @example
 * import { createAirlock, mainnet } from '@airlock/core'
 * import { createEvmAdapter } from '@airlock/evm'
 *
 * export const airlock = createAirlock({
 *   projectId: 'my-project',
 *   networks: [mainnet],
 *   adapters: [createEvmAdapter()],
 * })
 */
export function createAirlock(options: AirlockOptions): Airlock {
  const kit = createKit(options)
  const { swapActions, onrampActions, payActions, siwxActions, embeddedActions: embedded } = kit
  // Each member picked by name: what a dapp can reach is exactly the interface, whatever the kit holds inside.
  const airlock: Airlock = {
    ready: kit.ready,
    account: kit.account,
    chain: kit.chain,
    connection: kit.connection,
    connectors: kit.connectors,
    modal: kit.modal,
    events: kit.events,
    theme: kit.theme,
    i18n: kit.i18n,
    images: kit.images,
    wallets: kit.wallets,
    transactions: kit.transactions,
    nfts: kit.nfts,
    send: kit.send,
    swap: kit.swap,
    onramp: kit.onramp,
    offramp: kit.offramp,
    payment: kit.payment,
    embedded: kit.embedded,
    names: kit.names,
    siwx: kit.siwx,
    smartSessions: kit.smartSessions,
    open: kit.open,
    close: kit.close,
    connect: kit.connect,
    disconnect: kit.disconnect,
    switchNetwork: kit.switchNetwork,
    signMessage: kit.signMessage,
    sendTransaction: kit.sendTransaction,
    writeContract: kit.writeContract,
    refreshBalance: kit.refreshBalance,
    refreshTokenBalances: kit.refreshTokenBalances,
    loadTransactions: kit.loadTransactions,
    loadNfts: kit.loadNfts,
    loadWallets: kit.loadWallets,
    loadMoreWallets: kit.loadMoreWallets,
    searchWallets: kit.searchWallets,
    sendToken: kit.sendToken,
    estimateSendFee: kit.estimateSendFee,
    maxSendAmount: kit.maxSendAmount,
    swapActions: Object.freeze({
      init: swapActions.init,
      setAmount: swapActions.setAmount,
      selectToken: swapActions.selectToken,
      flip: swapActions.flip,
      setSlippage: swapActions.setSlippage,
      maxAmount: swapActions.maxAmount,
      minimumReceived: swapActions.minimumReceived,
      refresh: swapActions.refresh,
      requote: swapActions.requote,
      swap: swapActions.swap,
    }),
    onrampActions: Object.freeze({
      init: onrampActions.init,
      selectProvider: onrampActions.selectProvider,
      setPaymentAmount: onrampActions.setPaymentAmount,
      selectPurchaseCurrency: onrampActions.selectPurchaseCurrency,
      selectPaymentCurrency: onrampActions.selectPaymentCurrency,
      selectPaymentMethod: onrampActions.selectPaymentMethod,
      startCheckout: onrampActions.startCheckout,
      cancelCheckout: onrampActions.cancelCheckout,
      refreshQuote: onrampActions.refreshQuote,
    }),
    pay: payActions.pay,
    payActions: Object.freeze({
      chooseRoute: payActions.chooseRoute,
      confirm: payActions.confirm,
      buyForPayment: payActions.buyForPayment,
      connectForPayment: payActions.connectForPayment,
      resume: payActions.resume,
      cancel: payActions.cancel,
    }),
    offrampActions: Object.freeze({
      init: kit.offrampActions.init,
      setAmount: kit.offrampActions.setAmount,
      selectSellCurrency: kit.offrampActions.selectSellCurrency,
      selectPayoutCurrency: kit.offrampActions.selectPayoutCurrency,
      setBankDetails: kit.offrampActions.setBankDetails,
      maxAmount: kit.offrampActions.maxAmount,
      refreshQuote: kit.offrampActions.refreshQuote,
      sell: kit.offrampActions.sell,
      reset: kit.offrampActions.reset,
    }),
    namesActions: kit.namesActions,
    siwxActions: Object.freeze({
      hasSession: siwxActions.hasSession,
      signIn: siwxActions.signIn,
      cancel: siwxActions.cancel,
      requestSignIn: siwxActions.requestSignIn,
      signOut: siwxActions.signOut,
    }),
    smartAccountActions: kit.smartAccountActions,
    embeddedActions: Object.freeze({
      provider: embedded.provider,
      connectEmail: embedded.connectEmail,
      connectSocial: embedded.connectSocial,
      connectFarcaster: embedded.connectFarcaster,
      resendCode: embedded.resendCode,
      connectOtp: embedded.connectOtp,
      updateEmail: embedded.updateEmail,
      updateEmailPrimaryOtp: embedded.updateEmailPrimaryOtp,
      updateEmailSecondaryOtp: embedded.updateEmailSecondaryOtp,
      clearUpdateError: embedded.clearUpdateError,
      setPreferredAccountType: embedded.setPreferredAccountType,
      signOut: embedded.signOut,
      clearError: embedded.clearError,
    }),
    setLocale: kit.setLocale,
    setThemeMode: kit.setThemeMode,
    setThemeVariables: kit.setThemeVariables,
    setAccentColor: (color) => kit.theme.setAccentColor(color),
    destroy: kit.destroy,
  }
  return Object.freeze(linkInternals(airlock, kit))
}
