/**
 * Node-only entry (`@airlock/protocol/node`): modules that import `node:` built-ins live here so that
 * browser bundles of `@airlock/protocol` never pull them in.
 */
export { createFileStorage } from './storage/file.ts'
