import { BaseError } from 'viem'

/** An EIP-1193 error: the kit reads `code` (4001 = the visitor rejected). */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export const USER_REJECTED = 'User rejected the request.'

/**
 * A bundler or paymaster failure as the dapp should see it: the JSON-RPC code of the innermost error that has
 * one (the bundler's -32500 for an AA error, -32602, …) and a message of one line (viem's are paragraphs).
 */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  // viem wraps the node's answer (its RpcRequestError keeps the JSON-RPC code) in errors of its own: the
  // innermost code is the bundler's or paymaster's.
  let code: number | undefined
  let innermost: Error | undefined
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const found = (cause as { code?: unknown }).code
    if (typeof found === 'number') {
      code = found
      innermost = cause
    }
  }
  const top =
    error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)
  const detail =
    innermost instanceof BaseError ? innermost.details || innermost.shortMessage : innermost?.message
  const message = detail && innermost !== error && !top.includes(detail) ? `${top} ${detail}` : top
  return new ProviderRpcError(code ?? -32603, message.split('\n')[0] ?? message)
}
