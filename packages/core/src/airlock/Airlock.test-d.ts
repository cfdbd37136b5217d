import {
  type AccountState,
  type Airlock,
  type AirlockEvent,
  type AirlockOptions,
  type CaipNetwork,
  type ChainNamespace,
  type ChainState,
  type ConnectionState,
  type ConnectorInfo,
  type ContractCall,
  createAirlock,
  type EventsState,
  type LocaleInput,
  type ModalState,
  mainnet,
  type OpenOptions,
  type ReadonlyStore,
  type SIWXSession,
  type ThemeMode,
  type ThemeState,
  type TokenBalance,
} from '@airlock/core'
import { internalsOf } from '@airlock/core/internal'
import { describe, expectTypeOf, it } from 'vitest'

// What a dapp sees of `createAirlock()`, pinned as viem pins its actions: a change to any of these types shows
// here as a failed test before it reaches a dapp's build.

declare const airlock: Airlock
declare const other: Airlock
declare const options: AirlockOptions

describe('createAirlock', () => {
  it('takes AirlockOptions and returns the declared Airlock interface', () => {
    expectTypeOf(createAirlock).parameters.toEqualTypeOf<[AirlockOptions]>()
    expectTypeOf(createAirlock).returns.toEqualTypeOf<Airlock>()
    expectTypeOf(createAirlock(options)).toEqualTypeOf<Airlock>()
  })

  it('keeps the kit internals off the type: router, options, cloud, toast need internalsOf', () => {
    // @ts-expect-error the modal's router is internal
    airlock.router
    // @ts-expect-error the resolved options are internal
    airlock.options
    // @ts-expect-error the cloud clients are internal
    airlock.cloud
    // @ts-expect-error the toast store is the modal's own
    airlock.toast
    expectTypeOf<Airlock>().not.toHaveProperty('alert')
    expectTypeOf<Airlock>().not.toHaveProperty('optionsStore')
    expectTypeOf<Airlock>().not.toHaveProperty('storage')
    expectTypeOf<Airlock>().not.toHaveProperty('adapters')
    expectTypeOf<Airlock>().not.toHaveProperty('walletConnect')
    expectTypeOf(internalsOf).parameter(0).toEqualTypeOf<Airlock>()
    expectTypeOf(internalsOf(airlock)).toHaveProperty('router')
  })

  it('offers no internalsOf from the main entry', () => {
    expectTypeOf<typeof import('@airlock/core')>().not.toHaveProperty('internalsOf')
    expectTypeOf<typeof import('@airlock/core')>().not.toHaveProperty('createKit')
  })

  it('has read-only stores, facades, actions and ready', () => {
    // @ts-expect-error a dapp cannot replace a store
    airlock.account = other.account
    // @ts-expect-error nor a facade
    airlock.swapActions = other.swapActions
    // @ts-expect-error nor the restore
    airlock.ready = Promise.resolve()
    // @ts-expect-error nor an action (the frozen kit refuses it at run time as well)
    airlock.open = other.open
    expectTypeOf(airlock.ready).toEqualTypeOf<Promise<void>>()
  })
})

describe('stores', () => {
  it('are read-only: getState and subscribe, no setState', () => {
    // @ts-expect-error a dapp reads the account, the kit writes it
    airlock.account.setState({ accounts: {} })
    // @ts-expect-error likewise the connection
    airlock.connection.setState({})
    // @ts-expect-error and the modal (open() and close() change it)
    airlock.modal.setState({ open: true })
    expectTypeOf(airlock.connection).toEqualTypeOf<ReadonlyStore<ConnectionState>>()
    expectTypeOf(airlock.modal).toEqualTypeOf<ReadonlyStore<ModalState>>()
    expectTypeOf(airlock.events).toEqualTypeOf<ReadonlyStore<EventsState>>()
    expectTypeOf(airlock.theme).toEqualTypeOf<ReadonlyStore<ThemeState>>()
  })

  it('give their state from getState()', () => {
    expectTypeOf(airlock.account.getState().accounts).toEqualTypeOf<
      Partial<Record<ChainNamespace, AccountState>>
    >()
    expectTypeOf(airlock.chain.getState()).toEqualTypeOf<ChainState>()
    expectTypeOf(airlock.chain.getState().activeCaipNetwork).toEqualTypeOf<CaipNetwork | undefined>()
    expectTypeOf(airlock.connection.getState().status).toEqualTypeOf<
      'disconnected' | 'connecting' | 'connected'
    >()
    expectTypeOf(airlock.modal.getState().open).toBeBoolean()
    expectTypeOf(airlock.events.getState().last).toEqualTypeOf<AirlockEvent | undefined>()
    expectTypeOf(airlock.theme.getState().themeMode).toEqualTypeOf<ThemeMode>()
  })

  it('call a subscriber with the new and the previous state, and return the unsubscribe', () => {
    expectTypeOf(airlock.connection.subscribe)
      .parameter(0)
      .toEqualTypeOf<(state: ConnectionState, previousState: ConnectionState) => void>()
    expectTypeOf(airlock.connection.subscribe).returns.toEqualTypeOf<() => void>()
    airlock.chain.subscribe((state, previous) => {
      expectTypeOf(state).toEqualTypeOf<ChainState>()
      expectTypeOf(previous).toEqualTypeOf<ChainState>()
    })
  })

  it('carry their few helpers', () => {
    expectTypeOf(airlock.account.get).parameters.toEqualTypeOf<[namespace: ChainNamespace | undefined]>()
    expectTypeOf(airlock.account.get).returns.toEqualTypeOf<AccountState | undefined>()
    expectTypeOf(airlock.chain.networksOf).parameters.toEqualTypeOf<[namespace: ChainNamespace]>()
    expectTypeOf(airlock.connectors.getConnector).toBeCallableWith('io.metamask')
    expectTypeOf(airlock.connectors.getConnector).toBeCallableWith('io.metamask', 'eip155')
    expectTypeOf(airlock.connectors.getConnector).returns.toEqualTypeOf<ConnectorInfo | undefined>()
    expectTypeOf(airlock.wallets.hasMore).returns.toBeBoolean()
    expectTypeOf(airlock.images.setImage).toBeCallableWith('network', 'eip155:1', '/icons/ethereum.svg')
    expectTypeOf(airlock.send.resetDraft).toBeFunction()
    // @ts-expect-error the send store's other writers are the kit's
    airlock.send.setState
  })
})

