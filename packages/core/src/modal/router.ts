import { createStore } from 'zustand/vanilla'
import type { ConnectorInfo } from '../connect/connectorsStore.ts'

export type ViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingWalletConnect'
  | 'ConnectingExternal'
  | 'ConnectingMultiChain'
  | 'ConnectingFarcaster'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'UnsupportedChain'
  | 'Swap'
  | 'SwapSelectToken'
  | 'SwapPreview'
  | 'OnRampProviders'
  | 'OnRampAmount'
  | 'OnRampTokenSelect'
  | 'OnRampFiatSelect'
  | 'BuyInProgress'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'UpdateEmailWallet'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
  | 'Networks'
  | 'Send'
  | 'SendSelectToken'
  | 'SendPreview'
  | 'Receive'
  | 'SmartSessions'
  | 'Pay'
  | 'Sell'
  | 'SellBankAccount'
  | 'SellProgress'

/** A wallet listing selected in the modal: what the connecting views show and open. */
export interface WalletSelection {
  id: string
  name: string
  image_id?: string
  /** Resolved image (registry image or a custom wallet's own). */
  image_url?: string
  rdns?: string
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
}

export interface RouterData {
  connector?: ConnectorInfo
  /** ConnectingMultiChain: one wallet's connectors, one per namespace, for the visitor to pick from. */
  connectors?: ConnectorInfo[]
  wallet?: WalletSelection
  swap?: { fromToken?: string | undefined; toToken?: string | undefined; amount?: string | undefined }
  /** SwapSelectToken: which side the picked token goes to. */
  swapSide?: 'from' | 'to'
  /** The on-ramp views: what the dapp preset (provider, purchase and payment currency, fiat amount). */
  onramp?: {
    provider?: string | undefined
    purchaseCurrency?: string | undefined
    paymentCurrency?: string | undefined
    amount?: string | undefined
  }
}

/** Callbacks held while a transaction view is shown: the view that pushed it learns how it ended. */
export interface TransactionAction {
  view?: ViewName
  onSuccess?: () => void
  onError?: () => void
  onCancel?: () => void
}

export interface RouterState {
  view: ViewName
  history: ViewName[]
  data: RouterData | undefined
  transactionStack: TransactionAction[]
}

export interface RouterHooks {
  /** Called when back is pressed on the only view: the modal closes. */
  onCloseRequest: () => void
  /** Whether an address is connected on the active namespace (for the Farcaster rule). */
  hasActiveAddress: () => boolean
  /** Clears the Farcaster link of the auth connector. */
  clearFarcasterLink?: () => void
  /** Reloads and re-syncs the auth connector. */
  resyncAuthConnector?: () => void
}

/**
 * Delay before the auth connector is resynced after leaving ConnectingFarcaster without an address: the
 * Farcaster link is cleared first, then the connector reloads.
 */
export const BACK_NAVIGATION_CLEANUP_MS = 100

export function createRouterStore(hooks: RouterHooks) {
  const store = createStore<RouterState>(() => ({
    view: 'Connect',
    history: ['Connect'],
    data: undefined,
    transactionStack: [],
  }))

  function leaving(view: ViewName) {
    if (view !== 'ConnectingFarcaster' || hooks.hasActiveAddress()) return
    hooks.clearFarcasterLink?.()
    setTimeout(() => hooks.resyncAuthConnector?.(), BACK_NAVIGATION_CLEANUP_MS)
  }

  function push(view: ViewName, data?: RouterData) {
    const state = store.getState()
    if (view === state.view) return
    leaving(state.view)
    store.setState({ view, history: [...state.history, view], data })
  }

  function reset(view: ViewName, data?: RouterData) {
    const state = store.getState()
    if (view !== state.view) leaving(state.view)
    store.setState({ view, history: [view], data })
  }

  function replace(view: ViewName, data?: RouterData) {
    const state = store.getState()
    if (state.history.at(-1) === view) return
    leaving(state.view)
    store.setState({ view, history: [...state.history.slice(0, -1), view], data })
  }

  function goBack() {
    const state = store.getState()
    if (state.history.length <= 1) {
      hooks.onCloseRequest()
      return
    }
    leaving(state.view)
    const history = state.history.slice(0, -1)
    const view = history.at(-1)!
    // A wallet picked on the way in is cleared, so the previous view does not show it as selected.
    const data = state.data?.wallet ? { ...state.data, wallet: undefined } : state.data
    store.setState({ view, history, data })
  }

  function goBackToIndex(index: number) {
    const state = store.getState()
    if (index < 0 || index >= state.history.length) return
    const history = state.history.slice(0, index + 1)
    leaving(state.view)
    store.setState({ view: history.at(-1)!, history })
  }

  function pushTransactionStack(action: TransactionAction) {
    store.setState((s) => ({ transactionStack: [...s.transactionStack, action] }))
    if (action.view) push(action.view)
  }

  function popTransactionStack(status: 'success' | 'error' | 'cancel') {
    const stack = store.getState().transactionStack
    const action = stack.at(-1)
    if (!action) return
    store.setState({ transactionStack: stack.slice(0, -1) })
    if (status === 'success') {
      action.onSuccess?.()
      return
    }
    if (status === 'error') action.onError?.()
    else action.onCancel?.()
    goBack()
  }

  return Object.assign(store, {
    push,
    reset,
    replace,
    goBack,
    goBackToIndex,
    pushTransactionStack,
    popTransactionStack,
  })
}

export type RouterStore = ReturnType<typeof createRouterStore>
