import { reportCloudError } from '../cloud/reportError.ts'
import { reportInternalError } from '../cloud/telemetry.ts'
import { type AirlockContext, adapterFor } from '../context.ts'
import { parseErrorMessage } from '../errors.ts'
import { closeModal } from '../modal/actions.ts'
import type { WalletSelection } from '../modal/router.ts'
import { isSafariIOS, isTelegram } from '../shared/env.ts'
import { WalletConnectConnectorNotFoundError } from '../walletconnect/errors.ts'
import { proposalNamespaces, WALLETCONNECT_METHODS } from '../walletconnect/namespaces.ts'
import { finalizeConnection } from './connect.ts'
import { WALLET_CONNECT_ID, walletConnectConnector } from './connectorsStore.ts'
import { sessionNetwork } from './sessionNetwork.ts'

/**
 * A pairing the kit shows lasts 4 minutes; one with less than 10 s left is replaced, so a visitor never scans
 * a URI that dies mid-scan.
 */
export const WC_PAIRING_LIFETIME_MS = 4 * 60_000
export const WC_PAIRING_REFRESH_MS = 10_000
/** Retrying a failed pairing is refused within 1 s of the last attempt. */
export const WC_RETRY_AFTER_MS = 1_000

/** Whether the current pairing URI is missing or too close to expiry to show. */
export function isPairingStale(ctx: AirlockContext, now = Date.now()): boolean {
  const { wcUri, wcPairingExpiry } = ctx.connection.getState()
  return !wcUri || wcPairingExpiry === undefined || wcPairingExpiry - now < WC_PAIRING_REFRESH_MS
}

/**
 * Makes sure the modal has a fresh pairing URI to show: a new one when there is none
 * or it is about to expire. On Telegram and iOS Safari a pairing being made is awaited, and one that has
 * not expired is reused (those browsers lose the deep link if the URI changes under the visitor).
 */
export async function ensurePairing(ctx: AirlockContext, options: { wallet?: WalletSelection } = {}) {
  const wc = ctx.walletConnect
  if (!wc) throw new WalletConnectConnectorNotFoundError()
  const strict = isTelegram() || isSafariIOS()
  if (wc.pending) {
    if (strict || !isPairingStale(ctx)) return wc.pending
  }
  if (strict && !isPairingStale(ctx, Date.now() - WC_PAIRING_REFRESH_MS)) return
  if (!strict && !isPairingStale(ctx)) return
  const attempt = pair(ctx, options.wallet)
  wc.pending = attempt
  try {
    await attempt
  } finally {
    if (wc.pending === attempt) wc.pending = undefined
  }
}

async function pair(ctx: AirlockContext, wallet: WalletSelection | undefined): Promise<void> {
  const wc = ctx.walletConnect
  if (!wc) throw new WalletConnectConnectorNotFoundError()
  ctx.connection.setWcError(false)
  ctx.connection.awaitWcPairing()
  wc.lastAttempt = Date.now()
  try {
    const { uri, approval } = await proposeOrAuthenticate(ctx, wc)
    ctx.connection.setWcUri(uri, Date.now() + WC_PAIRING_LIFETIME_MS)
    // The visitor may approve long after this returns (or never); the result is handled on its own.
    void approval.then(
      () => finalizeWalletConnect(ctx, wallet ?? ctx.connection.getState().recentWallet),
      (error: unknown) => {
        if (ctx.connection.getState().wcUri !== uri) return
        reportCloudError(ctx, error)
        ctx.connection.setWcError(true)
        ctx.connection.setStatus(anyConnected(ctx) ? 'connected' : 'disconnected')
        ctx.events.emit('CONNECT_ERROR', { message: parseErrorMessage(error) })
      },
    )
  } catch (error) {
    // A relay that refuses the kit (origin not allowed, bad project id, clock off) opens the alert that says why.
    reportCloudError(ctx, error)
    ctx.connection.setWcError(true)
    ctx.connection.setStatus(anyConnected(ctx) ? 'connected' : 'disconnected')
    ctx.events.emit('CONNECT_ERROR', { message: parseErrorMessage(error) })
    reportInternalError(ctx, 'WalletConnect pairing failed', error)
    throw error
  }
}

