import { signRelayJwt } from '../auth/jwt.ts'

/*
 * The URL a relay socket opens: the relay's URL with the client's credentials in the query (a WebSocket
 * handshake from a browser cannot carry headers). A fresh JWT is signed for every socket, so a long-lived
 * client never reconnects with an expired one.
 */

const DEFAULT_USER_AGENT_VERSION = 'airlock-0.1.0'

/** `wc-2/airlock-<version>/<browser|node|unknown>`: the `ua` query parameter, naming the SDK and where it runs. */
export function defaultUserAgent(): string {
  const env =
    typeof (globalThis as { document?: unknown }).document !== 'undefined'
      ? 'browser'
      : typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node ===
          'string'
        ? 'node'
        : 'unknown'
  return `wc-2/${DEFAULT_USER_AGENT_VERSION}/${env}`
}

export interface SocketUrlParams {
  /** The relay URL to open; also the JWT's audience. */
  aud: string
  /** The 32-byte Ed25519 seed the JWT is signed with. */
  seed: Uint8Array
  /** Milliseconds since the epoch; the JWT's `iat`. */
  now: number
  userAgent: string
  projectId?: string
}

/**
 * `aud` with the query every relay client sends (apps/docs/pages/protocol.md#the-relay): `auth` (the signed
 * JWT), `ua`, `projectId` when set, and `useOnCloseEvent=true`.
 *
 * @example
 * socketUrl({ aud: 'wss://relay.example', seed, now: Date.now(), userAgent: defaultUserAgent() })
 * // 'wss://relay.example/?auth=eyJ…&ua=wc-2%2Fairlock-0.1.0%2Fbrowser&useOnCloseEvent=true'
 */
export function socketUrl(params: SocketUrlParams): string {
  const { aud, seed, now, userAgent, projectId } = params
  const target = new URL(aud)
  target.searchParams.set('auth', signRelayJwt({ seed, aud, iat: Math.floor(now / 1000) }))
  target.searchParams.set('ua', userAgent)
  if (projectId) target.searchParams.set('projectId', projectId)
  target.searchParams.set('useOnCloseEvent', 'true')
  return target.toString()
}
