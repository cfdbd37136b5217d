/**
 * A request the wallet refuses, with the EIP-1193 / EIP-5792 code the dapp should see. The library has no
 * provider error of its own (the frame and the reference wallet each answer with theirs): they copy `code` and
 * `message` onto their ProviderRpcError.
 *
 * @example
 * ```ts
 * try {
 *   readSendCalls(params[0], { chainId, atomic: true, capabilities: ['paymasterService'] })
 * } catch (error) {
 *   if (error instanceof SmartRequestError) throw new ProviderRpcError(error.code, error.message)
 *   throw error
 * }
 * ```
 */
export class SmartRequestError extends Error {
  override name = 'SmartRequestError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
