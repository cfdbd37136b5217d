import { type BaseError, UserRejectedRequestError } from '@airlock/core'
import { toWalletError } from '@airlock/core/internal'

/**
 * Wallet Standard wallets refuse in their own words: Phantom throws `{code: 4001}`, others an Error whose
 * message says the user rejected (the Solana wallet adapters' WalletSignMessageError and the like).
 */
const REFUSAL =
  /user (?:rejected|denied|declined|cancell?ed)|rejected the request|request (?:was )?(?:rejected|cancell?ed)/i

/**
 * Maps what a Solana wallet threw to core's typed errors: a refusal becomes UserRejectedRequestError (with
 * `declined` as its text), anything else a WalletError carrying the wallet's message and code.
 *
 * @example
 * try {
 *   await feature.signMessage({ account, message })
 * } catch (error) {
 *   throw toSolanaWalletError(error, ErrorMessages.SIGNATURE_DECLINED)
 * }
 */
export function toSolanaWalletError(error: unknown, declined?: string): BaseError {
  const mapped = toWalletError(error, declined ? { declined } : {})
  if (mapped.name !== 'WalletError' || !REFUSAL.test(messageOf(error))) return mapped
  return new UserRejectedRequestError({ cause: error, ...(declined ? { shortMessage: declined } : {}) })
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : ''
}
