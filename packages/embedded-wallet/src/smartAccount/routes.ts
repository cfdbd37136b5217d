/*
 * The cloud's ERC-4337 routes for a project's chain: its own bundler (JSON-RPC, `bundler=airlock`
 * picks it over a third-party one) and its ERC-7677 paymaster.
 */

function cloudRoute(apiUrl: string, route: string, query: Record<string, string>): string {
  const url = new URL(`${apiUrl.replace(/\/+$/, '')}/v1/${route}`)
  url.search = new URLSearchParams(query).toString()
  return url.href
}

/**
 * The cloud's bundler route for `chainId`.
 *
 * @example
 * ```ts
 * bundlerUrl('http://127.0.0.1:8787', 'demo', 31337)
 * // 'http://127.0.0.1:8787/v1/bundler?projectId=demo&chainId=eip155%3A31337&bundler=airlock'
 * ```
 */
export function bundlerUrl(apiUrl: string, projectId: string, chainId: number): string {
  return cloudRoute(apiUrl, 'bundler', { projectId, chainId: `eip155:${chainId}`, bundler: 'airlock' })
}

/**
 * The cloud's ERC-7677 paymaster route for `chainId`.
 *
 * @example
 * ```ts
 * paymasterUrl('http://127.0.0.1:8787', 'demo', 31337)
 * // 'http://127.0.0.1:8787/v1/paymaster?projectId=demo&chainId=eip155%3A31337'
 * ```
 */
export function paymasterUrl(apiUrl: string, projectId: string, chainId: number): string {
  return cloudRoute(apiUrl, 'paymaster', { projectId, chainId: `eip155:${chainId}` })
}
