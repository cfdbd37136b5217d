import { EVM_NODE_METHODS } from '@airlock/protocol/rpc-methods'
import { chainDisconnected, internalError, ProviderRpcError } from './errors.ts'
import { isLoopbackUrl } from './loopbackUrl.ts'

/**
 * The reads a dapp may make through the wallet: every method anyone may ask a node (EVM_NODE_METHODS, the
 * list the cloud's gateway forwards too); they go to the current chain's node unchanged. The account and chain
 * are answered by the wallet itself before this list is asked.
 */
export const forwardedMethods: ReadonlySet<string> = new Set(EVM_NODE_METHODS)

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
