import { isUserRejection, parseErrorMessage } from '@airlock/core'
import { providerErrorCode } from './eip1193.ts'

export const SIGNATURE_DECLINED = 'Signature declined'

/** An error from the wallet, keeping its EIP-1193 code so views can tell a refusal from a failure. */
export class WalletError extends Error {
  readonly code: number | undefined
  readonly isUserRejection: boolean
  constructor(message: string, code: number | undefined, rejected: boolean, cause: unknown) {
    super(message, { cause })
    this.name = 'WalletError'
    this.code = code
    this.isUserRejection = rejected
  }
}

/** Maps a wallet's thrown value to a readable error; refusals (4001, 5000) get `declined`. */
export function toWalletError(error: unknown, declined = 'User rejected the request'): WalletError {
  if (error instanceof WalletError) return error
  const code = providerErrorCode(error)
  const rejected = isUserRejection(error)
  return new WalletError(rejected ? declined : parseErrorMessage(error), code, rejected, error)
}
