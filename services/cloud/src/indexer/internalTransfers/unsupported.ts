import { BaseError } from 'viem'

/**
 * Whether a node's error says it lacks the method or the tracer, rather than failing this once (down, a
 * timeout, a transaction it cannot find after a reorganisation: retried with the batch).
 */
export function isUnsupported(error: unknown) {
  if (!(error instanceof BaseError)) return false
  const rpc = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number') as unknown as {
    code: number
    details?: string
  } | null
  if (!rpc) return false
  // The node's own message (viem's message adds the request, which names the method).
  const message = rpc.details ?? ''
  // Method not found; method not supported (Hardhat).
  if (rpc.code === -32601 || rpc.code === -32004) return true
  // Invalid params about the tracer: Hardhat's "only supports the default tracer".
  if (rpc.code === -32602) return /tracer/i.test(message)
  // Providers that answer with other codes: "debug_traceTransaction is not available on the Free tier".
  return /(method|debug_trace\w*)\b.*\b(not (supported|available|allowed|enabled|found)|does not exist)/i.test(
    message,
  )
}
