import type { IdentityResponse } from '../api/blockchainTypes.ts'
import { reportInternalError } from '../cloud/telemetry.ts'
import type { AirlockContext } from '../context.ts'
import { CACHE_TTL, createTtlCache, StorageKeys } from '../storage/storage.ts'
import type { ChainNamespace } from '../types.ts'

/**
 * Fills the account's profile name and avatar from the cloud's identity API, cached 5 minutes (a name or
 * avatar changes rarely; a reopened modal should not ask again).
 */
export async function fetchIdentity(ctx: AirlockContext, namespace: ChainNamespace) {
  const { cloud } = ctx
  const address = ctx.account.get(namespace)?.address
  if (!address || !cloud || namespace !== 'eip155') return
  const cache = createTtlCache<IdentityResponse>(ctx.storage, StorageKeys.IDENTITY_CACHE, CACHE_TTL.IDENTITY)
  const key = address.toLowerCase()
  let identity = cache.get(key)
  if (!identity) {
    try {
      identity = await cloud.blockchain.identity(address, { sender: address })
      cache.set(key, identity)
    } catch (error) {
      // No name is a fine answer for the visitor (the truncated address shows instead); a failed call is not.
      reportInternalError(ctx, 'Identity lookup failed', error)
      return
    }
  }
  if (ctx.account.get(namespace)?.address !== address) return
  ctx.account.patch(namespace, {
    profileName: identity.name ?? undefined,
    profileImage: identity.avatar && /^https?:\/\//.test(identity.avatar) ? identity.avatar : undefined,
  })
}
