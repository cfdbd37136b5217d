import { type Address, type Hex, isAddressEqual } from 'viem'
import { decodePermissionsContext, type ParsedGrant, parseGrantRequest } from './permissions.ts'
import { SmartRequestError } from './requestError.ts'

/*
 * ERC-7715 requests read for one account before anything is shown: the grant must be for the active chain and
 * this account, the revocation for a context this wallet issued. Both wallets (the embedded wallet's frame and the
 * reference wallet) answer the same refusals with these.
 */

/**
 * wallet_grantPermissions' first parameter for `options.address` on `options.chainId`. Throws a
 * SmartRequestError: -32602 for a malformed request or another chain, 4100 for another account.
 *
 * @example
 * ```ts
 * const grant = readGrantRequest(params[0], { chainId: 31337, address: account.address })
 * grant.permissions // the (target, selector) pairs the session key may call
 * ```
 */
export function readGrantRequest(
  value: unknown,
  options: { chainId: number; address: Address },
): ParsedGrant {
  const grant = parseGrantRequest(value)
  if (grant.chainId !== undefined && grant.chainId !== options.chainId)
    throw new SmartRequestError(
      -32602,
      `The request is for chain ${grant.chainId}, not the active chain ${options.chainId}`,
    )
  if (grant.address && !isAddressEqual(grant.address, options.address))
    throw new SmartRequestError(4100, 'The request names an account this wallet does not hold')
  return grant
}

/**
 * wallet_revokePermissions' first parameter: the session its permissionsContext names, which must be on
 * `options.sessionValidator` (the validator this wallet grants on). Throws a SmartRequestError (-32602).
 *
 * @example
 * ```ts
 * const { validator, sessionId } = readRevokeRequest(params[0], { sessionValidator: chain.sessionValidator })
 * const call = revokeCall(validator, sessionId)
 * ```
 */
export function readRevokeRequest(
  value: unknown,
  options: { sessionValidator: Address },
): { validator: Address; sessionId: Hex } {
  let decoded: { validator: Address; sessionId: Hex }
  try {
    decoded = decodePermissionsContext(
      (value as { permissionsContext?: unknown } | undefined)?.permissionsContext,
    )
  } catch (error) {
    throw new SmartRequestError(-32602, error instanceof Error ? error.message : String(error))
  }
  if (!isAddressEqual(decoded.validator, options.sessionValidator))
    throw new SmartRequestError(-32602, 'The permissionsContext is not one this wallet issued')
  return decoded
}
