import type { Hex } from 'viem'
import type { ChainConfig } from '../chains/config.ts'
import { postUpstream } from '../rpc/upstream.ts'

/** A node's JSON-RPC error, with the revert data when the node gave it. */
export class NodeRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly revertData: Hex | undefined,
  ) {
    super(message)
    this.name = 'NodeRpcError'
  }
}

/** Revert data where nodes put it: `data` itself (geth, anvil) or `data.data` (hardhat). */
function revertDataOf(data: unknown): Hex | undefined {
  if (typeof data === 'string' && /^0x[0-9a-fA-F]*$/.test(data)) return data as Hex
  if (typeof data === 'object' && data !== null && 'data' in data) return revertDataOf(data.data)
  return undefined
}

export type NodeRequest = <T = unknown>(method: string, params: unknown[]) => Promise<T>

/**
 * Raw JSON-RPC to a chain's node: answers keep the node's own shapes (hex quantities, receipts, logs), which
 * is what the bundler answers with, and errors keep their revert data (a viem client would wrap them).
 */
export function createNodeRequest(chain: ChainConfig, timeoutMs: number): NodeRequest {
  let id = 0
  return async <T>(method: string, params: unknown[]) => {
    const answer = (await postUpstream(
      chain.caipNetworkId,
      chain.rpcUrl,
      { jsonrpc: '2.0', id: ++id, method, params },
      timeoutMs,
    )) as { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
    if (answer.error) {
      const { code, message, data } = answer.error
      throw new NodeRpcError(
        typeof code === 'number' ? code : -32603,
        typeof message === 'string' ? message : 'The node answered an error',
        revertDataOf(data),
      )
    }
    return answer.result as T
  }
}
