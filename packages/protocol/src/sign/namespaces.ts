/**
 * Old path of the namespace rules, now in ./namespaces/ (one file per concern). Kept only while the
 * committed ./validation.ts still imports from here; delete this file once it imports from ./namespaces/.
 */
export { conformanceError } from './namespaces/conformance.ts'
export { eventsForChain, methodsForChain } from './namespaces/queries.ts'
export { proposalNamespacesError, sessionNamespacesError } from './namespaces/shape.ts'
