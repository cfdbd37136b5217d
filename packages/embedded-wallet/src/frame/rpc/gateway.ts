import { HttpProvider } from './httpProvider.ts'

/**
 * The cloud's chain RPC gateway: `{apiUrl}/v1/?chainId=eip155:<id>&projectId=<id>`, JSON-RPC 2.0 over POST,
 * through one HttpProvider per chain URL (opened by its `test` probe on first use). Safe methods go here as
 * they are; signing fills a transaction's nonce, gas and fees through it.
 */

export { RpcError } from './httpProvider.ts'

export interface Gateway {
  request(chainId: number, method: string, params: unknown): Promise<unknown>
}

export function gatewayUrl(apiUrl: string, projectId: string, chainId: number): string {
  const url = new URL(`${apiUrl}/v1/`)
  url.search = new URLSearchParams({ chainId: `eip155:${chainId}`, projectId }).toString()
  return url.href
}

export function createGateway(apiUrl: string, projectId: string, fetchFn?: typeof fetch): Gateway {
  const providers = new Map<string, HttpProvider>()
  const provider = (chainId: number) => {
    const url = gatewayUrl(apiUrl, projectId, chainId)
    let found = providers.get(url)
    if (!found) {
      found = new HttpProvider(url, { label: 'The RPC gateway', ...(fetchFn ? { fetchFn } : {}) })
      providers.set(url, found)
    }
    return found
  }
  return {
    request: async (chainId, method, params) => provider(chainId).request(method, params ?? []),
  }
}
