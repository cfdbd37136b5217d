import type { NftsState } from '../account/nftsStore.ts'
import type { AccountStore, AccountsState, TokenBalance } from '../account/store.ts'
import type { TransactionsState } from '../account/transactionsStore.ts'
import type { ContractCall } from '../adapter.ts'
import type { ConnectionState } from '../connect/connectionStore.ts'
import type { ConnectorInfo, ConnectorsState, ConnectorsStore } from '../connect/connectorsStore.ts'
import type { EmbeddedActions } from '../embedded/actions.ts'
import type { EmbeddedState } from '../embedded/store.ts'
import type { I18nState, LocaleInput } from '../i18n/store.ts'
import type { ImageStore, ImagesState } from '../images/store.ts'
import type { OpenOptions } from '../modal/actions.ts'
import type { ModalState } from '../modal/store.ts'
import type { NamesActions } from '../names/actions.ts'
import type { NamesState } from '../names/store.ts'
import type { ChainState, ChainStore } from '../network/store.ts'
import type { OffRampActions } from '../offramp/actions.ts'
import type { OffRampState } from '../offramp/store.ts'
import type { OnRampActions } from '../onramp/actions.ts'
import type { OnRampState } from '../onramp/store.ts'
import type { PayActions } from '../pay/actions.ts'
import type { PayRequest, PayResult, PayState } from '../pay/store.ts'
import type { SendState, SendStore } from '../send/store.ts'
import type { SiwxActions } from '../siwx/actions.ts'
import type { SiwxState } from '../siwx/store.ts'
import type { SmartAccountActions } from '../smartAccounts/actions.ts'
import type { SmartSessionsState } from '../smartAccounts/store.ts'
import type { SwapState } from '../swap/store.ts'
import type { ThemeMode, ThemeState, ThemeVariables } from '../theme/store.ts'
import type { CaipNetwork, ChainNamespace } from '../types.ts'
import type { WalletsState, WalletsStore } from '../wallets/store.ts'
import type { EventsState, ReadonlyStore } from './stores.ts'
import type { SwapActions } from './swapActions.ts'

/** Buy crypto, headless (what `airlock.onrampActions` offers). */
export type OnRampFacade = Omit<OnRampActions, 'dispose'>
/** Sell crypto, headless (what `airlock.offrampActions` offers). */
export type OffRampFacade = Omit<OffRampActions, 'dispose'>
/**
 * Pay, headless: the Pay view's steps (what `airlock.payActions` offers).
 *
 * @example
 * const steps: PayFacade = airlock.payActions
 */
export type PayFacade = Omit<PayActions, 'dispose' | 'pay'>
/** Sign in with X, headless (what `airlock.siwxActions` offers). */
export type SiwxFacade = Omit<SiwxActions, 'dispose'>
/** The embedded wallet (email, social and Farcaster login), headless (what `airlock.embeddedActions` offers). */
export type EmbeddedFacade = Omit<
  EmbeddedActions,
  'dispose' | 'resync' | 'clearFarcasterLink' | 'placeApproval'
>

/**
 * One Airlock kit, as `createAirlock()` returns it: the state a dapp reads and the actions it calls. This is
 * the whole surface a dapp builds on; React's components reach the rest through `@airlock/core/internal`,
 * which is outside semver.
 *
 * @example
 * import { createAirlock, mainnet } from '@airlock/core'
 * import { createEvmAdapter } from '@airlock/evm'
 *
 * const airlock = createAirlock({ projectId, networks: [mainnet], adapters: [createEvmAdapter()] })
 * await airlock.ready
 * airlock.account.subscribe(() => console.log(airlock.account.get('eip155')?.address))
 * airlock.open()
 */
export interface Airlock {
  /**
   * Settles once the stored connections of an earlier visit have been restored (or found gone).
   *
   * @example
   * await airlock.ready
   * if (airlock.connection.getState().status === 'connected') showDashboard()
   */
  readonly ready: Promise<void>

  // State

