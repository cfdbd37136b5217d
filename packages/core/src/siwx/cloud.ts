import { CloudError } from '../cloud/errors.ts'
import type { Metadata } from '../options/metadata.ts'
import { type AirlockStorage, createStorage, type StorageKey } from '../storage/storage.ts'
import { SDK_TYPE, SDK_VERSION } from '../version.ts'
import { siwxAddressKey } from './address.ts'
import type { SIWXConfig, SIWXKitContext, SIWXMessage, SIWXNetworkId, SIWXSession } from './types.ts'

/** Where the session tokens live in the kit's storage: one per account and network. */
export const SIWX_TOKENS_KEY: StorageKey = '@airlock/siwx_tokens'

/** How long a signed message (and so the session) is valid by default: one day. */
export const DEFAULT_SIWX_EXPIRY_MS = 24 * 60 * 60_000

export interface CloudSiwxOptions {
  /** Whether signing in is required (default true): cancelling disconnects and the modal cannot close unsigned. */
  required?: boolean | undefined
  /** Whether disconnecting revokes the session (default true). */
  signOutOnDisconnect?: boolean | undefined
  /** The statement the wallet shows; default the dapp metadata's description. */
  statement?: string | undefined
  /** How long a sign-in lasts, in ms (default one day): the message's expirationTime. */
  expiresInMs?: number | undefined
  /** The cloud and project; default the kit's `cloudUrl` and `projectId`. */
  cloudUrl?: string | undefined
  projectId?: string | undefined
  /** Where the session tokens are kept; default the kit's storage. */
  storage?: AirlockStorage | undefined
  fetch?: typeof fetch | undefined
}

interface StoredToken {
  token: string
  expiresAt: string
}

type TokenMap = Record<string, StoredToken>

const isTokenMap = (value: unknown): value is TokenMap =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// EVM and bech32 addresses in lower case, base58 (Solana, legacy Bitcoin) as written: their case is the address.
const accountKey = (chainId: string, address: string) => `${chainId}:${siwxAddressKey(address)}`

/**
 * The `siwx` option backed by the Airlock cloud: each sign-in takes a nonce from `POST /v1/siwx/nonce`, the signed
 * CAIP-122 message (EIP-4361 on eip155, Sign-In with Solana on solana, Sign-In with Bitcoin on bip122) is verified
 * by `POST /v1/siwx/verify` (domain, uri, chain, single-use nonce, times and the signature: on chain for EVM
 * accounts, smart accounts included; Ed25519 for Solana; BIP-322 or BIP-137 for Bitcoin), and the session's bearer token is kept in the kit's storage, so
 * a reload stays signed in. The dapp's own server checks a token with `GET /v1/siwx/session`.
 *
 * @example
 * import { createAirlock, createCloudSiwx } from '@airlock/core'
 *
 * const siwx = createCloudSiwx({ required: true })
 * const airlock = createAirlock({
 *   projectId: 'your-project-id',
 *   networks: [mainnet],
 *   adapters: [createEvmAdapter()],
 *   cloudUrl: 'https://cloud.example.org',
 *   siwx,
 * })
 * // Later, your own server as the signed-in account (it checks the token with GET /v1/siwx/session):
 * const token = siwx.getToken('eip155:1', address)
 * await fetch('/api/secret', { headers: { authorization: `Bearer ${token}` } })
 */
