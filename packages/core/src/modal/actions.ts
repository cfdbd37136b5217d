import { type AirlockContext, activeAddress } from '../context.ts'
import type { ChainNamespace } from '../types.ts'
import type { RouterData, ViewName } from './router.ts'

export interface OpenOptions {
  view?: ViewName | undefined
  data?: RouterData | undefined
  namespace?: ChainNamespace | undefined
  /**
   * With `view: 'Swap'`: the swap to fill in. Tokens by symbol, CAIP-10 id or address.
   *
   * @example
   * airlock.open({ view: 'Swap', arguments: { fromToken: 'USDC', toToken: 'ETH', amount: '25' } })
   *
   * With `view: 'OnRampProviders'`: the purchase to fill in (provider name, token symbol, fiat code, amount).
   *
   * @example
   * airlock.open({ view: 'OnRampProviders', arguments: { purchaseCurrency: 'USDC', amount: '50' } })
   */
  arguments?: (RouterData['swap'] & RouterData['onramp']) | undefined
}

/**
 * The view an open() with these options shows first: the asked view, else Account when connected, else a way
 * to connect.
 */
export function openingView(ctx: AirlockContext, options: OpenOptions = {}): ViewName {
  const namespace = options.namespace ?? ctx.chain.getState().activeChain
  if (options.view) return options.view
  if (ctx.account.get(namespace)?.address) return 'Account'
  // Without an adapter only WalletConnect can connect: phones pick a wallet, desktops show the QR.
  if (ctx.adapters.size === 0) return ctx.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return 'Connect'
}

/**
 * Opens the modal on openingView's view (with the Swap or Buy arguments when one of those views is asked for)
 * and emits MODAL_OPEN.
 */
export function openModal(ctx: AirlockContext, options: OpenOptions = {}) {
  const namespace = options.namespace ?? ctx.chain.getState().activeChain
  const address = ctx.account.get(namespace)?.address
  const data = options.view ? options.data : undefined
  const args = options.arguments
  const preset =
    args && options.view === 'Swap'
      ? { swap: args }
      : args && options.view === 'OnRampProviders'
        ? { onramp: args }
        : undefined
  ctx.router.reset(openingView(ctx, options), preset ? { ...data, ...preset } : data)
  ctx.modal.setOpen(true)
  ctx.events.emit('MODAL_OPEN', { connected: Boolean(address) })
}

const SIGN_IN_VIEWS: readonly ViewName[] = ['SIWXSignMessage', 'ApproveTransaction']

/** Whether closing must be refused: a required sign-in is in progress without a session. */
export function isCloseBlocked(ctx: AirlockContext, hasSiwxSession: () => boolean = () => false) {
  const view = ctx.router.getState().view
  const required = ctx.options.siwx?.getRequired?.() ?? false
  return SIGN_IN_VIEWS.includes(view) && required && !hasSiwxSession()
}

/**
 * Closes the modal, or shakes it when closing is not allowed right now. An embedded (inline) card stays on the
 * page whether or not it was opened: closing it goes back to the view it starts on (Connect, or Account once
 * connected), as the next open() would.
 */
export function closeModal(ctx: AirlockContext, hasSiwxSession?: () => boolean) {
  const open = ctx.modal.getState().open
  const embedded = ctx.options.enableEmbedded === true
  if (!open && !embedded) return
  if (isCloseBlocked(ctx, hasSiwxSession)) {
    ctx.modal.shake()
    return
  }
  ctx.modal.setOpen(false)
  // A pairing left on screen no longer keeps the button at "Connecting…"; a wallet may still answer it.
  const connected = Object.values(ctx.account.getState().accounts).some((a) => a?.address)
  ctx.connection.leaveWcPairing(connected)
  if (embedded) ctx.router.reset(openingView(ctx))
  if (open) ctx.events.emit('MODAL_CLOSE', { connected: Boolean(activeAddress(ctx)) })
}
