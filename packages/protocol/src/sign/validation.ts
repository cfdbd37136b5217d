/**
 * The validators live in ./validation/, one file per kind of check. This file only keeps the names that
 * wallet.ts and engine.property.test.ts import from this path while those files are being split; new
 * code imports from ./validation/<file>.ts directly, and this file goes once nothing imports it.
 */
export { validateApprove, validateReject } from './validation/approval.ts'
export { validateEmit, validateSessionEventRequest } from './validation/events.ts'
export { validateProposalParams } from './validation/proposal.ts'
export { validateRespond, validateSessionRequest } from './validation/requests.ts'
export { validateSessionUpdateRequest, validateUpdate } from './validation/update.ts'
