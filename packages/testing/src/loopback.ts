import { createServer } from 'node:net'

/**
 * Whether an RPC url points at this machine. The wallet forwards reads and raw transactions only to such
 * urls: a dapp under test may add chains with public rpc urls, and tests must never reach the internet.
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

/** A TCP port on 127.0.0.1 that was free a moment ago, for a server that must be told its port up front. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('The probe server has no TCP address')),
      )
    })
  })
}
