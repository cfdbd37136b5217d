import { isNonEmptyString, prop } from '../caip.ts'
import { type ErrorObject, internalError, ProtocolError, sdkError, templateString } from '../errors.ts'
import { sessionNamespacesError } from '../namespaces/shape.ts'
import type { SettleParams } from '../types.ts'
import type { NowContext } from './context.ts'
import { isParamsObject } from './guard.ts'
import { isValidRelayEntry } from './relays.ts'

function settleFailure(inner: ErrorObject): ProtocolError {
  return new ProtocolError(sdkError('INVALID_SESSION_SETTLE_REQUEST', inner.message), {
    cause: new ProtocolError(inner),
  })
}

function guardedInner(params: unknown, run: () => ErrorObject | null): ErrorObject | null {
  try {
    return run()
  } catch {
    return internalError('MISSING_OR_INVALID', `onSessionSettleRequest() params: ${templateString(params)}`)
  }
}

/**
 * An incoming wc_sessionSettle's params (the app's side of a session being settled). Fails with SDK 1005
 * INVALID_SESSION_SETTLE_REQUEST whose message is "Invalid session settle request. " followed by the
 * official check's message (kept as `cause`): relay protocol a string, controller public key a string,
 * valid session namespaces, a numeric unexpired expiry.
 */
export function validateSessionSettleRequest(params: unknown, ctx: NowContext = {}): SettleParams {
  const inner = guardedInner(params, () => {
    if (!isParamsObject(params))
      return internalError('MISSING_OR_INVALID', `onSessionSettleRequest() params: ${templateString(params)}`)
    const { relay, controller, namespaces, expiry } = params
    if (!isValidRelayEntry(relay)) {
      return internalError('MISSING_OR_INVALID', 'onSessionSettleRequest() relay protocol should be a string')
    }
    if (!isNonEmptyString(prop(controller, 'publicKey'))) {
      return internalError(
        'MISSING_OR_INVALID',
        'onSessionSettleRequest() controller public key should be a string',
      )
    }
    const namespacesError = sessionNamespacesError(namespaces, 'onSessionSettleRequest()')
    if (namespacesError) return namespacesError.toJsonRpcError()
    if (typeof expiry !== 'number' || Number.isNaN(expiry)) {
      return internalError('MISSING_OR_INVALID', `onSessionSettleRequest() expiry: ${templateString(expiry)}`)
    }
    if ((ctx.nowMs ?? Date.now()) >= expiry * 1000)
      return internalError('EXPIRED', 'onSessionSettleRequest()')
    return null
  })
  if (inner) throw settleFailure(inner)
  return params as SettleParams
}
