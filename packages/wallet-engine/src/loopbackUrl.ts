/**
 * Whether an RPC url points at this machine. The wallet forwards reads and raw transactions only to such
 * urls: a dapp under test may add chains with public rpc urls, and tests must never reach the internet.
 * Browser-safe (no Node imports), unlike `loopback.ts`.
 */
export function isLoopbackUrl(url: string | undefined): url is string {
  if (!url) return false
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false
  const host = parsed.hostname
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host)
}
