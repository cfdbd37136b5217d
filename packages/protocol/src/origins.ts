/**
 * Origin allow-lists: `scheme://host[:port]` patterns where the leftmost host label may be `*` and the port
 * may be `*`. Shared by the cloud, which enforces them on every project-scoped call, and the kit, which
 * checks the page's origin against its project's list at start (@airlock/protocol/origins).
 *
 * - `*.example.com` matches any subdomain, one label or more deep (a.example.com, a.b.example.com), never
 *   example.com itself: the rule of CSP host sources, which these lists mirror (they also feed the embedded
 *   wallet frame's frame-ancestors), and what preview hosts like <hash>.<project>.pages.dev need.
 * - No port in a pattern means the scheme's default port; `:*` means any port, the default included.
 * - Schemes compare exactly: http://x never matches https://x.
 */

/**
 * Pages that may EMBED the embedded wallet's frame while a project is being developed (local servers, preview
 * hosts, the mobile bridges): they only ever widen the frame page's `frame-ancestors`, and only where the
 * operator turns them on (on by default outside production). They are never origins a project trusts: anyone
 * can put a page on *.vercel.app, so a sign-in, an API answer or a relay connection for a project is given
 * only to an origin that project lists itself (`isOriginAllowed`).
 */
export const DEFAULT_FRAME_ANCESTORS: readonly string[] = Object.freeze([
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
])

const DEFAULT_PORTS: Readonly<Record<string, number>> = { 'http:': 80, 'https:': 443 }
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const PATTERN = /^(https?):\/\/(\*\.)?([^:/*]+)(?::(\*|\d{1,5}))?$/

export interface OriginPattern {
  scheme: 'http:' | 'https:'
  /** Lower-case host after any `*.` prefix. */
  host: string
  anySubdomain: boolean
  /** A port number, or '*' for any; undefined for the scheme's default port. */
  port: number | '*' | undefined
}

/** Parses a pattern, or returns the reason it is not one. */
export function parseOriginPattern(pattern: string): OriginPattern | string {
  const match = PATTERN.exec(pattern.trim().toLowerCase())
  if (!match) {
    return `'${pattern}' is not an origin pattern like https://app.example.com, https://*.example.com or http://localhost:*`
  }
  const [, scheme, wildcard, host = '', port] = match as unknown as (string | undefined)[]
  if (!host.split('.').every((label) => LABEL.test(label))) {
    return `'${pattern}' has an invalid host name (letters, digits and hyphens between dots; * only as the first label)`
  }
  let portValue: OriginPattern['port']
  if (port === '*') portValue = '*'
  else if (port !== undefined) {
    portValue = Number(port)
    if (portValue < 1 || portValue > 65_535) return `'${pattern}' has a port outside 1-65535`
  }
  return {
    scheme: scheme === 'https' ? 'https:' : 'http:',
    host,
    anySubdomain: wildcard !== undefined,
    port: portValue,
  }
}

/** The canonical text of a valid pattern (lower case, trimmed), so stored lists compare equal. */
export function normalizeOriginPattern(pattern: string): string {
  const parsed = parseOriginPattern(pattern)
  if (typeof parsed === 'string') throw new Error(parsed)
  const port = parsed.port === undefined ? '' : `:${parsed.port}`
  return `${parsed.scheme}//${parsed.anySubdomain ? '*.' : ''}${parsed.host}${port}`
}

interface ParsedOrigin {
  scheme: string
  host: string
  port: number
}

function parseOrigin(origin: string): ParsedOrigin | undefined {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return undefined
  }
  const defaultPort = DEFAULT_PORTS[url.protocol]
  // An Origin header is scheme://host[:port] and nothing else; 'null' (sandboxed frames, files) fails above.
  const onlyOrigin = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
  if (defaultPort === undefined || !onlyOrigin || origin.endsWith('/')) return undefined
  return { scheme: url.protocol, host: url.hostname, port: url.port ? Number(url.port) : defaultPort }
}

function matches(origin: ParsedOrigin, pattern: OriginPattern): boolean {
  if (origin.scheme !== pattern.scheme) return false
  const hostMatches = pattern.anySubdomain
    ? origin.host.endsWith(`.${pattern.host}`)
    : origin.host === pattern.host
  if (!hostMatches) return false
  if (pattern.port === '*') return true
  return origin.port === (pattern.port ?? DEFAULT_PORTS[pattern.scheme])
}

/**
 * Whether `origin` (an Origin header value) matches one of `patterns`, the project's own list. Nothing is
 * added to it: an empty list allows no origin.
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  const parsed = parseOrigin(origin)
  if (!parsed) return false
  for (const pattern of patterns) {
    const parsedPattern = parseOriginPattern(pattern)
    if (typeof parsedPattern !== 'string' && matches(parsed, parsedPattern)) return true
  }
  return false
}
