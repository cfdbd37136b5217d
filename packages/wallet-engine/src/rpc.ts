import { chainDisconnected, internalError, ProviderRpcError } from './errors.ts'
import { isLoopbackUrl } from './loopbackUrl.ts'

/** Methods a dapp may read through the wallet; they go to the current chain's node unchanged. */
export const forwardedMethods: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_blobBaseFee',
  'eth_sendRawTransaction',
  'eth_syncing',
  'web3_clientVersion',
])

/** Sends JSON-RPC requests to loopback nodes; one per wallet so request ids stay per instance. */
export class RpcForwarder {
  #nextId = 1

  async request(rpcUrl: string | undefined, method: string, params: unknown): Promise<unknown> {
    if (!isLoopbackUrl(rpcUrl)) throw chainDisconnected()
    let response: Response
    try {
      response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: this.#nextId++, method, params: params ?? [] }),
      })
    } catch (error) {
      throw chainDisconnected({ rpcUrl, reason: error instanceof Error ? error.message : String(error) })
    }
    const text = await response.text()
    let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
    try {
      body = JSON.parse(text)
    } catch {
      throw internalError(`The node at ${rpcUrl} answered HTTP ${response.status} without JSON-RPC.`, {
        body: text.slice(0, 500),
      })
    }
    if (body.error) {
      const { code, message, data } = body.error
      throw new ProviderRpcError(
        typeof code === 'number' ? code : -32603,
        typeof message === 'string' ? message : 'The node returned an error.',
        data,
      )
    }
    return body.result ?? null
  }
}
