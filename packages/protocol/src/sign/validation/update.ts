/**
 * A change of a settled session's namespaces: the wallet's update() and the app's incoming
 * wc_sessionUpdate. Only the session's controller (the wallet) may change them.
 */
import { prop } from '../caip.ts'
import { ProtocolError, templateString } from '../errors.ts'
import { conformanceError } from '../namespaces/conformance.ts'
import { sessionNamespacesError } from '../namespaces/shape.ts'
import type { SessionNamespaces, SessionRecord } from '../types.ts'
import type { UpdateContext } from './context.ts'
import { fail, guarded, isParamsObject, throwIf } from './guard.ts'
import { checkSessionTopic } from './records.ts'

function checkUpdate(namespaces: unknown, session: SessionRecord, from: 'self' | 'peer'): void {
  throwIf(sessionNamespacesError(namespaces, 'update()'))
  throwIf(conformanceError(session.requiredNamespaces, namespaces, 'update()'))
  const sender =
    from === 'self' ? prop(prop(session, 'self'), 'publicKey') : prop(prop(session, 'peer'), 'publicKey')
  if (sender !== session.controller) throw ProtocolError.sdk('UNAUTHORIZED_UPDATE_REQUEST')
}

/**
 * update(): valid session topic; namespaces valid and conforming to the session's requiredNamespaces;
 * the sender (`ctx.from`, default 'self') must be the controller, else 3003. Returns the session.
 */
export function validateUpdate(params: unknown, ctx: UpdateContext): SessionRecord {
  return guarded('update()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `update() params: ${templateString(params)}`)
    const session = checkSessionTopic(params.topic, ctx)
    checkUpdate(params.namespaces, session, ctx.from ?? 'self')
    return session
  })
}

/** Incoming wc_sessionUpdate params `{namespaces}` on a known session: the peer must be the controller. */
export function validateSessionUpdateRequest(
  params: unknown,
  session: SessionRecord,
): { namespaces: SessionNamespaces } {
  return guarded('update()', params, () => {
    const namespaces = prop(params, 'namespaces')
    checkUpdate(namespaces, session, 'peer')
    return { namespaces: namespaces as SessionNamespaces }
  })
}
