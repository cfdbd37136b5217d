/**
 * A session proposal's params, on both sides: the app's connect() call and the wallet's incoming
 * wc_sessionPropose run the same checks with the same "connect()" messages.
 */
import { isNonEmptyString, isObjectLike, namespaceOfChain, prop } from '../caip.ts'
import { jsonString, templateString } from '../errors.ts'
import { proposalNamespacesError } from '../namespaces/shape.ts'
import type { PairingRecord, ProposalNamespaces, ProposalParams } from '../types.ts'
import type { ConnectContext, NowContext } from './context.ts'
import { fail, guarded, isParamsObject, keysOf, plainError, throwIf } from './guard.ts'
import { checkProperties } from './properties.ts'
import { checkPairingTopic } from './records.ts'
import { isValidRelays } from './relays.ts'

/** Lifetime given to an incoming proposal that carries no expiryTimestamp (upstream: 5 min). */
const DEFAULT_PROPOSAL_TTL_SECONDS = 300

const PUBLIC_KEY = /^[0-9a-fA-F]{64}$/

/** Upstream connect() gate: validate unless falsy or an empty plain object. */
function shouldValidateNamespaces(value: unknown): boolean {
  if (!value) return false
  try {
    return !(Object.getPrototypeOf(value) === Object.prototype && Object.keys(value as object).length === 0)
  } catch {
    return true
  }
}

/** Shared by connect() and incoming proposals: everything but the pairing topic. */
function checkProposalShape(params: Record<string, unknown>): void {
  const { requiredNamespaces, optionalNamespaces, sessionProperties, scopedProperties, relays } = params
  if (!isValidRelays(relays)) fail('MISSING_OR_INVALID', `connect() relays: ${templateString(relays)}`)
  if (shouldValidateNamespaces(requiredNamespaces)) {
    throwIf(proposalNamespacesError(requiredNamespaces, 'connect()', 'requiredNamespaces'))
  }
  if (shouldValidateNamespaces(optionalNamespaces)) {
    throwIf(proposalNamespacesError(optionalNamespaces, 'connect()', 'optionalNamespaces'))
  }
  if (sessionProperties) checkProperties(sessionProperties, 'sessionProperties', 'connect()')
  if (scopedProperties) {
    const scoped = checkProperties(scopedProperties, 'scopedProperties', 'connect()')
    const requested = [...keysOf(requiredNamespaces || {}), ...keysOf(optionalNamespaces || {})]
    const valid = Object.keys(scoped).every((key) => requested.includes(namespaceOfChain(key)))
    if (!valid) {
      throw plainError(
        `Scoped properties must be a subset of required/optional namespaces, received: ${jsonString(scopedProperties)}, required/optional namespaces: ${jsonString(requested)}`,
      )
    }
  }
}

/**
 * connect(): params an object; pairingTopic (if given) a string of an existing unexpired pairing;
 * relays; required/optional namespaces (each validated unless empty); session/scoped property values
 * not null; scoped property keys among the requested namespace keys. Returns the pairing, if any.
 */
export function validateConnect(params: unknown, ctx: ConnectContext): PairingRecord | undefined {
  return guarded('connect()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `connect() params: ${jsonString(params)}`)
    const pairing =
      params.pairingTopic === undefined ? undefined : checkPairingTopic(params.pairingTopic, ctx)
    checkProposalShape(params)
    return pairing
  })
}

/**
 * An incoming wc_sessionPropose's params: the connect() checks (same messages), a proposer with a
 * 64-hex public key and metadata object, an unexpired expiryTimestamp (now + 300 s when absent).
 * Returns the params with requiredNamespaces ({} when absent), relays ([irn] when absent) and
 * expiryTimestamp filled in.
 */
export function validateProposalParams(params: unknown, ctx: NowContext = {}): ProposalParams {
  return guarded('onSessionProposeRequest()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `connect() params: ${jsonString(params)}`)
    const { pairingTopic, proposer, expiryTimestamp } = params
    if (pairingTopic !== undefined && !isNonEmptyString(pairingTopic)) {
      fail('MISSING_OR_INVALID', `pairing topic should be a string: ${templateString(pairingTopic)}`)
    }
    checkProposalShape(params)
    const publicKey = prop(proposer, 'publicKey')
    if (!isNonEmptyString(publicKey) || !PUBLIC_KEY.test(publicKey)) {
      fail('MISSING_OR_INVALID', 'onSessionProposeRequest() proposer public key should be a string')
    }
    const metadata = prop(proposer, 'metadata')
    if (!isObjectLike(metadata) || Array.isArray(metadata)) {
      fail('MISSING_OR_INVALID', 'onSessionProposeRequest() proposer metadata should be an object')
    }
    const nowMs = ctx.nowMs ?? Date.now()
    let expiry = expiryTimestamp
    if (expiry === undefined || expiry === null)
      expiry = Math.floor(nowMs / 1000) + DEFAULT_PROPOSAL_TTL_SECONDS
    if (typeof expiry !== 'number' || !Number.isFinite(expiry)) {
      fail('MISSING_OR_INVALID', `onSessionProposeRequest() expiryTimestamp: ${templateString(expiry)}`)
    }
    if (nowMs >= expiry * 1000) fail('EXPIRED', `onSessionProposeRequest() expiryTimestamp: ${expiry}`)
    const requiredNamespaces = (
      isObjectLike(params.requiredNamespaces) ? params.requiredNamespaces : {}
    ) as ProposalNamespaces
    const relays =
      isValidRelays(params.relays) && Array.isArray(params.relays) ? params.relays : [{ protocol: 'irn' }]
    return { ...(params as unknown as ProposalParams), relays, requiredNamespaces, expiryTimestamp: expiry }
  })
}