  /**
   * Accounts per namespace: address, balance, profile name and avatar, token balances. `get(namespace)` reads
   * one namespace's account (undefined for a namespace without one).
   *
   * @example
   * const address = airlock.account.get('eip155')?.address
   */
  readonly account: ReadonlyStore<AccountsState> & Pick<AccountStore, 'get'>
  /**
   * Networks: the active one (`activeCaipNetwork`, `activeChain`), the configured ones, whether the wallet is on
   * a network the dapp does not list (`isUnsupportedChain`). `networksOf(namespace)` lists one namespace's.
   *
   * @example
   * const network = airlock.chain.getState().activeCaipNetwork
   */
  readonly chain: ReadonlyStore<ChainState> & Pick<ChainStore, 'networksOf'>
  /**
   * The connection: `status` ('disconnected', 'connecting', 'connected'), the connections per namespace, the
   * WalletConnect pairing (`wcUri`) while one waits.
   *
   * @example
   * airlock.connection.subscribe(({ status }) => console.log(status))
   */
  readonly connection: ReadonlyStore<ConnectionState>
  /**
   * The wallets a visitor can connect (injected, announced by EIP-6963, WalletConnect, the embedded wallet).
   * `getConnector(id, namespace?)` finds one, to pass to `connect()`.
   *
   * @example
   * const wallet = airlock.connectors.getConnector('io.metamask', 'eip155')
   */
  readonly connectors: ReadonlyStore<ConnectorsState> & Pick<ConnectorsStore, 'getConnector'>
  /** Whether the modal is open (and loading). */
  readonly modal: ReadonlyStore<ModalState>
  /**
   * The latest analytics event (`INITIALIZE`, `MODAL_OPEN`, `CONNECT_SUCCESS`…): subscribe to follow them all.
   *
   * @example
   * airlock.events.subscribe(({ last }) => last && analytics.track(last.event, last.properties))
   */
  readonly events: ReadonlyStore<EventsState>
  /** The theme mode, variables and accent colour in use. */
  readonly theme: ReadonlyStore<ThemeState>
  /** The language in use and whether its texts are loading. */
  readonly i18n: ReadonlyStore<I18nState>
  /**
   * Every picture the kit draws (wallets, networks, tokens, currencies). `setImage(kind, id, url)` puts yours in
   * place of the kit's.
   *
   * @example
   * airlock.images.setImage('network', 'eip155:1', '/icons/ethereum.svg')
   */
  readonly images: ReadonlyStore<ImagesState> & Pick<ImageStore, 'setImage'>
  /**
   * The wallet list of All Wallets: featured, recommended, the registry's pages and the search. `hasMore()`
   * says whether the registry has pages left to load.
   */
  readonly wallets: ReadonlyStore<WalletsState> & Pick<WalletsStore, 'hasMore'>
  /** The active account's activity, as `loadTransactions()` loads it. */
  readonly transactions: ReadonlyStore<TransactionsState>
  /** The NFTs of the active eip155 account, as `loadNfts()` loads them. */
  readonly nfts: ReadonlyStore<NftsState>
  /**
   * The send draft (token, amount, recipient) and its fee estimate. `patch(values)` fills the draft,
   * `resetDraft()` empties it.
   *
   * @example
   * airlock.send.patch({ token, amount: '0.1', receiverAddress: '0x…' })
   * const hash = await airlock.sendToken()
   */
  readonly send: ReadonlyStore<SendState> & Pick<SendStore, 'patch' | 'resetDraft'>
  /** The swap's draft, quote and progress (see `swapActions`). */
  readonly swap: ReadonlyStore<SwapState>
  /** Buying crypto: the draft, quotes and checkout (see `onrampActions`). */
  readonly onramp: ReadonlyStore<OnRampState>
  /** Selling crypto: the draft, its quote and bank details, and the sale (see `offrampActions`). */
  readonly offramp: ReadonlyStore<OffRampState>
  /** Pay: the payment in progress (request, shop's request, routes, status, error; see `pay`). */
  readonly payment: ReadonlyStore<PayState>
  /** The embedded wallet: its login's progress, user and errors (see `embeddedActions`). */
  readonly embedded: ReadonlyStore<EmbeddedState>
  /** Names: the label typed, its availability and suggestions, a registration's progress (see `namesActions`). */
  readonly names: ReadonlyStore<NamesState>
  /** Sign in with X: where the active account's sign-in stands (status, session, error). */
  readonly siwx: ReadonlyStore<SiwxState>
  /** The active account's smart sessions (ERC-7715), as the Sessions view lists them. */
  readonly smartSessions: ReadonlyStore<SmartSessionsState>

