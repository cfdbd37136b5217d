import type { EventsStore } from '../events/store.ts'
import type { RouterStore } from '../modal/router.ts'
import { siwxAddressKey } from './address.ts'
import type { SiwxStore } from './store.ts'
import type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXNetworkId, SIWXSession } from './types.ts'

/*
 * The sign-in flow after connecting (SIWXSignMessage when the account has no session; success stores it and
 * closes the modal; failure reopens the view with the error; cancel disconnects when sign-in is required),
 * loaded the first time an account has to be checked (a chunk of its own: a page without `siwx`, or before
 * anyone connects, never fetches it). Everything it acts with is handed in, so this chunk imports nothing the
 * page's entry holds.
 */

/** The account a sign-in is for: an address (eip155, solana or bip122) on a CAIP-2 network. */
export interface SiwxAccount {
  caipNetworkId: SIWXNetworkId
  address: string
  /** For the analytics events (AppKit's property). */
  isSmartAccount?: boolean | undefined
}

export interface SiwxFlowDeps {
  config: SIWXConfig
  store: SiwxStore
  events: Pick<EventsStore, 'emit'>
  router: Pick<RouterStore, 'reset' | 'getState'>
  /** The account that has to be signed in right now, if any. */
  account: () => SiwxAccount | undefined
  /** Opens the modal on SIWXSignMessage. */
  open: () => void
  /** Whether the modal is open. */
  isOpen: () => boolean
  /** An embedded modal never closes: after signing in it shows the account instead. */
  embedded?: boolean | undefined
  /** Closes the modal (refused while a required sign-in has no session). */
  close: () => void
  /** Signs with the connected account through its adapter. */
  signMessage: (message: string) => Promise<string>
  disconnect: () => Promise<unknown>
}

export const sameAccount = (a: SiwxAccount | undefined, b: SiwxAccount | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.caipNetworkId === b.caipNetworkId &&
  siwxAddressKey(a.address) === siwxAddressKey(b.address)

/** A session that is for the account and not expired. */
export function isValidSession(session: SIWXSession, account: SiwxAccount, now = Date.now()) {
  const expires = session.data.expirationTime ? Date.parse(session.data.expirationTime) : Number.NaN
  return (
    siwxAddressKey(session.data.accountAddress) === siwxAddressKey(account.address) &&
    session.data.chainId === account.caipNetworkId &&
    (Number.isNaN(expires) || expires > now)
  )
}

/** The message's data without its methods. */
function dataOf(message: SIWXMessage): SIWXMessageData {
  const data: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(message)) if (typeof value !== 'function') data[key] = value
  return data as unknown as SIWXMessageData
}

function messageOf(error: unknown): string {
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage
  if (typeof short === 'string' && short) return short
  if (error instanceof Error && error.message) return error.message.split('\n')[0]!
  return 'Something went wrong'
}

export function createSiwxFlow(deps: SiwxFlowDeps) {
  const { config, store } = deps
  const required = () => config.getRequired?.() ?? false
  // Which check is the newest: only it may conclude, so an older answer arriving late never overwrites it.
  let generation = 0

  async function check(account: SiwxAccount): Promise<void> {
    const mine = ++generation
    store.patch({ status: 'checking', session: undefined, error: undefined })
    const sessions = await config.getSessions(account.caipNetworkId, account.address).catch(() => [])
    if (mine !== generation) return
    const now = deps.account()
    if (!sameAccount(now, account)) {
      // The account moved on while its sessions were read. The newest check must end in an answer (the
      // watcher may have seen the move before this check began, and so asks nothing more): it checks the
      // account active now, or, with none, leaves the state idle.
      if (now) return check(now)
      store.reset()
      return
    }
    const session = sessions.find((s) => isValidSession(s, account))
    if (session) {
      store.patch({ status: 'signed', session })
      return
    }
    store.patch({ status: 'unsigned' })
    deps.open()
  }

  return {
    /**
     * After a connection (or a switch of account or network): the account's sessions are read; without one,
     * SIWXSignMessage opens.
     */
    check,

    /**
     * Sign: the message is made, signed by the wallet and handed to the config (the cloud verifies it). Success
     * keeps the session, closes the modal and tracks SIWX_AUTH_SUCCESS; failure shows why, stays on the view and
     * tracks SIWX_AUTH_ERROR.
     */
    async sign(): Promise<SIWXSession | undefined> {
      const account = deps.account()
      if (!account) {
        store.patch({ error: 'Connect a wallet on an EVM, Solana or Bitcoin network to sign in' })
        return undefined
      }
      store.patch({ status: 'signing', error: undefined })
      try {
        const message = await config.createMessage({
          accountAddress: account.address,
          chainId: account.caipNetworkId,
        })
        const text = message.toString()
        const signature = await deps.signMessage(text)
        const session: SIWXSession = { data: dataOf(message), message: text, signature }
        await config.addSession(session)
        if (!sameAccount(deps.account(), account)) return undefined
        store.patch({ status: 'signed', session, error: undefined })
        deps.events.emit('SIWX_AUTH_SUCCESS', {
          network: account.caipNetworkId,
          isSmartAccount: account.isSmartAccount ?? false,
        })
        if (deps.embedded) deps.router.reset('Account')
        deps.close()
        return session
      } catch (error) {
        const message = messageOf(error)
        store.patch({ status: 'unsigned', error: message })
        deps.events.emit('SIWX_AUTH_ERROR', {
          network: account.caipNetworkId,
          isSmartAccount: account.isSmartAccount ?? false,
          message,
        })
        // A failure (re)opens the view with the error, even if the visitor closed it meanwhile: the visitor
        // must see why they are not signed in.
        if (
          sameAccount(deps.account(), account) &&
          (!deps.isOpen() || deps.router.getState().view !== 'SIWXSignMessage')
        )
          deps.open()
        return undefined
      }
    },

    /** Cancel: disconnects when signing in is required, else closes; the view then resets to Connect. */
    async cancel() {
      if (required()) {
        store.patch({ cancelling: true })
        // Off the sign-in view first: a required, unsigned SIWXSignMessage refuses to close.
        deps.router.reset('Connect')
        try {
          await deps.disconnect()
        } finally {
          store.reset()
        }
        return
      }
      store.patch({ status: 'idle', error: undefined })
      deps.close()
      deps.router.reset('Connect')
    },

    /** The account disconnected: its session is revoked when the config signs out on disconnect. */
    async signOut(account: SiwxAccount) {
      if (!config.signOutOnDisconnect) return
      await config.revokeSession(account.caipNetworkId, account.address).catch(() => undefined)
    },
  }
}

export type SiwxFlow = ReturnType<typeof createSiwxFlow>
