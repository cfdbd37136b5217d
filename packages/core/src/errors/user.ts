import { ErrorMessages, getErrorCode, RpcErrorCode } from '../errors.ts'
import { WalletError } from './wallet.ts'

/**
 * The visitor declined in the wallet (EIP-1193 4001, or WalletConnect's 5000 USER_REJECTED: a refusal either
 * way). `shortMessage` is 'User rejected the request', or 'Signature declined' for a message signature ('This
 * application might not support Smart Accounts' when a smart account declined it).
 *
 * @example
 * try {
 *   await airlock.signMessage('Sign in to Example')
 * } catch (error) {
 *   if (error instanceof UserRejectedRequestError) return // the visitor said no: not a failure
 *   throw error
 * }
 */
export class UserRejectedRequestError extends WalletError {
  override name = 'UserRejectedRequestError'
  override readonly isUserRejection = true

  constructor({ cause, shortMessage }: { cause?: unknown; shortMessage?: string } = {}) {
    const code = getErrorCode(cause)
    super(shortMessage ?? ErrorMessages.USER_REJECTED_REQUEST, {
      ...(cause === undefined ? {} : { cause }),
      code: code === RpcErrorCode.USER_REJECTED ? code : RpcErrorCode.USER_REJECTED_REQUEST,
    })
  }

  /**
   * A declined message signature ('Signature declined', or the smart-account variant).
   *
   * @example
   * throw UserRejectedRequestError.signatureDeclined(walletError, account.preferredAccountType === 'smartAccount')
   */
  static signatureDeclined(cause: unknown, isSmartAccount = false): UserRejectedRequestError {
    return new UserRejectedRequestError({
      cause,
      shortMessage: ErrorMessages.SIGNATURE_DECLINED_FOR(isSmartAccount),
    })
  }
}
