/**
 * EIP-1193 / EIP-1474 errors. Everything a wallet on this engine rejects with is a ProviderRpcError, so a dapp
 * sees the same `{ code, message, data? }` shape from the reference wallet (in a WalletConnect response) and from
 * the test wallet (in Node, and in the page after its Playwright binding copies it).
 */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    if (data !== undefined) this.data = data
  }

  /** The plain shape that crosses a boundary (a JSON-RPC response, a Playwright binding): class instances do not. */
  toJSON(): SerializedProviderRpcError {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

export interface SerializedProviderRpcError {
  code: number
  message: string
  data?: unknown
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')

export const unauthorized = (detail?: string) =>
  new ProviderRpcError(
    4100,
    `The requested account and/or method has not been authorized by the user.${detail ? ` ${detail}` : ''}`,
  )

export const unsupportedMethod = (method: string) =>
  new ProviderRpcError(4200, `The Provider does not support the requested method "${method}".`, { method })

export const chainDisconnected = (data?: unknown) =>
  new ProviderRpcError(4901, 'The provider is disconnected from the specified chain.', data)

export const disconnected = () => new ProviderRpcError(4900, 'The provider is disconnected from all chains.')

export const unrecognizedChain = (chainIdHex: string) =>
  new ProviderRpcError(
    4902,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
  )

export const invalidRequest = (message: string) => new ProviderRpcError(-32600, message)

export const invalidParams = (message: string) => new ProviderRpcError(-32602, message)

export const internalError = (message: string, data?: unknown) => new ProviderRpcError(-32603, message, data)

/**
 * The innermost ProviderRpcError in a cause chain (viem wraps node errors several layers deep), else an
 * internal error carrying the best message available, so a dapp's error parser still sees e.g. "execution
 * reverted" or "insufficient funds".
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    if (current instanceof ProviderRpcError) return current
    seen.add(current)
    current = (current as { cause?: unknown }).cause
  }
  if (error instanceof Error) {
    const short = (error as { shortMessage?: unknown }).shortMessage
    const details = (error as { details?: unknown }).details
    const message = typeof short === 'string' ? short : error.message
    return internalError(typeof details === 'string' && details ? `${message} ${details}` : message)
  }
  return internalError(String(error))
}
