/**
 * Whether an RPC url points at this machine. A wallet on this engine forwards reads and raw transactions only
 * to such urls: its chains are local ones (the devnet, a test's node), a dapp may add chains with public rpc
 * urls, and neither the reference wallet nor a test may reach the internet. Browser-safe (no Node imports).
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
