import type { ServerResponse } from 'node:http'
import { json, type Recorded, startTestServer } from '../../../core/src/test/httpServer.ts'

export interface RpcCall {
  jsonrpc: '2.0'
  id: number | string
  method: string
  params?: unknown
}

/** What the server does with one HTTP request: answer it itself (return true) or let the node answer. */
export type Misbehave = (
  attempt: number,
  res: ServerResponse,
  payload: RpcCall | RpcCall[],
) => boolean | undefined | Promise<boolean | undefined>

/** The balance every eth_getBalance answers. */
export const BALANCE = 100n

function resultOf(method: string): unknown {
  if (method === 'eth_getBalance') return `0x${BALANCE.toString(16)}`
  if (method === 'eth_chainId') return '0x7a69'
  if (method === 'net_listening') return true
  return '0x1'
}

/**
 * A loopback JSON-RPC node for transport tests (on core's test server): answers every call, batches included,
 * unless `misbehave` answers the HTTP request first. `calls` lists each HTTP request's parsed payload.
 */
export async function startRpcServer(misbehave?: Misbehave) {
  let attempts = 0
  const server = await startTestServer(async (request: Recorded, res) => {
    const payload = JSON.parse(request.body) as RpcCall | RpcCall[]
    if (await misbehave?.(attempts++, res, payload)) return
    const answer = (call: RpcCall) => ({ jsonrpc: '2.0', id: call.id, result: resultOf(call.method) })
    json(res, 200, Array.isArray(payload) ? payload.map(answer) : answer(payload))
  })
  const calls = () => server.requests.map((request) => JSON.parse(request.body) as RpcCall | RpcCall[])
  /** The methods of every JSON-RPC call received, batches flattened. */
  const methods = () =>
    calls().flatMap((payload) => (Array.isArray(payload) ? payload : [payload]).map((c) => c.method))
  return { ...server, calls, methods }
}

/** The url of a port nothing listens on any more. */
export async function deadUrl(): Promise<string> {
  const server = await startTestServer(() => {})
  await server.close()
  return server.url
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
