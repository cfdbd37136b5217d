/** Session events: the wallet's emit() and the app's incoming wc_sessionEvent run the same checks. */
import { isNonEmptyString, isObjectLike, prop } from '../caip.ts'
import { jsonString, templateString } from '../errors.ts'
import type { SessionEventParams, SessionNamespaces, SessionRecord } from '../types.ts'
import type { SessionContext } from './context.ts'
import { isValidNamespacesChainId, isValidNamespacesEvent } from './grants.ts'
import { fail, guarded, isParamsObject } from './guard.ts'
import { checkSessionTopic } from './records.ts'

function checkEventBody(namespaces: SessionNamespaces, chainId: unknown, event: unknown): void {
  if (!isValidNamespacesChainId(namespaces, chainId)) {
    fail('MISSING_OR_INVALID', `emit() chainId: ${templateString(chainId)}`)
  }
  if (!isObjectLike(event) || !isNonEmptyString(prop(event, 'name'))) {
    fail('MISSING_OR_INVALID', `emit() event: ${jsonString(event)}`)
  }
  if (!isValidNamespacesEvent(namespaces, chainId, prop(event, 'name'))) {
    fail('MISSING_OR_INVALID', `emit() event: ${jsonString(event)}`)
  }
}

/** emit(): valid session topic; chainId among the session's chains; event.name granted for it. */
export function validateEmit(params: unknown, ctx: SessionContext): SessionRecord {
  return guarded('emit()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `emit() params: ${templateString(params)}`)
    const session = checkSessionTopic(params.topic, ctx)
    checkEventBody(session.namespaces, params.chainId, params.event)
    return session
  })
}

/** Incoming wc_sessionEvent params `{event, chainId}` on a known session (same checks and messages). */
export function validateSessionEventRequest(params: unknown, session: SessionRecord): SessionEventParams {
  return guarded('emit()', params, () => {
    checkEventBody(session.namespaces, prop(params, 'chainId'), prop(params, 'event'))
    return params as SessionEventParams
  })
}
