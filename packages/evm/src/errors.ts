import type { BaseError } from '@airlock/core'
import { toWalletError as coreToWalletError, ErrorMessages } from '@airlock/core/internal'
import { providerErrorCode } from './eip1193.ts'

export { UserRejectedRequestError, WalletError } from '@airlock/core'

/** The message of a declined signature request, as core words it (the wagmi adapter throws it too). */
export const SIGNATURE_DECLINED = ErrorMessages.SIGNATURE_DECLINED

/**
 * Maps a wallet's thrown value to core's typed errors: refusals (4001, 5000) become UserRejectedRequestError
 * with `declined` as their text, the rest a WalletError with the wallet's code (nested codes of MetaMask mobile
 * and WalletConnect bridges included).
 */
export function toWalletError(error: unknown, declined?: string): BaseError {
  return coreToWalletError(error, { code: providerErrorCode(error), ...(declined ? { declined } : {}) })
}
