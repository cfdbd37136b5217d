import type { StorageBackend } from '../options/options.ts'
import { createMemoryBackend, STORAGE_PREFIX, StorageKeys } from '../storage/storage.ts'

/** What a server or a browser hands the kit to read cookies from, and the page to write them to. */
export interface CookieStorageOptions {
  /**
   * The request's `Cookie` header, read on the server (`(await headers()).get('cookie')` in Next.js). In the
   * browser it is ignored: the kit reads and writes `document.cookie`.
   */
  cookie?: string | null | undefined
  /** The document to keep cookies in; default the page's. Without one (a server) writes stay in memory. */
  document?: Pick<Document, 'cookie'> | undefined
  /** Where the kit's other keys (balance and identity caches, recent wallets) go; default localStorage. */
  fallback?: StorageBackend | undefined
  /** Cookie lifetime in seconds; default one year. */
  maxAge?: number | undefined
}

/** The keys a server needs to render the connection: they live in cookies, everything else does not. */
function isConnectionKey(key: string): boolean {
  return (
    key === StorageKeys.ACTIVE_NAMESPACE ||
    key === StorageKeys.ACTIVE_CAIP_NETWORK_ID ||
    key === StorageKeys.CONNECTION_STATUS ||
    key === StorageKeys.CONNECTED_NAMESPACES ||
    key.startsWith(StorageKeys.connectedConnectorId('' as never)) ||
    key.startsWith(StorageKeys.connectedAddress('' as never))
  )
}

// Cookie names are RFC 6265 tokens: '@', '/' and ':' are not allowed, so the kit's keys are encoded.
const COOKIE_PREFIX = 'airlock.'
const toCookieName = (key: string) => COOKIE_PREFIX + encodeURIComponent(key.slice(STORAGE_PREFIX.length))
const fromCookieName = (name: string) => STORAGE_PREFIX + decodeURIComponent(name.slice(COOKIE_PREFIX.length))

/** The kit's entries of a `Cookie` header (or `document.cookie`), by storage key. */
export function parseAirlockCookies(header: string | null | undefined): Map<string, string> {
  const entries = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0) continue
    const name = part.slice(0, separator).trim()
    if (!name.startsWith(COOKIE_PREFIX)) continue
    try {
      const key = fromCookieName(name)
      if (isConnectionKey(key)) entries.set(key, decodeURIComponent(part.slice(separator + 1).trim()))
    } catch {
      // A malformed escape: not one of ours.
    }
  }
  return entries
}

function defaultFallback(): StorageBackend {
  try {
    const local: StorageBackend | undefined = globalThis.localStorage
    if (local) return local
  } catch {
    // Blocked storage: memory.
  }
  return createMemoryBackend()
}

/**
 * A storage for server-rendered dapps (wagmi's `cookieStorage` idea): the connection (status, namespaces,
 * connector ids, accounts, active network) lives in first-party cookies, so the server reads it from the
 * request and renders the connected state the browser will hydrate to, with no flash of the disconnected
 * one. Caches stay in localStorage. On the server nothing is written back: the browser owns the cookies.
 *
 * @example
 * // app/providers.tsx ('use client'); the server layout passes (await headers()).get('cookie')
 * const [airlock] = useState(() =>
 *   createAirlock({ ...options, storage: createCookieStorage({ cookie }) }),
 * )
 */
export function createCookieStorage(options: CookieStorageOptions = {}): StorageBackend {
  const page = options.document ?? globalThis.document
  const fallback = options.fallback ?? (page ? defaultFallback() : createMemoryBackend())
  const maxAge = options.maxAge ?? 365 * 24 * 60 * 60
  // Without a page (a server), the cookies of this one request, changed in memory only.
  const serverCookies = page ? undefined : parseAirlockCookies(options.cookie)
  const cookies = () => serverCookies ?? parseAirlockCookies(page?.cookie)
  const secure = () => globalThis.location?.protocol === 'https:'

  function writeCookie(key: string, value: string | undefined) {
    if (serverCookies) {
      if (value === undefined) serverCookies.delete(key)
      else serverCookies.set(key, value)
      return
    }
    if (!page) return
    const attributes = `; Path=/; SameSite=Lax${secure() ? '; Secure' : ''}`
    page.cookie =
      value === undefined
        ? `${toCookieName(key)}=; Max-Age=0${attributes}`
        : `${toCookieName(key)}=${encodeURIComponent(value)}; Max-Age=${maxAge}${attributes}`
  }

  const keys = () => [
    ...cookies().keys(),
    ...Array.from({ length: fallback.length }, (_, i) => fallback.key(i)),
  ]
  return {
    getItem: (key) => (isConnectionKey(key) ? (cookies().get(key) ?? null) : fallback.getItem(key)),
    setItem: (key, value) => (isConnectionKey(key) ? writeCookie(key, value) : fallback.setItem(key, value)),
    removeItem: (key) => (isConnectionKey(key) ? writeCookie(key, undefined) : fallback.removeItem(key)),
    key: (index) => keys()[index] ?? null,
    get length() {
      return keys().length
    },
  }
}
