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
  let code: number | undefined
  let message = error instanceof Error ? error.message : String(error)
  if (error instanceof BaseError) {
    const inner = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number') as
      | (Error & { code: number; details?: string; shortMessage?: string })
      | null
    code = inner?.code
    const detail = inner?.details || inner?.shortMessage || inner?.message
    message = detail && detail !== error.shortMessage ? `${error.shortMessage} ${detail}` : error.shortMessage
  } else if (typeof (error as { code?: unknown } | null)?.code === 'number') {
    code = (error as { code: number }).code
  }
  return new ProviderRpcError(code ?? -32603, message.split('\n')[0] ?? message)
}
