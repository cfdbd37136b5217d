/**
 * Session requests both ways: the app's request() (and the wallet's incoming wc_sessionRequest), and the
 * wallet's respond() to a pending one.
 */
import { isNonEmptyString, isObjectLike, prop } from '../caip.ts'
import { jsonString, templateString } from '../errors.ts'
import type { SessionNamespaces, SessionRecord, SessionRequestParams } from '../types.ts'
import { lookup, type RespondContext, type SessionContext } from './context.ts'
import { isValidNamespacesChainId, isValidNamespacesRequest } from './grants.ts'
import { fail, guarded, isParamsObject } from './guard.ts'
import { checkSessionTopic } from './records.ts'

/** Custom request expiry bounds in seconds (upstream SESSION_REQUEST_EXPIRY_BOUNDARIES: 5 min .. 7 days). */
export const SESSION_REQUEST_EXPIRY_BOUNDARIES = { min: 300, max: 604_800 } as const

/** A custom request expiry in seconds within the bounds (300..604800 by default). */
export function isValidRequestExpiry(
  expiry: unknown,
  boundaries: { min: number; max: number } = SESSION_REQUEST_EXPIRY_BOUNDARIES,
): expiry is number {
  return (
    typeof expiry === 'number' &&
    !Number.isNaN(expiry) &&
    expiry <= boundaries.max &&
    expiry >= boundaries.min
  )
}

/** A JSON-RPC response to send: numeric id, jsonrpc string, and a result or an error. */
export function isValidResponse(response: unknown): boolean {
  if (!isObjectLike(response)) return false
  if (prop(response, 'result') === undefined && prop(response, 'error') === undefined) return false
  const id = prop(response, 'id')
  if (typeof id !== 'number' || Number.isNaN(id)) return false
  return isNonEmptyString(prop(response, 'jsonrpc'))
}

function checkRequestBody(namespaces: SessionNamespaces, chainId: unknown, request: unknown): void {
  if (!isValidNamespacesChainId(namespaces, chainId)) {
    fail('MISSING_OR_INVALID', `request() chainId: ${templateString(chainId)}`)
  }
  if (!isObjectLike(request) || !isNonEmptyString(prop(request, 'method'))) {
    fail('MISSING_OR_INVALID', `request() ${jsonString(request)}`)
  }
  const method = prop(request, 'method')
  if (!isValidNamespacesRequest(namespaces, chainId, method)) {
    fail('MISSING_OR_INVALID', `request() method: ${templateString(method)}`)
  }
}

/**
 * request(): valid session topic; chainId among the session accounts' chains; request.method a string
 * granted for that chain; `expiry` (seconds, optional) within 300..604800. Returns the session.
 */
export function validateRequest(params: unknown, ctx: SessionContext): SessionRecord {
  return guarded('request()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `request() params: ${templateString(params)}`)
    const session = checkSessionTopic(params.topic, ctx)
    checkRequestBody(session.namespaces, params.chainId, params.request)
    const expiry = params.expiry
    if (expiry && !isValidRequestExpiry(expiry)) {
      const { min, max } = SESSION_REQUEST_EXPIRY_BOUNDARIES
      fail(
        'MISSING_OR_INVALID',
        `request() expiry: ${templateString(expiry)}. Expiry must be a number (in seconds) between ${min} and ${max}`,
      )
    }
    return session
  })
}

/** Incoming wc_sessionRequest params `{request, chainId}` on a known session (same checks and messages). */
export function validateSessionRequest(params: unknown, session: SessionRecord): SessionRequestParams {
  return guarded('request()', params, () => {
    checkRequestBody(session.namespaces, prop(params, 'chainId'), prop(params, 'request'))
    return params as SessionRequestParams
  })
}

/**
 * respond(): valid session topic; response with numeric id, jsonrpc, and result or error; a pending
 * request with that id (NO_MATCHING_KEY "request: <id>", or "Record was recently deleted - request: <id>")
 * on the same topic, else INTERNAL 8 MISMATCHED_TOPIC. Returns the session.
 */
export function validateRespond(params: unknown, ctx: RespondContext): SessionRecord {
  return guarded('respond()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `respond() params: ${templateString(params)}`)
    const { topic, response } = params
    const session = checkSessionTopic(topic, ctx)
    if (!isValidResponse(response)) fail('MISSING_OR_INVALID', `respond() response: ${jsonString(response)}`)
    const id = prop(response, 'id') as number
    const request = lookup(ctx.pending, id)
    if (!request) {
      ctx.recentlyDeleted?.assertNotRecentlyDeleted(id, 'request')
      fail('NO_MATCHING_KEY', `request: ${id}`)
    }
    if (request.topic !== topic) {
      fail(
        'MISMATCHED_TOPIC',
        `Request response topic mismatch. reqId: ${id}, expected topic: ${templateString(request.topic)}, received topic: ${topic as string}`,
      )
    }
    return session
  })
}