  // Modal

  /**
   * Opens the modal on Connect or Account, or on `options.view`.
   *
   * @example
   * airlock.open({ view: 'Networks' })
   */
  readonly open: (options?: OpenOptions) => void
  /** Closes the modal; refused (the modal shakes) while a required sign-in waits. */
  readonly close: () => void

  // Connection

  /**
   * Connects a wallet from `airlock.connectors`; resolves once connected, throws a typed error otherwise.
   *
   * @example
   * await airlock.connect(airlock.connectors.getConnector('io.metamask', 'eip155')!)
   */
  readonly connect: (connector: ConnectorInfo) => Promise<void>
  /**
   * Disconnects one namespace, or every one; resolves whether all went cleanly.
   *
   * @example
   * await airlock.disconnect()
   */
  readonly disconnect: (namespace?: ChainNamespace) => Promise<boolean>
  /**
   * Switches the active network (asking a connected wallet); resolves whether it switched (a refusal shows a
   * toast and resolves false).
   *
   * @example
   * await airlock.switchNetwork(optimism)
   */
  readonly switchNetwork: (network: CaipNetwork) => Promise<boolean>
  /**
   * Signs a message with the connected account; a refusal throws `UserRejectedRequestError`.
   *
   * @example
   * const signature = await airlock.signMessage('Hello from my dapp')
   */
  readonly signMessage: (message: string) => Promise<string>
  /**
   * Sends from the connected account on the active network; resolves with the hash.
   *
   * @example
   * const hash = await airlock.sendTransaction({ to: '0x…', value: 10n ** 15n })
   */
  readonly sendTransaction: (tx: {
    to: string
    value?: bigint | undefined
    data?: string | undefined
  }) => Promise<string>
  /**
   * Calls a contract through the wallet (an ERC-20 transfer, say); resolves with the hash.
   *
   * @example
   * const hash = await airlock.writeContract({ address: usdc, abi: erc20Abi, functionName: 'transfer', args })
   */
  readonly writeContract: (call: ContractCall) => Promise<string>

  // Reading

  /**
   * Reads the native balance again, past its 30 s cache (after a send, say).
   *
   * @example
   * await airlock.refreshBalance()
   */
  readonly refreshBalance: (namespace?: ChainNamespace) => Promise<void>
  /** Loads the active account's token balances (wallet assets, else the cloud). */
  readonly refreshTokenBalances: (namespace?: ChainNamespace) => Promise<TokenBalance[]>
  /** Loads the next page of activity into `transactions` (or the first, with `reset`). */
  readonly loadTransactions: (options?: { reset?: boolean }) => Promise<void>
  /** Reads the NFTs the active eip155 account holds into `nfts`. */
  readonly loadNfts: () => Promise<void>
  /** All Wallets: featured and recommended wallets (once), then the registry's first page, into `wallets`. */
  readonly loadWallets: () => Promise<void>
  /** All Wallets: the registry's next page (40), for infinite scroll. */
  readonly loadMoreWallets: () => Promise<void>
  /** All Wallets: searches the registry; call on every keystroke (the request waits 300 ms after the last). */
  readonly searchWallets: (text: string) => Promise<void>

  // Send, swap, buy, names, sign-in, smart accounts, embedded wallet

