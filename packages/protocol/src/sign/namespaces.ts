/**
 * Old path of the namespace queries, now in ./namespaces/queries.ts (the namespace rules are in
 * ./namespaces/, one file per concern). Kept only for ./validation.test.ts, which imports from here;
 * point it at ./namespaces/queries.ts and delete this file.
 */
export { eventsForChain, methodsForChain } from './namespaces/queries.ts'
