import { isOriginAllowed } from '@airlock/protocol/origins'
import type { Db } from '../../db/types.ts'
import { HttpError } from '../../http/errors.ts'
import { ORIGIN_NOT_ALLOWED } from '../../projects/authorize.ts'
import type { Project } from '../../projects/store.ts'
import type { EmbeddedKeys } from '../auth/keys.ts'
import { createSession } from '../auth/sessions.ts'
import { decryptShare } from '../auth/shareCipher.ts'
import { addDevice, findUserById, findWallet, isKnownDevice } from '../auth/users.ts'
import { type UserView, userView } from '../auth/userView.ts'
import { callbackPageUrl } from './callbackPage.ts'
import { authorizationUrl, exchangeCode, randomValue, resolveProvider, verifyIdToken } from './oidc.ts'
import type { ResolvedProvider, SocialProvider, SocialProviderConfig } from './providers.ts'
import { saveResult, saveState, takeResult, takeState } from './store.ts'
import { findOrCreateSocialUser } from './users.ts'

export const SOCIAL_MESSAGES = {
  badState: 'This sign-in request is invalid, was already used or has expired: start the sign-in again.',
  badResult: 'This sign-in result is invalid, was already used or has expired: start the sign-in again.',
  denied: 'The sign-in was cancelled at the provider.',
} as const

export interface SocialAnswer {
  session: string
  expiresAt: string
  user: UserView
  /** Absent for a new wallet: the frame creates it. */
  shares?: { authShare: string; recoveryShare?: string }
  socialProvider: string
  userName?: string
}

export interface SocialLoginDeps {
  db: Db
  keys: EmbeddedKeys
  /** Each provider's config: the operator's, or the local identity provider's in development. */
  providers: Partial<Record<SocialProvider, SocialProviderConfig>>
  /** The cloud's public API URL (known once it listens). */
  apiUrl: () => string
  /** The secure site, which serves social-callback.html. */
  siteUrl: string
}

export type SocialLogin = ReturnType<typeof createSocialLogin>

/** Social login (docs/embedded-wallet.md, "Social login"): authorize, the popup's callback, complete. */
export function createSocialLogin(deps: SocialLoginDeps) {
  const { db, keys } = deps
  const resolved = new Map<SocialProvider, Promise<ResolvedProvider>>()

  function providerOf(name: SocialProvider): Promise<ResolvedProvider> {
    const config = deps.providers[name]
    if (!config) throw new HttpError(400, `Social login with ${name} is not configured on this cloud`)
    let found = resolved.get(name)
    if (!found) {
      found = resolveProvider(config)
      // A failed discovery is retried on the next sign-in rather than cached.
      found.catch(() => resolved.delete(name))
      resolved.set(name, found)
    }
    return found
  }

  const redirectUri = (name: SocialProvider) => `${deps.apiUrl()}/v1/embedded/social/${name}/callback`

  return {
    redirectUri,

    async authorize(project: Project, name: SocialProvider, request: { deviceId: string; origin: string }) {
      const enabled = project.features.socials
      if (enabled === false || !enabled.includes(name))
        throw new HttpError(403, `Social login with ${name} is turned off for this project`)
      // The callback page posts the result to this origin: it must be one of the project's.
      if (!isOriginAllowed(request.origin, project.allowedOrigins))
        throw new HttpError(403, ORIGIN_NOT_ALLOWED)
      const provider = await providerOf(name)
      const codeVerifier = randomValue()
      const nonce = randomValue()
      const state = await saveState(db, {
        projectId: project.id,
        provider: name,
        codeVerifier,
        nonce,
        origin: request.origin,
        deviceId: request.deviceId,
      })
      return {
        uri: authorizationUrl(provider, { redirectUri: redirectUri(name), state, nonce, codeVerifier }),
      }
    },

    /** The popup's landing: where to send it next (the callback page, with the result or an error). */
    async callback(
      name: SocialProvider,
      query: { code?: string; state?: string; error?: string; error_description?: string },
    ): Promise<string> {
      const page = (answer: { result: string } | { error: string }, origin?: string) =>
        callbackPageUrl(deps.siteUrl, answer, origin)
      const state = query.state ? await takeState(db, query.state) : undefined
      // Without a valid state the origin is unknown: the page shows the error and posts nothing.
      if (!state || state.provider !== name) return page({ error: SOCIAL_MESSAGES.badState })
      if (query.error || !query.code) {
        const reason = query.error === 'access_denied' || !query.error ? SOCIAL_MESSAGES.denied : query.error
        return page(
          { error: query.error_description ? `${reason} ${query.error_description}` : reason },
          state.origin,
        )
      }
      try {
        const provider = await providerOf(name)
        const idToken = await exchangeCode(provider, {
          code: query.code,
          redirectUri: redirectUri(name),
          codeVerifier: state.codeVerifier,
        })
        const claims = await verifyIdToken(provider, idToken, state.nonce)
        const email = claims.email_verified === true && typeof claims.email === 'string' ? claims.email : null
        const userName =
          typeof claims.preferred_username === 'string'
            ? claims.preferred_username
            : typeof claims.name === 'string'
              ? claims.name
              : null
        const user = await findOrCreateSocialUser(db, state.projectId, {
          provider: name,
          subject: claims.sub,
          email: email?.toLowerCase() ?? null,
          userName,
        })
        const result = await saveResult(db, {
          projectId: state.projectId,
          userId: user.id,
          provider: name,
          deviceId: state.deviceId,
        })
        return page({ result }, state.origin)
      } catch (error) {
        return page({ error: `The sign-in could not be verified: ${(error as Error).message}` }, state.origin)
      }
    },

    /**
     * Trades a result for a session. The provider's fresh proof stands in for the device approval of email
     * login: a new browser gets both the auth and the recovery share, once, and is known from then on.
     */
    async complete(project: Project, token: string, deviceId: string): Promise<SocialAnswer> {
      const result = await takeResult(db, token)
      if (!result || result.projectId !== project.id || result.deviceId !== deviceId)
        throw new HttpError(400, SOCIAL_MESSAGES.badResult)
      const user = await findUserById(db, result.userId)
      if (!user) throw new HttpError(400, SOCIAL_MESSAGES.badResult)
      const wallet = await findWallet(db, user.id)
      let shares: SocialAnswer['shares']
      if (wallet) {
        const authShare = await decryptShare(keys.authShare, wallet.authShare, user.id, 'auth')
        shares = (await isKnownDevice(db, user.id, deviceId))
          ? { authShare }
          : {
              authShare,
              recoveryShare: await decryptShare(
                keys.recoveryShare,
                wallet.recoveryShare,
                user.id,
                'recovery',
              ),
            }
      }
      // This browser creates the wallet (no wallet yet) or now holds the recovery share as its own.
      await addDevice(db, user.id, deviceId)
      const session = await createSession(db, { projectId: project.id, userId: user.id, deviceId })
      const view = await userView(db, user)
      return {
        session: session.token,
        expiresAt: session.expiresAt.toISOString(),
        user: view,
        ...(shares ? { shares } : {}),
        socialProvider: result.provider,
        ...(view.userName ? { userName: view.userName } : {}),
      }
    },
  }
}
