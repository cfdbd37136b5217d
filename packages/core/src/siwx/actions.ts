import type { AirlockContext } from '../context.ts'
import type { ChainNamespace } from '../types.ts'
import { SIWX_NAMESPACES, siwxAddressKey } from './address.ts'
import { SiwxNotEnabledError } from './errors.ts'
import type { SiwxAccount, SiwxFlow } from './flow.ts'
import type { SiwxStore } from './store.ts'
import type { SIWXSession } from './types.ts'

export interface SiwxActionDeps {
  signMessage: (message: string) => Promise<string>
  disconnect: () => Promise<unknown>
  /** Opens the modal on SIWXSignMessage. */
  open: () => void
  /** Closes the modal, honouring the sign-in's close rule. */
  close: () => void
}

/**
 * The account a sign-in is for now: the active account, connected on a network the dapp configured, in a
 * namespace whose sign-in message the kit writes (eip155, solana, bip122).
 */
export function siwxAccountOf(ctx: Pick<AirlockContext, 'connection' | 'chain' | 'account'>) {
  if (ctx.connection.getState().status !== 'connected') return undefined
  const { activeChain, activeCaipNetwork, isUnsupportedChain } = ctx.chain.getState()
  if (
    !activeChain ||
    !SIWX_NAMESPACES.includes(activeChain) ||
    activeCaipNetwork?.chainNamespace !== activeChain ||
    isUnsupportedChain
  )
    return undefined
  const account = ctx.account.get(activeChain)
  if (!account?.address || account.status !== 'connected') return undefined
  return {
    caipNetworkId: activeCaipNetwork.caipNetworkId,
    address: account.address,
    isSmartAccount: account.preferredAccountType === 'smartAccount',
  } satisfies SiwxAccount
}

const keyOf = (account: SiwxAccount | undefined) =>
  account ? `${account.caipNetworkId}|${siwxAddressKey(account.address)}` : undefined

const namespaceOf = (account: SiwxAccount) => account.caipNetworkId.split(':')[0] as ChainNamespace

/**
 * Sign in with X on the page: follows the connection and, when an account connects on an eip155, Solana or Bitcoin
 * network with the `siwx` option set, loads the flow (its own chunk) to check the account's session and ask for one. Only this
 * watcher is on the page.
 *
 * @example
 * const airlock = createAirlock({ ...options, siwx: createCloudSiwx({ required: true }) })
 * airlock.siwx.subscribe((s) => console.log(s.status, s.session?.data.accountAddress))
 */
export function createSiwxActions(ctx: AirlockContext, store: SiwxStore, deps: SiwxActionDeps): SiwxActions {
  const config = ctx.options.siwx
  config?.attach?.({
    storage: ctx.storage,
    cloudUrl: ctx.options.cloudUrl,
    projectId: ctx.options.projectId,
    metadata: ctx.options.metadata,
  })
  let flow: Promise<SiwxFlow> | undefined
  const load = (): Promise<SiwxFlow> => {
    if (!config) return Promise.reject(new SiwxNotEnabledError())
    flow ??= import('./flow.ts').then((m) =>
      m.createSiwxFlow({
        config,
        store,
        events: ctx.events,
        router: ctx.router,
        account: () => siwxAccountOf(ctx),
        isOpen: () => ctx.modal.getState().open,
        embedded: ctx.options.enableEmbedded,
        ...deps,
      }),
    )
    return flow
  }

  let current: SiwxAccount | undefined
  const follow = () => {
    const account = siwxAccountOf(ctx)
    if (keyOf(account) === keyOf(current)) return
    const previous = current
    current = account
    // Gone from its namespace altogether (not a switch of network, account or active namespace): a disconnect.
    if (previous && !ctx.account.get(namespaceOf(previous))?.address)
      void load().then((f) => f.signOut(previous))
    if (!account) {
      store.reset()
      return
    }
    void load().then((f) => f.check(account))
  }
  const stops = config
    ? [ctx.connection.subscribe(follow), ctx.account.subscribe(follow), ctx.chain.subscribe(follow)]
    : []

  return {
    hasSession: () => store.getState().session !== undefined,
    signIn: () => load().then((f) => f.sign()),
    cancel: () => load().then((f) => f.cancel()),
    requestSignIn: async () => {
      await load()
      deps.open()
    },
    signOut: async () => {
      if (!config) throw new SiwxNotEnabledError()
      const account = siwxAccountOf(ctx)
      if (account) await config.revokeSession(account.caipNetworkId, account.address)
      store.patch({ status: account ? 'unsigned' : 'idle', session: undefined })
    },
    dispose: () => {
      for (const stop of stops) stop()
    },
  }
}

/** Sign in with X: the kit's calls (what `airlock.siwxActions` offers, less `dispose`). */
export interface SiwxActions {
  /** Whether the active account holds a session (the modal will not close while a required one is missing). */
  hasSession: () => boolean
  /** Asks the wallet to sign in now (SIWXSignMessage's Sign). 'SIWX is not enabled' without the option. */
  signIn: () => Promise<SIWXSession | undefined>
  /** SIWXSignMessage's Cancel: disconnects when required, else closes. */
  cancel: () => Promise<void>
  /** Opens SIWXSignMessage for the connected account (an optional sign-in the visitor skipped, say). */
  requestSignIn: () => Promise<void>
  /** Revokes the active account's session and forgets it here. */
  signOut: () => Promise<void>
  /** Stops following the account (the kit's destroy()). */
  dispose: () => void
}
