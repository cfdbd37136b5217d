import { isOriginAllowed } from '@airlock/protocol/origins'
import { createAppClient } from '@farcaster/auth-client'
import type { Db } from '../../db/types.ts'
import { HttpError } from '../../http/errors.ts'
import { ORIGIN_NOT_ALLOWED } from '../../projects/authorize.ts'
import type { Project } from '../../projects/store.ts'
import { saveResult } from '../social/store.ts'
import { findOrCreateSocialUser } from '../social/users.ts'
import type { FarcasterEthereum } from './idRegistry.ts'
import { findChannel, saveChannel, takeChannel } from './store.ts'

export const FARCASTER_MESSAGES = {
  notConfigured: 'Farcaster login is not configured on this cloud',
  turnedOff: 'Farcaster login is turned off for this project',
  badChannel: 'This Farcaster sign-in is invalid, was already used or has expired: start the sign-in again.',
  relayFailed: 'The Farcaster relay could not be reached: try again.',
  unverified: 'The Farcaster sign-in could not be verified',
} as const

export interface FarcasterLoginDeps {
  db: Db
  /** The auth relay (the public one, or the cloud's dev relay once it listens). */
  relayUrl: () => string
  /** Reads fids on chain; undefined: Farcaster login is not offered. */
  ethereum: FarcasterEthereum | undefined
}

export type FarcasterLogin = ReturnType<typeof createFarcasterLogin>

/**
 * Sign In With Farcaster for the embedded wallet (docs/embedded-wallet.md, "Farcaster"): the cloud is the app
 * client. It opens a relay channel per login (the link and QR code the visitor opens in the Farcaster app),
 * reads its status for the frame, and once the app answered verifies the signed message itself (nonce, domain,
 * signature, and the signer's fid in the ID registry) before it makes the single-use result that social login's
 * `complete` trades for a session.
 */
export function createFarcasterLogin(deps: FarcasterLoginDeps) {
  const client = () => {
    if (!deps.ethereum) throw new HttpError(404, FARCASTER_MESSAGES.notConfigured)
    return createAppClient({ relay: deps.relayUrl(), ethereum: deps.ethereum })
  }

  return {
    enabled: deps.ethereum !== undefined,

    async channel(project: Project, request: { deviceId: string; origin: string }) {
      const app = client()
      const enabled = project.features.socials
      if (enabled === false || !enabled.includes('farcaster'))
        throw new HttpError(403, FARCASTER_MESSAGES.turnedOff)
      if (!isOriginAllowed(request.origin, project.allowedOrigins))
        throw new HttpError(403, ORIGIN_NOT_ALLOWED)
      // The visitor signs in to the dapp: its host is the message's domain, its origin the URI.
      const domain = new URL(request.origin).host
      const created = await app.createChannel({ siweUri: request.origin, domain })
      if (created.isError || created.response.status !== 201)
        throw new HttpError(502, FARCASTER_MESSAGES.relayFailed)
      const { channelToken, url, nonce } = created.data
      await saveChannel(deps.db, channelToken, {
        projectId: project.id,
        deviceId: request.deviceId,
        origin: request.origin,
        nonce,
        domain,
      })
      return { url, channelToken }
    },

    /** Pending until the app answered; then, once, the verified sign-in's result (for `social/complete`). */
    async status(
      project: Project,
      request: { channelToken: string; deviceId: string },
    ): Promise<{ state: 'pending' } | { state: 'completed'; result: string }> {
      const app = client()
      const channel = await findChannel(deps.db, request.channelToken)
      if (!channel || channel.projectId !== project.id || channel.deviceId !== request.deviceId)
        throw new HttpError(400, FARCASTER_MESSAGES.badChannel)
      const answer = await app.status({ channelToken: request.channelToken })
      if (answer.isError) throw new HttpError(502, FARCASTER_MESSAGES.relayFailed)
      if (answer.response.status === 401) throw new HttpError(400, FARCASTER_MESSAGES.badChannel)
      const data = answer.data
      if (data.state !== 'completed') return { state: 'pending' }
      if (!(await takeChannel(deps.db, request.channelToken)))
        throw new HttpError(400, FARCASTER_MESSAGES.badChannel)
      if (!data.message || !data.signature) throw new HttpError(401, FARCASTER_MESSAGES.unverified)
      const verified = await app.verifySignInMessage({
        nonce: channel.nonce,
        domain: channel.domain,
        message: data.message,
        signature: data.signature,
        acceptAuthAddress: false,
      })
      if (verified.isError || !verified.success)
        throw new HttpError(
          401,
          `${FARCASTER_MESSAGES.unverified}: ${verified.error?.message ?? 'invalid signature'}`,
        )
      // The relay's profile is the app's word; the fid is what the signature and the registry proved.
      const user = await findOrCreateSocialUser(deps.db, project.id, {
        provider: 'farcaster',
        subject: String(verified.fid),
        email: null,
        userName: data.username ?? null,
      })
      const result = await saveResult(deps.db, {
        projectId: project.id,
        userId: user.id,
        provider: 'farcaster',
        deviceId: request.deviceId,
      })
      return { state: 'completed', result }
    },
  }
}
