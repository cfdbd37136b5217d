/**
 * The cloud's chain RPC gateway (spec section 7): `{apiUrl}/v1/?chainId=eip155:<id>&projectId=<id>`, JSON-RPC 2.0
 * over POST. Safe methods go here as they are; signing fills a transaction's nonce, gas and fees through it.
 */

export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}

export interface Gateway {
  request(chainId: number, method: string, params: unknown): Promise<unknown>
}

export function gatewayUrl(apiUrl: string, projectId: string, chainId: number): string {
  const url = new URL(`${apiUrl}/v1/`)
  url.search = new URLSearchParams({ chainId: `eip155:${chainId}`, projectId }).toString()
  return url.href
}

export function createGateway(apiUrl: string, projectId: string, fetchFn: typeof fetch = fetch): Gateway {
  let nextId = 1
  return {
    async request(chainId, method, params) {
      const response = await fetchFn(gatewayUrl(apiUrl, projectId, chainId), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
        credentials: 'omit',
      })
      let body: { result?: unknown; error?: { code?: unknown; message?: unknown } }
      try {
        body = (await response.json()) as typeof body
      } catch {
        throw new RpcError(`The RPC gateway answered ${response.status}`, -32603)
      }
      if (body.error) {
        const code = typeof body.error.code === 'number' ? body.error.code : -32603
        throw new RpcError(typeof body.error.message === 'string' ? body.error.message : 'RPC error', code)
      }
      if (!response.ok) throw new RpcError(`The RPC gateway answered ${response.status}`, -32603)
      return body.result ?? null
    },
  }
}
