import { refreshNativeBalance } from './account/balance.ts'
import { fetchNfts } from './account/nfts.ts'
import { createNftsStore } from './account/nftsStore.ts'
import { createAccountStore, type TokenBalance } from './account/store.ts'
import { fetchTokenBalances } from './account/tokenBalances.ts'
import { fetchTransactions } from './account/transactions.ts'
import { createTransactionsStore } from './account/transactionsStore.ts'
import type { ChainAdapter, ContractCall } from './adapter.ts'
import { type CloudClients, createCloudClients } from './cloud/clients.ts'
import { initCloud } from './cloud/init.ts'
import { reportCloudError } from './cloud/reportError.ts'
import { connectExternal, syncExistingConnections } from './connect/connect.ts'
import { createConnectionStore } from './connect/connectionStore.ts'
import {
  type ConnectorInfo,
  createConnectorsStore,
  WALLET_CONNECT_ID,
  walletConnectConnector,
} from './connect/connectorsStore.ts'
import { disconnect } from './connect/disconnect.ts'
import { storedActiveNamespace, storedActiveNetworkId } from './connect/persisted.ts'
import { createWalletEventHandlers } from './connect/walletEvents.ts'
import type { AirlockContext } from './context.ts'
import { createEmbeddedActions } from './embedded/actions.ts'
import { AUTH_CONNECTOR_INFO } from './embedded/connector.ts'
import { createEmbeddedStore } from './embedded/store.ts'
import { ConnectionClosedError } from './errors/connectionClosed.ts'
import { Alerts } from './errors.ts'
import { createEventsStore } from './events/store.ts'
import { createI18nStore, type LocaleInput } from './i18n/store.ts'
import { createImageStore } from './images/store.ts'
import { closeModal, isCloseBlocked, type OpenOptions, openingView, openModal } from './modal/actions.ts'
import { createAlertStore } from './modal/alert.ts'
import { createRouterStore } from './modal/router.ts'
import { createModalStore } from './modal/store.ts'
import { createToastStore } from './modal/toast.ts'
import { createNamesActions } from './names/actions.ts'
import { createNamesStore } from './names/store.ts'
import { createChainStore } from './network/store.ts'
import { switchNetwork } from './network/switch.ts'
import { withRpcUrl } from './networks/index.ts'
import { createOffRampActions } from './offramp/actions.ts'
import { createOffRampStore } from './offramp/store.ts'
import { createOnRampActions } from './onramp/actions.ts'
import { createOnRampStore } from './onramp/store.ts'
import { type AirlockOptions, resolveOptions } from './options/options.ts'
import { createOptionsStore } from './options/store.ts'
import { createPayActions } from './pay/actions.ts'
import { createPayStore } from './pay/store.ts'
import { createSendStore } from './send/store.ts'
import { isMobileUserAgent } from './shared/env.ts'
import { startLazily } from './shared/startLazily.ts'
import { createSiwxActions } from './siwx/actions.ts'
import { createSiwxStore } from './siwx/store.ts'
import { createSmartAccountActions } from './smartAccounts/actions.ts'
import { createSmartSessionsStore } from './smartAccounts/store.ts'
import { createStorage } from './storage/storage.ts'
import type { SwapToken } from './swap/store.ts'
import { createSwapStore } from './swap/store.ts'
import type { SwapArguments, SwapController } from './swap/swapController.ts'
import { createThemeStore, type ThemeMode, type ThemeVariables } from './theme/store.ts'
import type { CaipNetwork, ChainNamespace } from './types.ts'
import { createWalletConnect } from './walletconnect/create.ts'
import { storedRecentWallets, watchRecentWallets } from './wallets/recent.ts'
import { createWalletsStore } from './wallets/store.ts'

const loadSend = () => import('./send/send.ts')
// The registry's pages and search load with the views that show them (the modal's chunk asks at once).
const walletRegistry = () => import('./wallets/registry.ts')
const walletSearch = () => import('./wallets/search.ts')

