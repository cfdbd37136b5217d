import { embeddedTimeoutAlert } from '../cloud/originVerdict.ts'
import type { AirlockContext } from '../context.ts'
import { BaseError } from '../errors/base.ts'
import { kitDestroyedError } from '../errors/kitDestroyed.ts'
import { ErrorMessages, parseErrorMessage } from '../errors.ts'
import type { SocialProvider } from '../options/options.ts'
import { SDK_TYPE, SDK_VERSION } from '../version.ts'
import { accountTypesOf } from './accountTypes.ts'
import {
  clearEmbeddedLogin,
  EmbeddedStorageKeys,
  emailCooldownMessage,
  emailLoginUsed,
  isValidEmail,
  markEmailCodeRequested,
  markEmailLoginSucceeded,
} from './emailLogin.ts'
import { createEmailUpdate } from './emailUpdate.ts'
import { followTheme, framePayloadOf } from './frameTheme.ts'
import { createEmbeddedProviderHolder } from './holder.ts'
import { EmbeddedMessages } from './messages.ts'
import { forgetEmbeddedLogin, restoreUser } from './restoreUser.ts'
import { FRAME_LOAD_TIMEOUT_MS } from './timeouts.ts'
import type { EmbeddedUser, EmbeddedWalletModule, FrameClient } from './types.ts'

/** Sign-out waits at most this long for the frame, then the kit goes on signed out. */
const SIGN_OUT_TIMEOUT_MS = 3000
/** How long the frame waits for the Farcaster app: the relay channel's 5 minutes, and some. */
const FARCASTER_WAIT_MS = 6 * 60_000

/**
 * The embedded wallet's actions (one per kit instance, loaded when an email login starts or, once one was
 * used, at start to restore it). The frame is created on first need and kept.
 */
