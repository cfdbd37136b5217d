/**
 * ERC-7769's bundler error codes (with JSON-RPC's own). The kit and viem's getBundlerError read the code and
 * the EntryPoint's "AAxx" reason in the message.
 */
export const BundlerErrorCode = {
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  /** Rejected by the EntryPoint's validation: account creation or validation (AA1x, AA2x). */
  REJECTED_BY_ENTRY_POINT: -32500,
  /** Rejected by the paymaster's validatePaymasterUserOp (AA3x). */
  REJECTED_BY_PAYMASTER: -32501,
  /** The account or paymaster returned a time range that is over or not begun (AA22, AA32). */
  OUT_OF_TIME_RANGE: -32503,
  /** The account named a signature aggregator this bundler does not support. */
  UNSUPPORTED_AGGREGATOR: -32506,
  /** The account's (AA24) or paymaster's (AA34) signature check failed. */
  SIGNATURE_FAILED: -32507,
  /** The operation reverts (or would revert) in its execution phase. */
  EXECUTION_REVERTED: -32521,
} as const

/** A JSON-RPC error the bundler or paymaster answers with: code, message and optional data. */
export class BundlerRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'BundlerRpcError'
  }
}

export const invalidParams = (message: string) =>
  new BundlerRpcError(BundlerErrorCode.INVALID_PARAMS, message)
