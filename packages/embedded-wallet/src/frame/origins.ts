/**
 * Matching the dapp page's origin against the project's allow-list. The same pattern language as the cloud's
 * (@airlock/protocol/origins, not imported: this package depends on nothing of ours): `scheme://host[:port]`,
 * `*.` as the first host label for any subdomain (never the bare domain), `:*` for any port. The frame applies
 * the list config.json gives it as it is: the project's own origins, nothing added.
 */

const DEFAULT_PORTS: Readonly<Record<string, number>> = { 'http:': 80, 'https:': 443 }
const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9.-]+)(?::(\*|\d{1,5}))?$/
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

interface Pattern {
  scheme: string
  host: string
  anySubdomain: boolean
  port: number | '*'
}

function parsePattern(text: string): Pattern | undefined {
  const match = PATTERN.exec(text.trim().toLowerCase())
  if (!match) return undefined
  const [, scheme = '', wildcard, host = '', port] = match
  if (!host.split('.').every((label) => LABEL.test(label))) return undefined
  const protocol = `${scheme}:`
  return {
    scheme: protocol,
    host,
    anySubdomain: wildcard !== undefined,
    port: port === '*' ? '*' : port !== undefined ? Number(port) : (DEFAULT_PORTS[protocol] ?? 0),
  }
}

/** `event.origin` as scheme, host and port; undefined for 'null' or anything that is not a bare origin. */
function parseOrigin(origin: string): { scheme: string; host: string; port: number } | undefined {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return undefined
  }
  const defaultPort = DEFAULT_PORTS[url.protocol]
  if (defaultPort === undefined || url.origin !== origin) return undefined
  return { scheme: url.protocol, host: url.hostname, port: url.port ? Number(url.port) : defaultPort }
}

/** Whether `origin` matches one of `patterns` (invalid patterns match nothing). */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  const parsed = parseOrigin(origin)
  if (!parsed) return false
  return patterns.some((text) => {
    const pattern = parsePattern(text)
    if (!pattern || pattern.scheme !== parsed.scheme) return false
    const hostMatches = pattern.anySubdomain
      ? parsed.host.endsWith(`.${pattern.host}`)
      : parsed.host === pattern.host
    return hostMatches && (pattern.port === '*' || pattern.port === parsed.port)
  })
}