describe('actions', () => {
  it('open and close the modal', () => {
    expectTypeOf<Parameters<Airlock['open']>>().toEqualTypeOf<[options?: OpenOptions]>()
    expectTypeOf(airlock.open).toBeCallableWith({ view: 'Networks' })
    expectTypeOf(airlock.open).returns.toBeVoid()
    expectTypeOf(airlock.close).returns.toBeVoid()
  })

  it('connect a connector and disconnect one namespace or all', () => {
    expectTypeOf<Parameters<Airlock['connect']>>().toEqualTypeOf<[connector: ConnectorInfo]>()
    expectTypeOf<ReturnType<Airlock['connect']>>().toEqualTypeOf<Promise<void>>()
    expectTypeOf<Parameters<Airlock['disconnect']>>().toEqualTypeOf<[namespace?: ChainNamespace]>()
    expectTypeOf<ReturnType<Airlock['disconnect']>>().toEqualTypeOf<Promise<boolean>>()
    // @ts-expect-error a connector id is not a connector: getConnector finds it
    airlock.connect('io.metamask')
  })

  it('switch network, resolving whether it switched', () => {
    expectTypeOf<Parameters<Airlock['switchNetwork']>>().toEqualTypeOf<[network: CaipNetwork]>()
    expectTypeOf<ReturnType<Airlock['switchNetwork']>>().toEqualTypeOf<Promise<boolean>>()
    expectTypeOf(airlock.switchNetwork).toBeCallableWith(mainnet)
    // @ts-expect-error a chain id is not a network
    airlock.switchNetwork(1)
  })

  it('sign a message and send a transaction, resolving with the signature or hash', () => {
    expectTypeOf<Parameters<Airlock['signMessage']>>().toEqualTypeOf<[message: string]>()
    expectTypeOf<ReturnType<Airlock['signMessage']>>().toEqualTypeOf<Promise<string>>()
    expectTypeOf<Parameters<Airlock['sendTransaction']>>().toEqualTypeOf<
      [tx: { to: string; value?: bigint | undefined; data?: string | undefined }]
    >()
    expectTypeOf<ReturnType<Airlock['sendTransaction']>>().toEqualTypeOf<Promise<string>>()
    expectTypeOf(airlock.sendTransaction).toBeCallableWith({ to: '0x', value: 10n ** 15n })
    // @ts-expect-error a value is a bigint of wei, not a number
    airlock.sendTransaction({ to: '0x', value: 1 })
    expectTypeOf<Parameters<Airlock['writeContract']>>().toEqualTypeOf<[call: ContractCall]>()
    expectTypeOf<ReturnType<Airlock['writeContract']>>().toEqualTypeOf<Promise<string>>()
  })

  it('read balances, activity, NFTs and the wallet list', () => {
    expectTypeOf(airlock.refreshBalance).toEqualTypeOf<(namespace?: ChainNamespace) => Promise<void>>()
    expectTypeOf(airlock.refreshTokenBalances).returns.toEqualTypeOf<Promise<TokenBalance[]>>()
    expectTypeOf(airlock.loadTransactions).toBeCallableWith({ reset: true })
    expectTypeOf(airlock.loadTransactions).returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf(airlock.loadNfts).toEqualTypeOf<() => Promise<void>>()
    expectTypeOf(airlock.loadWallets).toEqualTypeOf<() => Promise<void>>()
    expectTypeOf(airlock.loadMoreWallets).toEqualTypeOf<() => Promise<void>>()
    expectTypeOf(airlock.searchWallets).toEqualTypeOf<(text: string) => Promise<void>>()
  })

  it('send the draft in `send`, resolving with the hash or undefined', () => {
    expectTypeOf(airlock.sendToken).toEqualTypeOf<() => Promise<string | undefined>>()
    expectTypeOf(airlock.estimateSendFee).toEqualTypeOf<() => Promise<void>>()
    expectTypeOf(airlock.maxSendAmount).toEqualTypeOf<(token: TokenBalance) => Promise<string>>()
    expectTypeOf(airlock.send.patch).toBeCallableWith({ amount: '0.1', receiverAddress: '0x' })
  })

  it('change the language and the theme', () => {
    expectTypeOf(airlock.setLocale).toEqualTypeOf<(locale: LocaleInput) => Promise<void>>()
    expectTypeOf(airlock.setLocale).toBeCallableWith('ja')
    expectTypeOf(airlock.setLocale).toBeCallableWith('auto')
    // @ts-expect-error a locale the kit does not ship
    airlock.setLocale('xx')
    expectTypeOf(airlock.setThemeMode).toEqualTypeOf<(mode: ThemeMode) => void>()
    expectTypeOf(airlock.setThemeVariables).toBeCallableWith({ '--airlock-border-radius-master': '8px' })
    expectTypeOf(airlock.setAccentColor).toEqualTypeOf<(color: string | undefined) => void>()
    expectTypeOf(airlock.destroy).toEqualTypeOf<() => void>()
  })
})