export function createCloudSiwx(options: CloudSiwxOptions = {}): SIWXConfig & {
  /** The bearer token of the account's session, for the dapp's own server calls. */
  getToken(chainId: SIWXNetworkId, address: string): string | undefined
} {
  let kit: SIWXKitContext | undefined
  let fallbackStorage: AirlockStorage | undefined
  const storage = () => {
    if (options.storage ?? kit?.storage) return (options.storage ?? kit?.storage)!
    fallbackStorage ??= createStorage()
    return fallbackStorage
  }
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args)

  const tokens = (): TokenMap => storage().getItem(SIWX_TOKENS_KEY, isTokenMap) ?? {}
  const writeTokens = (map: TokenMap) =>
    storage().setItem(SIWX_TOKENS_KEY, Object.keys(map).length ? map : undefined)
  const tokenOf = (chainId: string, address: string) => {
    const stored = tokens()[accountKey(chainId, address)]
    return stored && Date.parse(stored.expiresAt) > Date.now() ? stored.token : undefined
  }
  const forget = (chainId: string, address: string) => {
    const map = tokens()
    delete map[accountKey(chainId, address)]
    writeTokens(map)
  }

  async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    init: { body?: unknown; token?: string | undefined; query?: Record<string, string> } = {},
  ): Promise<T> {
    const cloudUrl = options.cloudUrl ?? kit?.cloudUrl
    const projectId = options.projectId ?? kit?.projectId
    if (!cloudUrl || !projectId) throw new CloudError('createCloudSiwx needs the cloudUrl and projectId', 0)
    const url = new URL(path.replace(/^\//, ''), cloudUrl.endsWith('/') ? cloudUrl : `${cloudUrl}/`)
    for (const [key, value] of Object.entries({ ...init.query, projectId, st: SDK_TYPE, sv: SDK_VERSION }))
      url.searchParams.set(key, value)
    const headers: Record<string, string> = {}
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    if (init.token) headers.authorization = `Bearer ${init.token}`
    let response: Response
    try {
      response = await doFetch(url.toString(), {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(10_000),
      })
    } catch (error) {
      throw new CloudError('Network error: the cloud could not be reached', 0, { cause: error })
    }
    const text = await response.text()
    let data: unknown
    try {
      data = text ? JSON.parse(text) : undefined
    } catch {
      data = undefined
    }
    if (!response.ok) {
      const error = (data as { error?: unknown } | undefined)?.error
      throw new CloudError(typeof error === 'string' ? error : `HTTP ${response.status}`, response.status)
    }
    return data as T
  }

  const revoke = async (chainId: string, address: string) => {
    const token = tokens()[accountKey(chainId, address)]?.token
    forget(chainId, address)
    if (token) await call('DELETE', '/v1/siwx/session', { token })
  }

  const metadata = (): Metadata | undefined => kit?.metadata

  return {
    getRequired: () => options.required ?? true,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
    attach(context) {
      kit = context
    },
    getToken: (chainId, address) => tokenOf(chainId, address),

    async createMessage(input): Promise<SIWXMessage> {
      const [{ nonce }, { formatSignInMessage }] = await Promise.all([
        call<{ nonce: string }>('POST', '/v1/siwx/nonce'),
        import('./message.ts'),
      ])
      const issuedAt = new Date()
      const statement = options.statement ?? metadata()?.description
      const data = {
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        // The page signing in: the cloud checks both against the Origin of the verify call.
        domain: globalThis.location?.host ?? '',
        uri: globalThis.location?.href ?? '',
        version: '1',
        nonce,
        ...(statement ? { statement: statement.replace(/\s*\n\s*/g, ' ') } : {}),
        issuedAt: issuedAt.toISOString(),
        expirationTime: new Date(
          issuedAt.getTime() + (options.expiresInMs ?? DEFAULT_SIWX_EXPIRY_MS),
        ).toISOString(),
        ...(input.notBefore ? { notBefore: input.notBefore } : {}),
      }
      return { ...data, toString: () => formatSignInMessage(data) }
    },

    async addSession(session: SIWXSession) {
      const answer = await call<{ token: string; expiresAt: string }>('POST', '/v1/siwx/verify', {
        body: { message: session.message, signature: session.signature },
      })
      const map = tokens()
      map[accountKey(session.data.chainId, session.data.accountAddress)] = {
        token: answer.token,
        expiresAt: answer.expiresAt,
      }
      writeTokens(map)
    },

    revokeSession: (chainId, address) => revoke(chainId, address),

    async setSessions(sessions) {
      if (sessions.length === 0) {
        await Promise.all(
          Object.keys(tokens()).map((key) => {
            const at = key.lastIndexOf(':')
            return revoke(key.slice(0, at), key.slice(at + 1)).catch(() => undefined)
          }),
        )
        return
      }
      for (const session of sessions) await this.addSession(session)
    },

    async getSessions(chainId, address) {
      const token = tokenOf(chainId, address)
      if (!token) return []
      try {
        const answer = await call<{ sessions: SIWXSession[] }>('GET', '/v1/siwx/sessions', {
          token,
          query: { chainId, address },
        })
        return answer.sessions
      } catch (error) {
        // The cloud no longer knows the token (revoked, expired): it is forgotten here too.
        if (error instanceof CloudError && error.status === 401) forget(chainId, address)
        if (error instanceof CloudError && error.status !== 0) return []
        throw error
      }
    },
  }
}
