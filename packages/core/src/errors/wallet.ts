import { BaseError, type BaseErrorParameters } from './base.ts'

export interface WalletErrorParameters extends BaseErrorParameters {
  /** The EIP-1193 / JSON-RPC code the wallet answered, when it gave one. */
  code?: number
}

/**
 * The wallet answered a request with an error: `shortMessage` is readable (a node's raw message is described,
 * see TransactionError in the cause chain), `code` is the wallet's EIP-1193 code. Refusals are the subclass
 * UserRejectedRequestError (`isUserRejection` true).
 *
 * @example
 * try {
 *   await airlock.sendTransaction({ to, value })
 * } catch (error) {
 *   if (error instanceof WalletError && !error.isUserRejection) console.error(error.shortMessage, error.code)
 * }
 */
export class WalletError extends BaseError {
  override name = 'WalletError'
  readonly isUserRejection: boolean = false

  constructor(shortMessage: string, parameters: WalletErrorParameters = {}) {
    super(shortMessage, parameters)
  }
}