export function createEmbeddedController(
  ctx: AirlockContext,
  /**
   * Connects the AUTH connector through the kit's own connect action, handed in by the page's facade: a
   * lazy chunk importing it would make the bundler split it off the page's entry.
   */
  connectAuth: () => Promise<void>,
) {
  const store = ctx.embedded
  let frame: Promise<{ client: FrameClient; module: EmbeddedWalletModule }> | undefined
  /** What dispose() releases: the frame (its iframe, listener and timers), the theme it follows, social waits. */
  let disposed = false
  let created: FrameClient | undefined
  let stopTheme: (() => void) | undefined
  const socialWaits = new Set<(error: Error) => void>()
  const holder = createEmbeddedProviderHolder(
    ctx,
    () => ensureFrame().then(() => undefined),
    () => void dropApprovals(),
  )

  async function secureSiteUrl(): Promise<string> {
    const given = ctx.options.embeddedWallet?.secureSiteUrl
    if (given) return given
    if (!ctx.cloud) throw new BaseError(EmbeddedMessages.NO_SECURE_SITE)
    const config = await ctx.cloud.http.get<{ secureSiteUrl?: string }>('appkit/v1/config')
    if (!config.secureSiteUrl) throw new BaseError(EmbeddedMessages.NO_SECURE_SITE)
    return config.secureSiteUrl
  }

  /** Loads the package, creates the frame and waits until it is ready; the dapp's data and theme follow. */
  function ensureFrame() {
    if (disposed) return Promise.reject(kitDestroyedError())
    frame ??= (async () => {
      const load = ctx.options.embeddedWallet?.load
      if (!load) throw new BaseError(ErrorMessages.EMAIL_LOGIN_LOAD_FAILED)
      const [module, url] = await Promise.all([load(), secureSiteUrl()])
      if (disposed) throw kitDestroyedError()
      const network = ctx.chain.getState().activeCaipNetwork
      const client = module.createFrameClient({
        secureSiteUrl: url,
        projectId: ctx.options.projectId,
        chainId: network?.chainNamespace === 'eip155' ? network.caipNetworkId : 'eip155:1',
        version: SDK_VERSION,
        loadTimeoutMs: FRAME_LOAD_TIMEOUT_MS,
        onTimeout: (reason) => ctx.alert.open(embeddedTimeoutAlert(ctx, reason), 'error'),
      })
      created = client
      client.on('SESSION_UPDATE', (payload) => {
        const user = payload as EmbeddedUser | null
        // A reload of the frame that found no session: the remembered login is over.
        if (!user) return void forgetEmbeddedLogin(ctx)
        if (store.getState().status !== 'connected') return
        store.patch({ user })
        ctx.account.patch('eip155', accountTypesOf(user))
      })
      client.on('APPROVAL_OPEN', () => store.patch({ approvalOpen: true }))
      client.on('APPROVAL_CLOSED', () => {
        store.patch({ approvalOpen: false })
        client.hide()
      })
      await client.ready
      await client.request('SYNC_DAPP_DATA', {
        metadata: ctx.options.metadata,
        sdkVersion: SDK_VERSION,
        sdkType: SDK_TYPE,
        projectId: ctx.options.projectId,
      })
      await client.request('SYNC_THEME', framePayloadOf(ctx.theme.getState()))
      if (disposed) throw kitDestroyedError()
      stopTheme = followTheme(ctx, client)
      holder.setProvider(module.createEmbeddedProvider(client as never))
      if (emailLoginUsed(ctx.storage)) void restoreUser(ctx, client)
      return { client, module }
    })()
    frame.catch(() => {
      // A frame that failed to load is made again on the next try.
      frame = undefined
    })
    return frame
  }

  function fail(error: unknown, status: EmbeddedState['status']) {
    store.patch({ status, error: parseErrorMessage(error) })
  }

  /**
   * Sends a one-time code to `email` (a valid email, not within 30 s of the last code). Resolves with the
   * frame's action: VERIFY_OTP, VERIFY_DEVICE or CONNECT.
   */
  async function connectEmail(email: string) {
    const address = email.trim()
    if (!isValidEmail(address)) return void store.patch({ error: EmbeddedMessages.INVALID_EMAIL })
    const cooling = emailCooldownMessage(ctx.storage)
    if (cooling) return void store.patch({ error: cooling })
    store.patch({ status: 'sending', email: address, error: undefined })
    try {
      const { client } = await ensureFrame()
      const answer = (await client.request('CONNECT_EMAIL', { email: address })) as { action?: string }
      markEmailCodeRequested(ctx.storage)
      if (answer.action === 'CONNECT') return finish()
      if (answer.action === 'VERIFY_DEVICE') {
        store.patch({ status: 'device' })
        ctx.router.push('EmailVerifyDevice')
        await client.request('CONNECT_DEVICE', {}, { timeoutMs: 10 * 60_000 })
        store.patch({ status: 'otp' })
        ctx.router.replace('EmailVerifyOtp')
        return
      }
      store.patch({ status: 'otp' })
      ctx.router.push('EmailVerifyOtp')
    } catch (error) {
      fail(error, 'idle')
    }
  }

  /** Checks the one-time code; the wallet connects on success. */
  async function connectOtp(otp: string) {
    const code = otp.replace(/\s/g, '')
    if (!/^\d{6}$/.test(code)) return void store.patch({ error: EmbeddedMessages.INVALID_OTP })
    store.patch({ status: 'verifying', error: undefined })
    try {
      const { client } = await ensureFrame()
      await client.request('CONNECT_OTP', { otp: code })
      await finish()
    } catch (error) {
      fail(error, 'otp')
    }
  }

  async function finish() {
    const { client } = await ensureFrame()
    const user = (await client.request('GET_USER', {})) as EmbeddedUser
    await connectAuth()
    markEmailLoginSucceeded(ctx.storage, store.getState().email ?? user.email ?? '')
    store.patch({ status: 'connected', user, error: undefined })
    ctx.account.patch('eip155', accountTypesOf(user))
    // A Farcaster user has a username and no email; the Account view shows either.
    if (user.email || user.userName)
      ctx.account.patch('eip155', { user: { email: user.email, username: user.userName } })
  }

  /**
   * Switches the embedded wallet between its EOA and its smart account on the active network (the frame keeps
   * the choice per namespace); the provider's accountsChanged then moves the connection to the new address.
   */
  async function setPreferredAccountType(type: 'eoa' | 'smartAccount') {
    const { client } = await ensureFrame()
    const user = (await client.request('SET_PREFERRED_ACCOUNT', { type })) as EmbeddedUser
    store.patch({ user })
    ctx.account.patch('eip155', accountTypesOf(user))
    return user
  }

  /**
   * Social login (OAuth 2.0 / OpenID Connect with PKCE, run by the cloud): asks the frame for the provider's
   * authorization URL, hands it to `navigate` (the view's popup, opened inside the click), then waits for the
   * secure site's callback page to post the result to this window, and connects with it.
   */
  async function connectSocial(provider: SocialProvider, navigate: (uri: string) => Window | null) {
    store.patch({ status: 'social', error: undefined, socialProvider: provider })
    try {
      const [{ client }, site] = await Promise.all([ensureFrame(), secureSiteUrl()])
      const { uri } = (await client.request('GET_SOCIAL_REDIRECT_URI', { provider })) as { uri: string }
      const popup = navigate(uri)
      if (!popup) throw new BaseError(EmbeddedMessages.SOCIAL_BLOCKED)
      const result = await socialResult(new URL(site).origin, popup)
      await client.request('CONNECT_SOCIAL', { result, provider }, { timeoutMs: 60_000 })
      await finishSocial(provider)
    } catch (error) {
      fail(error, 'idle')
    }
  }

  /** After a social or Farcaster login: connected, and the provider and username kept for the Account view. */
  async function finishSocial(provider: SocialProvider) {
    await finish()
    ctx.storage.setItem(EmbeddedStorageKeys.CONNECTED_SOCIAL, provider)
    const userName = store.getState().user?.userName
    if (userName) ctx.storage.setItem(EmbeddedStorageKeys.SOCIAL_USERNAME, userName)
    ctx.account.patch('eip155', { socialProvider: provider })
    // After CONNECT_SUCCESS (the connector's): which provider the visitor signed in with, for analytics.
    ctx.events.emit('SOCIAL_LOGIN_SUCCESS', { provider })
  }

  /** Counts Farcaster logins: an answer for one the visitor left (back, or a new one) is dropped. */
  let farcasterAttempt = 0

  /**
   * Sign In With Farcaster (docs/embedded-wallet.md, "Farcaster"): ConnectingFarcaster shows the relay's link as
   * a QR code while the frame waits for the Farcaster app's answer, then the wallet connects.
   */
  async function connectFarcaster() {
    const attempt = ++farcasterAttempt
    store.patch({
      status: 'farcaster',
      error: undefined,
      socialProvider: 'farcaster',
      farcasterUrl: undefined,
    })
    if (ctx.router.getState().view !== 'ConnectingFarcaster') ctx.router.push('ConnectingFarcaster')
    try {
      const { client } = await ensureFrame()
      const { url } = (await client.request('GET_FARCASTER_URI', {})) as { url: string }
      if (attempt !== farcasterAttempt) return
      store.patch({ farcasterUrl: url })
      await client.request('CONNECT_FARCASTER', {}, { timeoutMs: FARCASTER_WAIT_MS })
      if (attempt !== farcasterAttempt) return
      await finishSocial('farcaster')
      store.patch({ farcasterUrl: undefined })
    } catch (error) {
      if (attempt === farcasterAttempt) fail(error, 'idle')
    }
  }

  /**
   * ConnectingFarcaster was left without an address; its link is dropped with the login, so a later scan of
   * the old QR code connects nothing.
   */
  function clearFarcasterLink() {
    farcasterAttempt += 1
    if (store.getState().status === 'farcaster') store.patch({ status: 'idle', error: undefined })
    store.patch({ farcasterUrl: undefined })
  }

  /** Reloads the frame (its waits end; it restores its session from its own storage). */
  async function resync() {
    const loaded = frame && (await frame.catch(() => undefined))
    await loaded?.client.reload().catch(() => {})
  }

  /** The secure site's callback page posts the result to this window; only its origin is heard. */
  function socialResult(siteOrigin: string, popup: Window | null) {
    return new Promise<string>((resolve, reject) => {
      const done = () => {
        window.removeEventListener('message', onMessage)
        clearInterval(watch)
        socialWaits.delete(end)
      }
      const end = (error: Error) => {
        done()
        reject(error)
      }
      socialWaits.add(end)
      const onMessage = (event: MessageEvent) => {
        const data = event.data as { type?: unknown; payload?: { result?: unknown; error?: unknown } } | null
        if (event.origin !== siteOrigin || data?.type !== '@airlock-frame/SOCIAL_RESULT') return
        done()
        if (typeof data.payload?.result === 'string') resolve(data.payload.result)
        else reject(new BaseError(String(data.payload?.error ?? EmbeddedMessages.SOCIAL_FAILED)))
      }
      // A window the visitor closed before signing in ends the attempt.
      const watch = setInterval(() => {
        if (popup?.closed) {
          done()
          reject(new BaseError(EmbeddedMessages.SOCIAL_CLOSED))
        }
      }, 500)
      window.addEventListener('message', onMessage)
    })
  }

  /**
   * The modal closed while the frame's approval card waited. The holder has rejected the kit's side (4001);
   * the frame client's own waiting requests are refused too, the frame is hidden, and RELOAD makes the frame
   * drop the card (it restores its session from its own storage), so no later click approves it.
   */
  async function dropApprovals() {
    if (!frame) return
    const loaded = await frame.catch(() => undefined)
    if (!loaded) return
    const { client } = loaded
    client.rejectRpcRequests()
    client.hide()
    store.patch({ approvalOpen: false })
    await client.reload().catch(() => {})
  }

  const emailUpdate = createEmailUpdate(ctx, () => ensureFrame())

  /** Signs the frame out (waiting at most 3 s) and forgets the login. */
  async function signOut() {
    clearEmbeddedLogin(ctx.storage)
    store.patch({
      status: 'idle',
      user: undefined,
      error: undefined,
      approvalOpen: false,
      emailUpdate: { status: 'idle', newEmail: undefined, error: undefined },
    })
    if (!frame) return
    const { client } = await frame.catch(() => ({ client: undefined }))
    await client?.request('SIGN_OUT', {}, { timeoutMs: SIGN_OUT_TIMEOUT_MS }).catch(() => {})
  }

  return {
    /**
     * The AUTH connector's provider: allow-list, ApproveTransaction, then the frame. The adapter's disconnect
     * revokes its permissions: for the embedded wallet that is signing out, with nothing to approve.
     */
    provider: {
      ...holder.provider,
      request: (args: { method: string; params?: unknown }) =>
        isAccountsRevoke(args) ? signOut().then(() => null) : holder.provider.request(args),
    },
    connectEmail,
    connectOtp,
    connectSocial,
    connectFarcaster,
    clearFarcasterLink,
    resync,
    updateEmail: emailUpdate.start,
    updateEmailPrimaryOtp: emailUpdate.primaryOtp,
    updateEmailSecondaryOtp: emailUpdate.secondaryOtp,
    clearUpdateError: emailUpdate.clearError,
    signOut,
    setPreferredAccountType,
    /** Restores a login of an earlier visit: the frame is loaded now so the provider can answer. */
    restore: () => ensureFrame().then(() => undefined),
    /** Places the frame's approval card over `rect` (the ApproveTransaction view), or hides it. */
    placeApproval: async (rect: { top: number; left: number; width: number; height: number } | undefined) => {
      if (!frame) return
      const { client } = await frame
      if (rect) client.show(rect)
      else client.hide()
    },
    clearError: () => store.patch({ error: undefined }),
    /**
     * The kit was destroyed: the frame is removed (its iframe, message listener and timers; its waiting
     * requests reject), the theme and the visitor's colour scheme are no longer followed, and a social login
     * waiting for its popup ends with ConnectionClosedError. The login stays remembered for the next kit.
     */
    dispose() {
      if (disposed) return
      disposed = true
      holder.dispose()
      stopTheme?.()
      for (const end of [...socialWaits]) end(kitDestroyedError())
      created?.destroy()
    },
  }
}

/**
 * EIP-2255's revoke of `eth_accounts` (what the adapter's disconnect sends) signs out; ERC-7715's
 * wallet_revokePermissions (a permissions context) revokes a smart session and goes to the frame.
 */
function isAccountsRevoke(args: { method: string; params?: unknown }): boolean {
  if (args.method !== 'wallet_revokePermissions') return false
  const first = Array.isArray(args.params) ? args.params[0] : undefined
  return typeof first === 'object' && first !== null && 'eth_accounts' in first
}

type EmbeddedState = ReturnType<AirlockContext['embedded']['getState']>

export type EmbeddedController = ReturnType<typeof createEmbeddedController>
