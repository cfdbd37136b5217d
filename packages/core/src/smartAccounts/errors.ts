import { BaseError, type BaseErrorParameters } from '../errors/base.ts'
import { ErrorMessages } from '../errors.ts'

/**
 * An EIP-5792 / ERC-7715 request the kit refuses before asking the wallet, or a wallet's 5700-5760 answer:
 * `code` says which (5700 unsupported capability, 5710 unsupported chain, 5720 duplicate id, 5730 unknown
 * bundle, 5740 batch too large, 5750 upgrade rejected, 5760 atomicity not supported).
 *
 * @example
 * try {
 *   await airlock.smartAccountActions.sendCalls({ calls, atomicRequired: true })
 * } catch (error) {
 *   if (error instanceof WalletCapabilityError && error.code === 5760) await sendOneByOne(calls)
 * }
 */
export class WalletCapabilityError extends BaseError {
  override name = 'WalletCapabilityError'
  declare readonly code: number | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters & { code?: number } = {}) {
    super(shortMessage, parameters)
  }

  /** wallet_getCapabilities needs the account it asks about. */
  static missingAddress() {
    return new WalletCapabilityError(ErrorMessages.MISSING_CAPABILITIES_ADDRESS)
  }

  /** The wallet would not say how a batch stands (it did not approve fetching the call status). */
  static callStatusNotApproved(cause: unknown) {
    return new WalletCapabilityError(ErrorMessages.CALL_STATUS_NOT_APPROVED, { cause })
  }
}

/**
 * The cloud's bundler route did not answer a user operation receipt ('Failed to fetch user operation receipt
 * with status {status}'); `status` is the HTTP status (0: unreachable).
 *
 * @example
 * if (error instanceof UserOperationReceiptError && error.status === 0) retryLater()
 */
export class UserOperationReceiptError extends BaseError {
  override name = 'UserOperationReceiptError'
  readonly status: number

  constructor(status: number, parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.USER_OPERATION_RECEIPT_FAILED(status), parameters)
    this.status = status
  }
}
