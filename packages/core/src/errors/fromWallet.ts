import { getErrorCode, isUserRejection, parseErrorMessage } from '../errors.ts'
import { BaseError } from './base.ts'
import { UserRejectedRequestError } from './user.ts'
import { WalletError } from './wallet.ts'

/**
 * What an adapter throws for anything a wallet threw: a refusal (4001 or 5000, however deeply wrapped) becomes
 * UserRejectedRequestError with `declined` as its text, anything else a WalletError whose short message is
 * readable (a node's raw 'insufficient funds…' is described). The wallet's error stays the `cause`. An error
 * that is already one of ours (a ChainSwitchError from the WalletConnect session, say) passes through as is.
 *
 * @example
 * try {
 *   return await provider.request({ method: 'personal_sign', params })
 * } catch (error) {
 *   throw toWalletError(error, { declined: ErrorMessages.SIGNATURE_DECLINED })
 * }
 */
export function toWalletError(
  error: unknown,
  options: { declined?: string; code?: number | undefined } = {},
): BaseError {
  if (error instanceof BaseError) return error
  if (isUserRejection(error)) {
    return new UserRejectedRequestError({
      cause: error,
      ...(options.declined ? { shortMessage: options.declined } : {}),
    })
  }
  const code = options.code ?? getErrorCode(error)
  return new WalletError(parseErrorMessage(error), { cause: error, ...(code === undefined ? {} : { code }) })
}
