import { RELAY_PATH } from './options.ts'

/*
 * Which relay a client's JWT was minted for. Clients sign the relay URL they were configured with as `aud`
 * (the official WalletConnect client and ours alike, before adding their query parameters), so a token
 * naming another relay was meant for that relay: whoever holds it (that relay's operator, a log reader)
 * must not reach this one with it.
 */

/** The names a client on this machine reaches the cloud under: it listens on 127.0.0.1 only. */
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost'] as const

/**
 * A relay URL reduced to what names the relay: scheme, host (lower case, without the default port) and
 * path without trailing slashes. The query and fragment are dropped: some clients are configured with
 * their parameters in the URL they sign. undefined for anything but a ws:// or wss:// URL.
 *
 * @example
 * relayAddress('WSS://Relay.Example:443/relay/?projectId=p') // 'wss://relay.example/relay'
 * relayAddress('https://relay.example/relay') // undefined
 */
export function relayAddress(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') return undefined
  if (parsed.username || parsed.password) return undefined
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`
}

/**
 * The relay of a cloud at `apiUrl`, as the kit finds it: <cloudUrl>/relay with ws(s) for http(s).
 *
 * @example
 * relayUrlOfApi('https://cloud.example.org/airlock') // 'wss://cloud.example.org/airlock/relay'
 */
export function relayUrlOfApi(apiUrl: string): string {
  const url = new URL(apiUrl)
  const scheme = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${url.host}${url.pathname.replace(/\/+$/, '')}${RELAY_PATH}`
}

export interface AudienceOptions {
  /** The ws(s):// URLs clients are given for this relay (relay.publicUrls). */
  publicUrls: readonly string[]
  /** The cloud's public API URL (PUBLIC_API_URL): clients given it find the relay at <it>/relay. */
  publicApiUrl?: string | undefined
}

/**
 * Whether an `aud` names this relay, for a socket that reached the cloud on `localPort`. With public URLs
 * (configured, or the public API URL's /relay) only those: behind a proxy, a loopback name is no address
 * of this relay. Without any, the cloud is reached on loopback alone, at the port the socket came in on.
 *
 * @example
 * const isAudience = audienceOf({ publicUrls: ['wss://relay.example/relay'] })
 * isAudience('wss://relay.example/relay/', 8787) // true
 * isAudience('wss://relay.walletconnect.org', 8787) // false
 */
export function audienceOf({
  publicUrls,
  publicApiUrl,
}: AudienceOptions): (aud: string, localPort: number | undefined) => boolean {
  const urls = [...publicUrls, ...(publicApiUrl ? [relayUrlOfApi(publicApiUrl)] : [])]
  // relay.publicUrls are checked to be ws(s) URLs when the options are read.
  const known = new Set(urls.map(relayAddress).filter((address) => address !== undefined))
  return (aud, localPort) => {
    const address = relayAddress(aud)
    if (address === undefined) return false
    if (known.size > 0) return known.has(address)
    if (localPort === undefined) return false
    return LOOPBACK_HOSTS.some((host) => address === `ws://${host}:${localPort}${RELAY_PATH}`)
  }
}
