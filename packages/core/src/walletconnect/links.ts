/**
 * Deep links that hand a pairing URI to a wallet app (the anchors' formats). Registry links are remote
 * data: only http(s) universal links and custom app schemes pass; script-capable schemes never do.
 */
const FORBIDDEN_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about'])
const SCHEME = /^([a-z][a-z0-9+.-]*):/i

const isHttpUrl = (url: string) => /^https?:\/\//i.test(url)

/** The scheme of a link, lower-cased, or undefined when it has none. */
function schemeOf(url: string): string | undefined {
  return SCHEME.exec(url)?.[1]?.toLowerCase()
}

/** Whether a registry link may be opened at all. */
export function isSafeWalletLink(url: string | null | undefined): url is string {
  if (!url || typeof url !== 'string') return false
  const scheme = schemeOf(url.trim()) ?? schemeOf(`${url.replaceAll('/', '').replaceAll(':', '')}:`)
  return scheme !== undefined && !FORBIDDEN_SCHEMES.has(scheme)
}

/** `https://wallet.app/wc?uri=…` for a universal (web) link. */
export function formatUniversalUrl(appUrl: string, wcUri: string): string | undefined {
  if (!isHttpUrl(appUrl)) return formatNativeUrl(appUrl, wcUri)
  if (!isSafeWalletLink(appUrl)) return undefined
  const base = appUrl.endsWith('/') ? appUrl : `${appUrl}/`
  return `${base}wc?uri=${encodeURIComponent(wcUri)}`
}

/** `wallet://wc?uri=…` for an app scheme (a bare `wallet` or `wallet:` gets `://`); http(s) goes universal. */
export function formatNativeUrl(appUrl: string, wcUri: string): string | undefined {
  if (isHttpUrl(appUrl)) return formatUniversalUrl(appUrl, wcUri)
  if (!isSafeWalletLink(appUrl)) return undefined
  let base = appUrl
  if (!base.includes('://')) base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  if (!isSafeWalletLink(base)) return undefined
  return `${base}wc?uri=${encodeURIComponent(wcUri)}`
}
