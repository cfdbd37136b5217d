import type { RpcHandler } from './context.ts'
import { RpcErrorCode, SolanaRpcError } from './errors.ts'

type Id = string | number | null

export interface JsonRpcResponse {
  jsonrpc: '2.0'
  id: Id
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

const failure = (id: Id, code: number, message: string): JsonRpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
})

function isId(value: unknown): value is Id {
  return value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
}

/** Answers one parsed request object; never throws (a handler's unexpected error becomes -32603). */
export async function answerRequest(
  request: unknown,
  methods: ReadonlyMap<string, RpcHandler>,
): Promise<JsonRpcResponse> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return failure(null, RpcErrorCode.invalidRequest, 'Invalid request: expected a JSON-RPC request object')
  }
  const { jsonrpc, id = null, method, params } = request as Record<string, unknown>
  if (!isId(id))
    return failure(null, RpcErrorCode.invalidRequest, 'Invalid request: id must be a string, number or null')
  if (jsonrpc !== '2.0')
    return failure(id, RpcErrorCode.invalidRequest, 'Invalid request: jsonrpc must be "2.0"')
  if (typeof method !== 'string')
    return failure(id, RpcErrorCode.invalidRequest, 'Invalid request: method must be a string')
  const handler = methods.get(method)
  if (!handler) return failure(id, RpcErrorCode.methodNotFound, 'Method not found')
  if (params !== undefined && params !== null && !Array.isArray(params)) {
    return failure(id, RpcErrorCode.invalidParams, 'Invalid params: params must be an array')
  }
  try {
    return { jsonrpc: '2.0', id, result: await handler((params as unknown[] | null | undefined) ?? []) }
  } catch (error) {
    if (error instanceof SolanaRpcError) return { jsonrpc: '2.0', id, error: error.toJson() }
    const message = error instanceof Error ? error.message : String(error)
    return failure(id, RpcErrorCode.internalError, `Internal error: ${message}`)
  }
}

/**
 * Answers an HTTP body: one request or a batch (answered in order, one after another, so a batch's sends
 * land in the order given). Malformed JSON gets -32700, an empty batch -32600.
 */
export async function answerBody(
  body: string,
  methods: ReadonlyMap<string, RpcHandler>,
): Promise<JsonRpcResponse | JsonRpcResponse[]> {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return failure(null, RpcErrorCode.parseError, 'Parse error: the body is not valid JSON')
  }
  if (!Array.isArray(parsed)) return answerRequest(parsed, methods)
  if (parsed.length === 0) return failure(null, RpcErrorCode.invalidRequest, 'Invalid request: empty batch')
  const responses: JsonRpcResponse[] = []
  for (const request of parsed) responses.push(await answerRequest(request, methods))
  return responses
}
