/**
 * The stored record a call names: a pairing or session topic, or a proposal id. Each check runs in the
 * official order (recently deleted, type, existing, unexpired) and returns the record it found.
 */
import { isNonEmptyString, prop } from '../caip.ts'
import { templateString } from '../errors.ts'
import type { PairingRecord, ProposalRecord, SessionRecord } from '../types.ts'
import {
  type ExpiryOptions,
  isExpiredRecord,
  type Lookup,
  lookup,
  type ProposalContext,
  type SessionContext,
  type SessionOrPairingContext,
  type TopicTarget,
} from './context.ts'
import { fail } from './guard.ts'

export function checkPairingTopic(
  topic: unknown,
  ctx: ExpiryOptions<string> & { pairing: Lookup<string, PairingRecord> },
) {
  if (!isNonEmptyString(topic))
    fail('MISSING_OR_INVALID', `pairing topic should be a string: ${templateString(topic)}`)
  const pairing = lookup(ctx.pairing, topic)
  if (!pairing) fail('NO_MATCHING_KEY', `pairing topic doesn't exist: ${topic}`)
  if (isExpiredRecord(ctx, topic, prop(pairing, 'expiry'))) fail('EXPIRED', `pairing topic: ${topic}`)
  return pairing
}

export function checkSessionTopic(topic: unknown, ctx: SessionContext): SessionRecord {
  ctx.recentlyDeleted?.assertNotRecentlyDeleted(topic, 'session')
  if (!isNonEmptyString(topic))
    fail('MISSING_OR_INVALID', `session topic should be a string: ${templateString(topic)}`)
  const session = lookup(ctx.session, topic)
  if (!session) fail('NO_MATCHING_KEY', `session topic doesn't exist: ${topic}`)
  if (isExpiredRecord(ctx, topic, prop(session, 'expiry'))) fail('EXPIRED', `session topic: ${topic}`)
  if (ctx.hasSymKey && !ctx.hasSymKey(topic)) {
    fail('MISSING_OR_INVALID', `session topic does not exist in keychain: ${topic}`)
  }
  return session
}

export function checkSessionOrPairingTopic(topic: unknown, ctx: SessionOrPairingContext): TopicTarget {
  ctx.recentlyDeleted?.assertNotRecentlyDeleted(topic)
  if (isNonEmptyString(topic)) {
    if (lookup(ctx.session, topic)) return { kind: 'session', topic, session: checkSessionTopic(topic, ctx) }
    if (lookup(ctx.pairing, topic)) return { kind: 'pairing', topic, pairing: checkPairingTopic(topic, ctx) }
    fail('NO_MATCHING_KEY', `session or pairing topic doesn't exist: ${topic}`)
  }
  return fail('MISSING_OR_INVALID', `session or pairing topic should be a string: ${templateString(topic)}`)
}

export function checkProposalId(id: unknown, ctx: ProposalContext): ProposalRecord {
  ctx.recentlyDeleted?.assertNotRecentlyDeleted(id, 'proposal')
  if (typeof id !== 'number')
    fail('MISSING_OR_INVALID', `proposal id should be a number: ${templateString(id)}`)
  const proposal = lookup(ctx.proposal, id)
  if (!proposal) fail('NO_MATCHING_KEY', `proposal id doesn't exist: ${id}`)
  if (isExpiredRecord(ctx, id, prop(proposal, 'expiryTimestamp'))) fail('EXPIRED', `proposal id: ${id}`)
  return proposal
}
