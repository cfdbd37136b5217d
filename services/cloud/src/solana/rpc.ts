import { postUpstream } from '../rpc/upstream.ts'

/** A JSON-RPC error a Solana node answered (e.g. -32602 invalid params), with the node's words. */
export class SolanaNodeError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
  ) {
    super(`${method}: ${message} (${code})`)
    this.name = 'SolanaNodeError'
  }
}

export interface SolanaCall {
  method: string
  params: unknown[]
}

/** The cloud's own reads of one Solana cluster (balances, activity), over plain JSON-RPC. */
export interface SolanaReader {
  call<T>(method: string, params: unknown[]): Promise<T>
  /** Several calls in one HTTP request; each answer is its result or the node's error for it. */
  batch<T>(calls: readonly SolanaCall[]): Promise<(T | SolanaNodeError)[]>
}

interface Answer {
  id?: unknown
  result?: unknown
  error?: { code?: unknown; message?: unknown }
}

function outcome(call: SolanaCall, answer: Answer | undefined): unknown {
  if (!answer || typeof answer !== 'object') {
    return new SolanaNodeError(call.method, -32603, 'the node sent no answer for this call')
  }
  if (answer.error) {
    const code = typeof answer.error.code === 'number' ? answer.error.code : -32603
    const message = typeof answer.error.message === 'string' ? answer.error.message : 'error'
    return new SolanaNodeError(call.method, code, message)
  }
  return answer.result
}

/**
 * A reader for the node at `rpcUrl`. Network failures and timeouts throw UpstreamError (no URL in it: node
 * URLs carry API keys); a node error throws (call) or is returned in place (batch) as SolanaNodeError.
 *
 * @example
 * const reader = createSolanaReader('solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ', 'http://127.0.0.1:8899', 8000)
 * const { value } = await reader.call<{ value: number }>('getBalance', [address])
 */
export function createSolanaReader(caipNetworkId: string, rpcUrl: string, timeoutMs: number): SolanaReader {
  const post = (payload: unknown) => postUpstream(caipNetworkId, rpcUrl, payload, timeoutMs)
  return {
    async call<T>(method: string, params: unknown[]) {
      const answer = (await post({ jsonrpc: '2.0', id: 1, method, params })) as Answer
      const result = outcome({ method, params }, answer)
      if (result instanceof SolanaNodeError) throw result
      return result as T
    },
    async batch<T>(calls: readonly SolanaCall[]) {
      if (calls.length === 0) return []
      const answers = await post(calls.map((call, id) => ({ jsonrpc: '2.0', id, ...call })))
      const byId = new Map<number, Answer>()
      for (const answer of Array.isArray(answers) ? (answers as Answer[]) : []) {
        if (typeof answer?.id === 'number') byId.set(answer.id, answer)
      }
      return calls.map((call, id) => outcome(call, byId.get(id)) as T | SolanaNodeError)
    },
  }
}
