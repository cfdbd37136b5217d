/** The wallet's answer to a proposal: approve() grants session namespaces, reject() gives a reason. */
import { isNonEmptyString, isObjectLike, namespaceOfChain, prop } from '../caip.ts'
import { jsonString, templateString } from '../errors.ts'
import { conformanceError } from '../namespaces/conformance.ts'
import { sessionNamespacesError } from '../namespaces/shape.ts'
import type { JsonRpcErrorObject, ProposalRecord } from '../types.ts'
import type { ProposalContext } from './context.ts'
import { fail, guarded, isParamsObject, keysOf, plainError, throwIf } from './guard.ts'
import { checkProperties } from './properties.ts'
import { checkProposalId } from './records.ts'

/** A reject/disconnect reason: non-zero numeric code and non-blank message. */
export function isValidErrorReason(input: unknown): input is JsonRpcErrorObject {
  if (!isObjectLike(input) || typeof input !== 'object') return false
  const code = prop(input, 'code')
  if (!code || typeof code !== 'number' || Number.isNaN(code)) return false
  return isNonEmptyString(prop(input, 'message'))
}

/**
 * approve(): proposal id not recently deleted, a number, stored, unexpired; namespaces valid session
 * namespaces (5103 for accounts) that conform to the proposal's requiredNamespaces (INTERNAL 9);
 * relayProtocol a string if given; property values not null; scoped property keys among the granted
 * namespace keys. Returns the proposal.
 */
export function validateApprove(params: unknown, ctx: ProposalContext): ProposalRecord {
  return guarded('approve()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `approve() params: ${templateString(params)}`)
    const { id, namespaces, relayProtocol, sessionProperties, scopedProperties } = params
    const proposal = checkProposalId(id, ctx)
    throwIf(sessionNamespacesError(namespaces, 'approve()'))
    throwIf(conformanceError(proposal.requiredNamespaces, namespaces, 'approve()'))
    if (relayProtocol !== undefined && !isNonEmptyString(relayProtocol)) {
      fail('MISSING_OR_INVALID', `approve() relayProtocol: ${templateString(relayProtocol)}`)
    }
    if (sessionProperties) checkProperties(sessionProperties, 'sessionProperties', 'approve()')
    if (scopedProperties) {
      const scoped = checkProperties(scopedProperties, 'scopedProperties', 'approve()')
      const approved = new Set(keysOf(namespaces))
      const valid = Object.keys(scoped).every((key) => approved.has(namespaceOfChain(key)))
      if (!valid) {
        throw plainError(
          `Scoped properties must be a subset of approved namespaces, received: ${jsonString(scopedProperties)}, approved namespaces: ${[...approved].join(', ')}`,
        )
      }
    }
    return proposal
  })
}

/** A reject reason `{code: non-zero number, message: non-blank string}`; else MISSING_OR_INVALID "<method> reason: <json>". */
export function validateErrorReason(reason: unknown, method = 'reject()'): JsonRpcErrorObject {
  if (!isValidErrorReason(reason)) fail('MISSING_OR_INVALID', `${method} reason: ${jsonString(reason)}`)
  return reason
}

/** reject(): proposal id as for approve; reason a valid error reason. Returns the proposal. */
export function validateReject(params: unknown, ctx: ProposalContext): ProposalRecord {
  return guarded('reject()', params, () => {
    if (!isParamsObject(params)) fail('MISSING_OR_INVALID', `reject() params: ${templateString(params)}`)
    const proposal = checkProposalId(params.id, ctx)
    validateErrorReason(params.reason, 'reject()')
    return proposal
  })
}