/**
 * A plain proposal, or one-click sign-in when SIWX is set and every requested network is eip155 (the
 * one-click sign-in message is an EIP-4361 one, which only eip155 wallets sign): the wallet's signed CACAO
 * becomes the SIWX session before the connection finishes, so the visitor is not asked to sign again. A
 * wallet that answers the fallback proposal instead signs in afterwards.
 */
async function proposeOrAuthenticate(
  ctx: AirlockContext,
  wc: NonNullable<AirlockContext['walletConnect']>,
): Promise<{ uri: string; approval: Promise<unknown> }> {
  const { requestedCaipNetworks: networks, activeCaipNetwork } = ctx.chain.getState()
  const siwx = ctx.options.siwx
  if (siwx) {
    const { pairWithSignIn } = await import('../walletconnect/oneClick.ts')
    const signingIn = await pairWithSignIn({
      siwx,
      session: wc.session,
      networks,
      active: activeCaipNetwork,
      methods: WALLETCONNECT_METHODS.eip155 ?? [],
      onRefused: (error) => reportInternalError(ctx, 'SIWX one-click sign-in refused', error),
    })
    if (signingIn) return signingIn
  }
  return wc.session.connect(proposalNamespaces(networks, ctx.adapters.keys()))
}

/** Retry of a failed or expired pairing; ignored within 1 s of the previous attempt. */
export async function retryPairing(ctx: AirlockContext, wallet?: WalletSelection): Promise<boolean> {
  const wc = ctx.walletConnect
  if (!wc || Date.now() - wc.lastAttempt < WC_RETRY_AFTER_MS) return false
  ctx.connection.setWcUri(undefined)
  await ensurePairing(ctx, wallet ? { wallet } : {})
  return true
}

/**
 * The wallet approved: every namespace of the session is connected through its adapter (which reads the
 * accounts and chain from the session), the modal closes unless the chain is unsupported.
 */
export async function finalizeWalletConnect(ctx: AirlockContext, wallet?: WalletSelection) {
  const wc = ctx.walletConnect
  if (!wc) return
  const namespaces = wc.session.namespaces().filter((ns) => ctx.adapters.has(ns))
  const errors: string[] = []
  for (const namespace of namespaces) {
    try {
      const caipNetwork = await sessionNetwork(
        ctx,
        namespace,
        ctx.chain.getState().defaultNetworks[namespace],
      )
      const result = await adapterFor(ctx, namespace).connect({
        connectorId: WALLET_CONNECT_ID,
        ...(caipNetwork ? { caipNetwork } : {}),
      })
      const connector = walletConnectConnector(namespace)
      finalizeConnection(ctx, wallet ? { ...connector, name: wallet.name } : connector, result)
    } catch (error) {
      errors.push(parseErrorMessage(error))
    }
  }
  ctx.connection.setWcUri(undefined)
  if (errors.length > 0 && !anyConnected(ctx)) {
    ctx.connection.setWcError(true)
    ctx.connection.setStatus('disconnected')
    ctx.events.emit('CONNECT_ERROR', { message: errors.join(', ') })
    return
  }
  if (wallet) ctx.connection.setRecentWallet(wallet)
  const peer = wc.session.session?.peer.metadata.name
  ctx.events.emit('CONNECT_SUCCESS', {
    method: ctx.isMobile() ? 'mobile' : 'qrcode',
    name: wallet?.name ?? peer ?? 'WalletConnect',
  })
  if (!ctx.chain.getState().isUnsupportedChain) {
    if (ctx.options.enableEmbedded) ctx.router.reset('Account')
    closeModal(ctx)
  }
}

function anyConnected(ctx: AirlockContext): boolean {
  return Object.values(ctx.account.getState().accounts).some((a) => a?.address)
}
