import type { Hex } from 'viem'
import { isShare } from './shares.ts'

/**
 * The frame's client of the cloud's auth backend, `{apiUrl}/v1/embedded/*` (docs/embedded-wallet.md, "Auth
 * backend"). Every call carries `projectId` in the query; calls of a signed-in visitor carry the session as
 * a bearer token. A non-2xx answer throws AuthApiError with the backend's message, which the kit shows as is
 * ('Please try again after N seconds', 'Too many attempts…').
 */

export interface AuthUser {
  email?: string
  /** Absent until the wallet is created. */
  address?: Hex
  userName?: string
  /** Social users: the provider they signed in with (google, github, …). */
  socialProvider?: string
}

export interface ReleasedShares {
  authShare: Hex
  /** Only to a device approved by the mailed link, which has no device share yet. */
  recoveryShare?: Hex
}

export interface SessionAnswer {
  user: AuthUser
  shares?: ReleasedShares
}

export interface VerifyAnswer extends SessionAnswer {
  session: string
}

export class AuthApiError extends Error {
  override name = 'AuthApiError'
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

export type EmailAction = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'
export type UpdateEmailAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readUser(value: unknown): AuthUser {
  if (!isRecord(value)) throw new AuthApiError('The auth backend answered no user', 502)
  const user: AuthUser = {}
  if (typeof value.email === 'string') user.email = value.email
  if (typeof value.userName === 'string') user.userName = value.userName
  if (typeof value.socialProvider === 'string') user.socialProvider = value.socialProvider
  if (typeof value.address === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value.address))
    user.address = value.address as Hex
  return user
}

function readShares(value: unknown): ReleasedShares | undefined {
  if (!isRecord(value) || !isShare(value.authShare)) return undefined
  return isShare(value.recoveryShare)
    ? { authShare: value.authShare, recoveryShare: value.recoveryShare }
    : { authShare: value.authShare }
}

function readSession(value: unknown): SessionAnswer {
  const body = isRecord(value) ? value : {}
  const shares = readShares(body.shares)
  return shares ? { user: readUser(body.user), shares } : { user: readUser(body.user) }
}

function readVerified(body: unknown): VerifyAnswer {
  const session = isRecord(body) ? body.session : undefined
  if (typeof session !== 'string' || !session)
    throw new AuthApiError('The auth backend answered no session', 502)
  return { session, ...readSession(body) }
}

export interface AuthApiOptions {
  apiUrl: string
  projectId: string
  fetchFn?: typeof fetch
}