  /** Sends the draft in `send`; resolves with the hash, or undefined after an error toast. */
  readonly sendToken: () => Promise<string | undefined>
  /** Estimates the draft's network fee into `send` (`gasEstimate`, or `gasEstimateError`). */
  readonly estimateSendFee: () => Promise<void>
  /** The most `token` can send, leaving the network fee for the native token. */
  readonly maxSendAmount: (token: TokenBalance) => Promise<string>
  /**
   * Swap, headless: the draft and quote live in `swap`; the swap's code loads on first use.
   *
   * @example
   * await airlock.swapActions.init({ fromToken: 'USDC', toToken: 'ETH', amount: '25' })
   * const hash = await airlock.swapActions.swap()
   */
  readonly swapActions: SwapActions
  /**
   * Buy crypto, headless: the draft, quote and checkout live in `onramp`.
   *
   * @example
   * await airlock.onrampActions.init({ purchaseCurrency: 'USDC' })
   * const url = await airlock.onrampActions.startCheckout()
   */
  readonly onrampActions: OnRampFacade
  /**
   * Sell crypto, headless: the draft, quote, bank details and sale live in `offramp`; the code loads on first
   * use. Needs the cloud.
   *
   * @example
   * await airlock.offrampActions.init({ sellCurrency: 'USDC', payoutCurrency: 'USD', amount: '20' })
   * await airlock.offrampActions.setBankDetails({ holderName: 'Ada', routingNumber: '011000015', accountNumber: '12345678' })
   * const orderId = await airlock.offrampActions.sell()
   */
  readonly offrampActions: OffRampFacade
  /**
   * Pays `amount` of `asset` (CAIP-19) to `recipient`: opens the modal on Pay, where the visitor chooses how
   * to pay (the asset, a swap from another token, or buying what is missing) and confirms. With `reference`,
   * the shop's payment request (`pay_…`) is paid through the payments contract, and the promise resolves once
   * the cloud reports it paid. Needs `features.pay` and the cloud. Rejects with a typed error (see PayActions).
   *
   * @example
   * const { transactionHash } = await airlock.pay({
   *   recipient: '0x1111111111111111111111111111111111111111',
   *   amount: '5',
   *   asset: 'eip155:8453/erc20:0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
   *   reference: intentId,
   * })
   */
  readonly pay: (request: PayRequest) => Promise<PayResult>
  /**
   * Pay, headless: what the Pay view calls (choose a route, confirm, buy what is missing, connect first).
   *
   * @example
   * airlock.payActions.chooseRoute(airlock.payment.getState().routes[1].payWith)
   * await airlock.payActions.confirm()
   */
  readonly payActions: PayFacade
  /**
   * Names, headless (register, resolve): the state lives in `names`; the code loads on first use.
   *
   * @example
   * await airlock.namesActions.setLabel('alice')
   */
  readonly namesActions: NamesActions
  /**
   * Sign in with X, headless: sign in, cancel, sign out ('SIWX is not enabled' without the `siwx` option).
   *
   * @example
   * await airlock.siwxActions.signIn()
   */
  readonly siwxActions: SiwxFacade
  /**
   * Smart accounts, EIP-5792 batches and ERC-7715 sessions, headless; the code loads on first use.
   *
   * @example
   * const { id } = await airlock.smartAccountActions.sendCalls({ calls: [{ to, value: 1n }] })
   */
  readonly smartAccountActions: SmartAccountActions
  /**
   * The embedded wallet (email, social and Farcaster login), headless: its state lives in `embedded`.
   *
   * @example
   * await airlock.embeddedActions.connectEmail('visitor@example.com')
   * await airlock.embeddedActions.connectOtp('123456')
   */
  readonly embeddedActions: EmbeddedFacade

  // Appearance

  /**
   * Changes the language; resolves once the new texts are on screen (another locale than English loads its
   * texts first, the old ones stay until they arrive).
   *
   * @example
   * await airlock.setLocale('ja')
   */
  readonly setLocale: (locale: LocaleInput) => Promise<void>
  /**
   * Changes the theme mode.
   *
   * @example
   * airlock.setThemeMode('system')
   */
  readonly setThemeMode: (mode: ThemeMode) => void
  /**
   * Merges theme variables into the current ones (`undefined` removes one).
   *
   * @example
   * airlock.setThemeVariables({ '--airlock-border-radius-master': '8px' })
   */
  readonly setThemeVariables: (variables: ThemeVariables) => void
  /**
   * Changes the accent colour (buttons, links, focus rings); `undefined` goes back to the theme's own.
   *
   * @example
   * airlock.setAccentColor('#7c3aed')
   */
  readonly setAccentColor: (color: string | undefined) => void

  /**
   * Releases everything the kit opened: the WalletConnect socket, the embedded wallet's frame, listeners and
   * timers. Later requests throw `ConnectionClosedError` ('The kit was destroyed'); calling it again
   * does nothing.
   *
   * @example
   * // The kit's module, under Vite: an edit destroys the old kit before the new one is made.
   * if (import.meta.hot) {
   *   import.meta.hot.dispose(() => airlock.destroy())
   *   import.meta.hot.accept(() => import.meta.hot?.invalidate())
   * }
   */
  readonly destroy: () => void
}
