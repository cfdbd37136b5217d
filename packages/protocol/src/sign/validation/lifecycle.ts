/** Calls that only name a topic: extend() a session, ping() or disconnect() a session or a pairing. */
import { templateString } from '../errors.ts'
import type { SessionRecord } from '../types.ts'
import type { SessionContext, SessionOrPairingContext, TopicTarget } from './context.ts'
import { fail, guarded, isParamsObject } from './guard.ts'
import { checkSessionOrPairingTopic, checkSessionTopic } from './records.ts'

/** extend(): valid session topic. Returns the session. */
export function validateExtend(params: unknown, ctx: SessionContext): SessionRecord {
  return guarded('extend()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `extend() params: ${templateString(params)}`)
    return checkSessionTopic(params.topic, ctx)
  })
}

/** ping(): a valid session or pairing topic (not recently deleted). */
export function validatePing(params: unknown, ctx: SessionOrPairingContext): TopicTarget {
  return guarded('ping()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `ping() params: ${templateString(params)}`)
    return checkSessionOrPairingTopic(params.topic, ctx)
  })
}

/** disconnect(): a valid session or pairing topic (not recently deleted). */
export function validateDisconnect(params: unknown, ctx: SessionOrPairingContext): TopicTarget {
  return guarded('disconnect()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `disconnect() params: ${templateString(params)}`)
    return checkSessionOrPairingTopic(params.topic, ctx)
  })
}