export function createAuthApi({ apiUrl, projectId, fetchFn = fetch }: AuthApiOptions) {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    options: { session?: string; body?: Record<string, unknown>; query?: Record<string, string> } = {},
  ): Promise<unknown> {
    const url = new URL(`${apiUrl}/v1/embedded/${path}`)
    url.search = new URLSearchParams({ projectId, ...options.query }).toString()
    const headers: Record<string, string> = { accept: 'application/json' }
    if (options.body) headers['content-type'] = 'application/json'
    if (options.session) headers.authorization = `Bearer ${options.session}`
    const response = await fetchFn(url, {
      method,
      headers,
      body: options.body ? JSON.stringify(options.body) : undefined,
      // The session is a bearer token: no cookies to the API origin.
      credentials: 'omit',
    })
    const text = await response.text()
    let body: unknown
    try {
      body = text ? JSON.parse(text) : {}
    } catch {
      body = {}
    }
    if (!response.ok) {
      const message = isRecord(body) ? (body.message ?? body.error) : undefined
      throw new AuthApiError(
        typeof message === 'string' ? message : `HTTP ${response.status}`,
        response.status,
      )
    }
    return body
  }

  function readAction<T extends string>(body: unknown, allowed: readonly T[]): T {
    const action = isRecord(body) ? body.action : undefined
    if (!allowed.includes(action as T))
      throw new AuthApiError('The auth backend answered an unknown action', 502)
    return action as T
  }

  return {
    async startEmail(email: string, deviceId: string): Promise<EmailAction> {
      const body = await call('POST', 'email/start', { body: { email, deviceId } })
      return readAction(body, ['VERIFY_OTP', 'VERIFY_DEVICE', 'CONNECT'] as const)
    },
    async verifyEmail(email: string, otp: string, deviceId: string): Promise<VerifyAnswer> {
      return readVerified(await call('POST', 'email/verify', { body: { email, otp, deviceId } }))
    },
    /** The provider's authorization URL for the popup; the result comes back to `origin` (the dapp page). */
    async socialAuthorize(provider: string, deviceId: string, origin: string): Promise<string> {
      const body = await call('GET', `social/${encodeURIComponent(provider)}/authorize`, {
        query: { deviceId, origin },
      })
      const uri = isRecord(body) ? body.uri : undefined
      if (typeof uri !== 'string' || !/^https?:\/\//.test(uri))
        throw new AuthApiError('The auth backend answered no authorization URL', 502)
      return uri
    },
    /** A Farcaster relay channel for this login: the link (and QR code) the visitor opens in the Farcaster app. */
    async farcasterChannel(deviceId: string, origin: string): Promise<{ url: string; channelToken: string }> {
      const body = await call('POST', 'farcaster/channel', { body: { deviceId, origin } })
      const url = isRecord(body) ? body.url : undefined
      const channelToken = isRecord(body) ? body.channelToken : undefined
      if (typeof url !== 'string' || !/^https?:\/\//.test(url) || typeof channelToken !== 'string')
        throw new AuthApiError('The auth backend answered no Farcaster link', 502)
      return { url, channelToken }
    },
    /** Pending until the Farcaster app answered; then the verified sign-in's result, traded like a social one. */
    async farcasterStatus(channelToken: string, deviceId: string): Promise<string | undefined> {
      const body = await call('POST', 'farcaster/status', { body: { channelToken, deviceId } })
      if (isRecord(body) && body.state === 'completed' && typeof body.result === 'string') return body.result
      if (isRecord(body) && body.state === 'pending') return undefined
      throw new AuthApiError('The auth backend answered an unknown Farcaster state', 502)
    },
    /** Trades the popup's single-use result for a session, like verifyEmail. */
    async completeSocial(result: string, deviceId: string): Promise<VerifyAnswer> {
      return readVerified(await call('POST', 'social/complete', { body: { result, deviceId } }))
    },
    /** Whether the mailed approval link for this device was opened; with a session, the shares it releases. */
    async deviceStatus(
      deviceId: string,
      email: string,
      session?: string,
    ): Promise<{ approved: boolean; shares?: ReleasedShares }> {
      const body = await call('GET', 'device/status', { session, query: { deviceId, email } })
      const approved = isRecord(body) && body.approved === true
      const shares = isRecord(body) ? readShares(body.shares) : undefined
      return shares ? { approved, shares } : { approved }
    },
    async storeWallet(
      session: string,
      wallet: { address: Hex; authShare: Hex; recoveryShare: Hex },
    ): Promise<void> {
      await call('POST', 'wallet', { session, body: wallet })
    },
    /** The signed-in user and the shares this device may have; undefined when the session is over (401). */
    async getSession(session: string, deviceId: string): Promise<SessionAnswer | undefined> {
      try {
        return readSession(await call('GET', 'session', { session, query: { deviceId } }))
      } catch (error) {
        if (error instanceof AuthApiError && error.status === 401) return undefined
        throw error
      }
    },
    async signOut(session: string): Promise<void> {
      await call('POST', 'signout', { session, body: {} })
    },
    async updateEmail(session: string, email: string): Promise<UpdateEmailAction> {
      const body = await call('POST', 'email/update', { session, body: { email } })
      return readAction(body, ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const)
    },
    async verifyPrimaryOtp(session: string, otp: string): Promise<void> {
      await call('POST', 'email/update/verify-primary', { session, body: { otp } })
    },
    async verifySecondaryOtp(session: string, otp: string): Promise<{ email: string }> {
      const body = await call('POST', 'email/update/verify-secondary', { session, body: { otp } })
      const email = isRecord(body) ? (body.email ?? body.newEmail) : undefined
      if (typeof email !== 'string') throw new AuthApiError('The auth backend answered no email', 502)
      return { email }
    },
  }
}

export type AuthApi = ReturnType<typeof createAuthApi>
