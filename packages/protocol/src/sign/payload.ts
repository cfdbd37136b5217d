import type { JsonRpcError, JsonRpcErrorObject, JsonRpcRequest, JsonRpcResult } from './types.ts'

/**
 * JSON-RPC ids as the official client makes them: Date.now() * 1000 + 3 random digits. Each generator
 * also keeps its ids strictly increasing, so two calls in the same millisecond never collide.
 */
export function createIdGenerator(now: () => number = Date.now): () => number {
  let last = 0
  return () => {
    const candidate = now() * 1000 + Math.floor(Math.random() * 1000)
    last = candidate > last ? candidate : last + 1
    return last
  }
}

/** The millisecond an id was made at: used to drop out-of-sync updates and events. */
export const idTime = (id: number): number => Math.floor(id / 1000)

export const formatRequest = <P>(id: number, method: string, params: P): JsonRpcRequest<P> => ({
  id,
  jsonrpc: '2.0',
  method,
  params,
})

export const formatResult = <R>(id: number, result: R): JsonRpcResult<R> => ({ id, jsonrpc: '2.0', result })

export const formatError = (id: number, error: JsonRpcErrorObject): JsonRpcError => ({
  id,
  jsonrpc: '2.0',
  error: {
    code: error.code,
    message: error.message,
    ...(error.data !== undefined ? { data: error.data } : {}),
  },
})

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value)

export type ParsedPayload =
  | { kind: 'request'; id: number; method: string; params: unknown }
  | { kind: 'result'; id: number; result: unknown }
  | { kind: 'error'; id: number; error: unknown }

/**
 * Classifies a decrypted payload; anything that is not JSON-RPC 2.0 with a numeric id gives undefined.
 * Never throws, even on objects whose properties throw when read (a proxy, a getter).
 */
export function parsePayload(value: unknown): ParsedPayload | undefined {
  try {
    return classify(value)
  } catch {
    return undefined
  }
}

function classify(value: unknown): ParsedPayload | undefined {
  if (!isObject(value) || !isId(value.id)) return undefined
  if (typeof value.method === 'string') {
    return { kind: 'request', id: value.id, method: value.method, params: value.params }
  }
  if ('error' in value) return { kind: 'error', id: value.id, error: value.error }
  if ('result' in value) return { kind: 'result', id: value.id, result: value.result }
  return undefined
}