describe('headless facades', () => {
  it('swap: every call returns a promise, swap() resolves with the hash or undefined', () => {
    expectTypeOf<keyof Airlock['swapActions']>().toEqualTypeOf<
      | 'init'
      | 'setAmount'
      | 'selectToken'
      | 'flip'
      | 'setSlippage'
      | 'maxAmount'
      | 'minimumReceived'
      | 'refresh'
      | 'requote'
      | 'swap'
    >()
    expectTypeOf(airlock.swapActions.swap).toEqualTypeOf<() => Promise<string | undefined>>()
    expectTypeOf(airlock.swapActions.init).parameters.toEqualTypeOf<
      [given?: { fromToken?: string | undefined; toToken?: string | undefined; amount?: string | undefined }]
    >()
    expectTypeOf(airlock.swapActions.init).toBeCallableWith({
      fromToken: 'USDC',
      toToken: 'ETH',
      amount: '25',
    })
    expectTypeOf(airlock.swapActions.setAmount).toEqualTypeOf<(amount: string) => Promise<void>>()
    expectTypeOf(airlock.swapActions.selectToken).parameter(0).toEqualTypeOf<'from' | 'to'>()
    expectTypeOf(airlock.swapActions.setSlippage).toEqualTypeOf<(slippage: number) => Promise<void>>()
    expectTypeOf(airlock.swapActions.maxAmount).returns.toEqualTypeOf<Promise<string>>()
    expectTypeOf(airlock.swapActions.minimumReceived).returns.toEqualTypeOf<Promise<string | undefined>>()
  })

  it('buy, names, sign-in, smart accounts and the embedded wallet offer no dispose', () => {
    expectTypeOf(airlock.onrampActions).not.toHaveProperty('dispose')
    expectTypeOf(airlock.siwxActions).not.toHaveProperty('dispose')
    expectTypeOf(airlock.embeddedActions).not.toHaveProperty('dispose')
    expectTypeOf(airlock.embeddedActions).not.toHaveProperty('placeApproval')
    expectTypeOf(airlock.embeddedActions).not.toHaveProperty('resync')
    expectTypeOf(airlock.onrampActions.startCheckout).returns.toEqualTypeOf<Promise<string | undefined>>()
    expectTypeOf(airlock.siwxActions.signIn).returns.toEqualTypeOf<Promise<SIWXSession | undefined>>()
    expectTypeOf(airlock.siwxActions.signOut).returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf(airlock.embeddedActions.connectEmail).parameters.toEqualTypeOf<[email: string]>()
    expectTypeOf(airlock.embeddedActions.connectOtp).parameters.toEqualTypeOf<[otp: string]>()
    expectTypeOf(airlock.smartAccountActions.sendCalls).returns.resolves.toHaveProperty('id')
    expectTypeOf<keyof Airlock['smartAccountActions']>().toEqualTypeOf<
      | 'getCapabilities'
      | 'sendCalls'
      | 'getCallsStatus'
      | 'waitForCallsStatus'
      | 'waitForUserOperationReceipt'
      | 'grantPermissions'
      | 'revokePermissions'
      | 'loadSessions'
      | 'revokeSession'
      | 'setPreferredAccountType'
    >()
    expectTypeOf<keyof Airlock['namesActions']>().toEqualTypeOf<
      'setLabel' | 'pickSuggestion' | 'register' | 'resolveName' | 'namesOf' | 'reset'
    >()
    expectTypeOf(airlock.namesActions.setLabel).toBeCallableWith('alice')
  })
})