/**
 * Creates one kit with everything inside it: its stores, its context and its actions. Nothing is shared between
 * instances, so two kits on a page, tests and server rendering never leak into each other. A dapp gets the kit
 * through `createAirlock`, which hands out only the declared `Airlock` surface; the React package and the
 * kit's own tests reach this whole object through `internalsOf(airlock)` of `@airlock/core/internal`.
 */
export function createKit(input: AirlockOptions) {
  const options = resolveOptions(input)
  const storage = createStorage(options.storage, { cacheMaxEntries: options.cacheMaxEntries })
  const alert = createAlertStore()
  let cloud: CloudClients | undefined
  if (options.cloudUrl && options.projectId)
    cloud = createCloudClients(
      { cloudUrl: options.cloudUrl, projectId: options.projectId },
      (error) => reportCloudError({ alert }, error),
      () => alert.open(Alerts.INVALID_APP_CONFIGURATION, 'error'),
    )
  // With a cloud, every network reads through the project's RPC gateway (its own URL is kept as chainDefault).
  const networks: readonly CaipNetwork[] = cloud
    ? options.networks.map((n) => withRpcUrl(n, cloud.blockchain.rpcUrl(n.caipNetworkId)))
    : options.networks
  const adapters = new Map<ChainNamespace, ChainAdapter>(options.adapters.map((a) => [a.namespace, a]))
  const walletConnect = createWalletConnect(options)

  const byId = (id: string | undefined) => networks.find((n) => n.caipNetworkId === id)
  // The stored network, else the first of the stored namespace (its network may have left the dapp's list).
  const storedNamespace = storedActiveNamespace({ storage })
  const initialNetwork =
    byId(storedActiveNetworkId({ storage })) ??
    networks.find((n) => n.chainNamespace === storedNamespace) ??
    byId(options.defaultNetwork?.caipNetworkId) ??
    networks[0]
  const chain = createChainStore(networks, initialNetwork)
  const account = createAccountStore()
  const modal = createModalStore()
  // Sign in with X: a required sign-in without a session keeps the modal open (the dapp cannot be used
  // without it).
  const siwx = createSiwxStore()
  const hasSiwxSession = () => siwx.getState().session !== undefined
  let ctx: AirlockContext
  const router = createRouterStore({
    onCloseRequest: () => closeModal(ctx, hasSiwxSession),
    hasActiveAddress: () => Boolean(account.get(chain.getState().activeChain)?.address),
    // Leaving ConnectingFarcaster without an address clears the Farcaster link, then resyncs the auth connector
    // (the embedded wallet's facade is made below).
    clearFarcasterLink: () => void embedded.clearFarcasterLink(),
    resyncAuthConnector: () => void embedded.resync(),
  })

  ctx = {
    options,
    storage,
    adapters,
    isMobile: options.isMobile ?? isMobileUserAgent,
    cloud,
    walletConnect,
    router,
    modal,
    connection: createConnectionStore(),
    connectors: createConnectorsStore(),
    account,
    chain,
    toast: createToastStore(),
    alert,
    events: createEventsStore(),
    optionsStore: createOptionsStore(options.features, Boolean(options.siwx)),
    transactions: createTransactionsStore(),
    wallets: createWalletsStore(storedRecentWallets({ storage })),
    nfts: createNftsStore(),
    send: createSendStore(),
    swap: createSwapStore(options.swap?.slippage),
    onramp: createOnRampStore(),
    embedded: createEmbeddedStore(),
    names: createNamesStore(),
    smartSessions: createSmartSessionsStore(),
    images: createImageStore(),
    i18n: createI18nStore(options.locale),
    theme: createThemeStore({
      themeMode: options.themeMode,
      themeVariables: options.themeVariables,
      accentColor: options.accentColor,
    }),
  }

  if (!options.projectId) ctx.alert.open(Alerts.PROJECT_ID_NOT_CONFIGURED, 'error')
  // The kit starts on the first network instead; the developer learns why their default was not used.
  if (options.defaultNetwork && !byId(options.defaultNetwork.caipNetworkId))
    ctx.alert.open(Alerts.NETWORK_NOT_FOUND, 'error')

  // WalletConnect is a connector of every namespace with an adapter, next to what the adapter discovers.
  // The embedded wallet (email login) is a connector of eip155 when the email feature is on.
  const embedded = createEmbeddedActions(ctx)
  const withWalletConnect = (namespace: ChainNamespace, connectors: ConnectorInfo[]) => {
    const withAuth =
      namespace === 'eip155' && options.features.email ? [...connectors, AUTH_CONNECTOR_INFO] : connectors
    return walletConnect ? [...withAuth, walletConnectConnector(namespace)] : withAuth
  }
  for (const namespace of adapters.keys())
    ctx.connectors.setConnectors(namespace, withWalletConnect(namespace, []))
  const stopRecentWallets = watchRecentWallets(ctx)
  // Both in chunks of their own, off the page load: an embedded login or a connection comes well after it.
  const stopAccountTypes = startLazily(() =>
    import('./smartAccounts/preference.ts').then((m) =>
      m.watchAccountTypes(ctx, (type) => embedded.setPreferredAccountType(type)),
    ),
  )
  // The active account's balances follow new blocks while the page is visible.
  const stopBalances = startLazily(() =>
    import('./account/balanceWatch.ts').then((m) => m.watchBalances(ctx)),
  )
  const cleanups = [...adapters.values()].map((adapter) =>
    adapter.init({
      setConnectors: (connectors) =>
        ctx.connectors.setConnectors(adapter.namespace, withWalletConnect(adapter.namespace, connectors)),
      events: createWalletEventHandlers(ctx, adapter.namespace),
      networks: () => ctx.chain.networksOf(adapter.namespace),
      sharedProvider: (connectorId) =>
        connectorId === WALLET_CONNECT_ID
          ? walletConnect?.session.provider(adapter.namespace)
          : connectorId === AUTH_CONNECTOR_INFO.id && adapter.namespace === 'eip155'
            ? embedded.provider
            : undefined,
    }),
  )

  const cloudReady = cloud ? initCloud(ctx, cloud, input.features) : Promise.resolve()
  ctx.events.emit('INITIALIZE', { networks: networks.map((n) => n.caipNetworkId) })
  const ready = Promise.all([syncExistingConnections(ctx), cloudReady]).then(() => undefined)

  // After destroy() the kit's wallet listeners are gone: a request would act on a connection nothing follows.
  let destroyed = false
  // Wallet requests load on first use: the page does not pay for them (nor their typed errors) at load.
  const requests = () => import('./connect/request.ts')
  // Sign in with X follows the connection; its flow is a chunk loaded when an account first needs it.
  const siwxActions = createSiwxActions(ctx, siwx, {
    signMessage: (message) => unlessDestroyed(async () => (await requests()).signMessage(ctx, message)),
    disconnect: () => disconnect(ctx),
    open: () => openModal(ctx, { view: 'SIWXSignMessage' }),
    close: () => closeModal(ctx, hasSiwxSession),
  })

  // The swap's actions load with the Swap view or on first headless use; one controller per instance.
  let swapController: Promise<SwapController> | undefined
  const swapActions = <R>(run: (controller: SwapController) => R): Promise<Awaited<R>> => {
    swapController ??= import('./swap/controller.ts').then((m) => m.createSwapController(ctx))
    return swapController.then(async (controller): Promise<Awaited<R>> => await run(controller))
  }

  async function unlessDestroyed<T>(run: () => Promise<T>): Promise<T> {
    if (destroyed) throw new ConnectionClosedError({ details: 'The kit was destroyed' })
    return run()
  }
  const signMessage = (message: string) =>
    unlessDestroyed(async () => (await requests()).signMessage(ctx, message))
  const onrampActions = createOnRampActions(ctx, unlessDestroyed)
  // Sell's code loads with the Sell views or on the first headless call, not with the page.
  const offramp = createOffRampStore()
  const offrampActions = createOffRampActions(ctx, offramp, unlessDestroyed)
  // Pay's code loads on the first payment, not with the page.
  const payment = createPayStore()
  const payActions = createPayActions(ctx, payment, unlessDestroyed)

  return {
    ...ctx,
    /** Settles once stored connections have been restored (or found gone). */
    ready,
    /** Sign in with X: where the active account's sign-in stands (status, session, error). */
    siwx,
    /** Sign in with X, headless: sign in, cancel, sign out ('SIWX is not enabled' without the option). */
    siwxActions,
    /** Whether closing is refused now (a required sign-in without a session): the close button is disabled. */
    isCloseBlocked: () => isCloseBlocked(ctx, hasSiwxSession),
    open: (openOptions?: OpenOptions) => openModal(ctx, openOptions),
    /** The view open() would show first now (the modal rehearses it while the page is idle). */
    openingView: () => openingView(ctx),
    close: () => closeModal(ctx, hasSiwxSession),
    connect: (connector: ConnectorInfo) => unlessDestroyed(() => connectExternal(ctx, connector)),
    disconnect: (namespace?: ChainNamespace) => disconnect(ctx, namespace),
    switchNetwork: (network: CaipNetwork) => unlessDestroyed(() => switchNetwork(ctx, network)),
    /** Reads the native balance again, past the 30 s cache (after a send, say). */
    refreshBalance: (namespace = ctx.chain.getState().activeChain) =>
      namespace ? refreshNativeBalance(ctx, namespace, { force: true }) : Promise.resolve(),
    /** Loads the next page of activity (or the first, with reset). */
    loadTransactions: (options?: { reset?: boolean }) => fetchTransactions(ctx, options),
    /** Reads the NFTs the active eip155 account holds (from its history), into `nfts`. */
    loadNfts: () => fetchNfts(ctx),
    /** All Wallets: featured and recommended wallets (once), then the first page of the registry. */
    loadWallets: () => walletRegistry().then((m) => m.loadWallets(ctx)),
    /** All Wallets: the next page (40), for infinite scroll. */
    loadMoreWallets: () => walletRegistry().then((m) => m.fetchWalletsPage(ctx)),
    /** All Wallets: searches the registry; call on every keystroke (results wait 300 ms after the last). */
    searchWallets: (text: string) => walletSearch().then((m) => m.searchWallets(ctx, text)),
    /** Loads the active account's token balances (wallet assets, else the cloud). */
    refreshTokenBalances: (namespace = ctx.chain.getState().activeChain) =>
      namespace ? fetchTokenBalances(ctx, namespace) : Promise.resolve([]),
    // Send's code loads with the Send view (its first use), not with the page.
    /** Sends the send draft (`airlock.send`); resolves with the hash, or undefined after an error toast. */
    sendToken: () => loadSend().then((m) => m.sendToken(ctx)),
    /** Estimates the draft's network fee into `airlock.send` (gasEstimate, or gasEstimateError). */
    estimateSendFee: () => import('./send/fee.ts').then((m) => m.estimateSendFee(ctx)),
    /** The most `token` can send, leaving the network fee for the native token. */
    maxSendAmount: (token: TokenBalance) => loadSend().then((m) => m.maxSendAmount(ctx, token)),
    /**
     * Swap, headless: the draft and quote live in `airlock.swap`; these load the swap's code on first use.
     *
     * @example
     * await airlock.swapActions.init({ fromToken: 'USDC', toToken: 'ETH', amount: '25' })
     * airlock.swap.subscribe((s) => console.log(s.toTokenAmount, s.quote?.priceImpact))
     * const hash = await airlock.swapActions.swap()
     */
    swapActions: {
      /** Loads tokens, balances and gas price for the active network, then applies the arguments. */
      init: (args?: SwapArguments) => swapActions((c) => c.init(args)),
      /** Sets the amount paid; a quote follows 300 ms after the last change. */
      setAmount: (amount: string) => swapActions((c) => c.setAmount(amount)),
      selectToken: (side: 'from' | 'to', token: SwapToken) => swapActions((c) => c.selectToken(side, token)),
      flip: () => swapActions((c) => c.flip()),
      /** Slippage tolerance in percent (more than 0, at most 49). */
      setSlippage: (percent: number) => swapActions((c) => c.setSlippage(percent)),
      /** The most the source token can swap, leaving the network fee for the native token. */
      maxAmount: () => swapActions((c) => c.maxAmount()),
      /** The least the current quote pays at the tolerance. */
      minimumReceived: () => swapActions((c) => c.minimumReceived()),
      refresh: () => swapActions((c) => c.refresh()),
      /** Quotes the unchanged draft again, keeping the shown quote until the new one arrives. */
      requote: () => swapActions((c) => c.requote()),
      /** Approves when needed, then swaps; resolves with the hash, or undefined with `swap.error` set. */
      swap: () => unlessDestroyed(() => swapActions((c) => c.swap())),
      dispose: () => (swapController ? swapActions((c) => c.dispose()) : Promise.resolve()),
    },
    /** Buy crypto, headless: the draft, quote and checkout live in `airlock.onramp`. */
    onrampActions,
    /** Selling crypto: the options, the draft, its quote and bank details, and the sale in progress. */
    offramp,
    /** Sell crypto, headless: the state lives in `airlock.offramp`; the code loads on first use. */
    offrampActions,
    /** Pay: the payment in progress (request, routes, status, error), as the Pay view shows it. */
    payment,
    /** Pay, headless: `pay` opens the modal on Pay; the rest are the Pay view's steps. */
    payActions,
    /** The embedded wallet (email login), headless: its state lives in `airlock.embedded`. */
    embeddedActions: embedded,
    /** Names (register, resolve), headless: the state lives in `airlock.names`; the code loads on first use. */
    namesActions: createNamesActions(ctx, { signMessage }),
    /** The active account's smart sessions (ERC-7715), as the Sessions view lists them. */
    smartSessions: ctx.smartSessions,
    /** Smart accounts, EIP-5792 batches and ERC-7715 sessions, headless; the code loads on first use. */
    smartAccountActions: createSmartAccountActions(ctx, {
      setEmbeddedAccountType: (type) => embedded.setPreferredAccountType(type),
    }),
    /**
     * Changes the kit's language at run time; resolves once the new texts are on screen (a locale other than
     * English loads its catalogue first, the old texts stay until it arrives).
     *
     * @example
     * await airlock.setLocale('ja')
     */
    setLocale: (locale: LocaleInput) => ctx.i18n.setLocale(locale),
    /**
     * Changes the theme mode at run time.
     *
     * @example
     * airlock.setThemeMode('system')
     */
    setThemeMode: (mode: ThemeMode) => ctx.theme.setThemeMode(mode),
    /**
     * Merges theme variables into the current ones at run time.
     *
     * @example
     * airlock.setThemeVariables({ '--airlock-border-radius-master': '8px' })
     */
    setThemeVariables: (variables: ThemeVariables) => ctx.theme.setThemeVariables(variables),
    /** Signs with the connected account; a refusal throws UserRejectedRequestError ('Signature declined'). */
    signMessage,
    /** Sends from the connected account on the active network; resolves with the hash. */
    sendTransaction: (tx: { to: string; value?: bigint | undefined; data?: string | undefined }) =>
      unlessDestroyed(async () => (await requests()).sendTransaction(ctx, tx)),
    /** Calls a contract through the wallet (an ERC-20 transfer, say); resolves with the hash. */
    writeContract: (call: ContractCall) =>
      unlessDestroyed(async () => (await requests()).writeContract(ctx, call)),
    destroy() {
      if (destroyed) return
      destroyed = true
      siwxActions.dispose()
      for (const cleanup of cleanups) cleanup()
      stopRecentWallets()
      stopAccountTypes()
      stopBalances()
      // Each capability releases what it opened; waits still in flight reject with ConnectionClosedError.
      embedded.dispose()
      ctx.wallets.dispose()
      ctx.toast.dispose()
      ctx.modal.dispose()
      void walletConnect?.session.dispose()
      cloud?.analytics.dispose()
      void swapController?.then((c) => c.dispose()).catch(() => {})
      void onrampActions.dispose().catch(() => {})
      void offrampActions.dispose().catch(() => {})
      void payActions.dispose().catch(() => {})
      // An order being followed stops being polled (only a loaded controller has a checkout that is not idle).
      if (ctx.onramp.getState().checkout.status !== 'idle')
        void onrampActions.cancelCheckout().catch(() => {})
    },
  }
}

/** The whole kit: the context (every store, the options, the clients) and every action. Outside semver. */
export type AirlockInternals = ReturnType<typeof createKit>
