// @airlock/cloud: the self-hostable cloud. Start one with createCloud(); CLI entries are server.ts and admin.ts.

export { DEFAULT_FRAME_ANCESTORS, isOriginAllowed } from '@airlock/protocol/origins'
export { type Cloud, createCloud } from './app.ts'
export type { ChainConfig } from './chains/config.ts'
export type { CloudContext, RouteModule } from './context.ts'
export { type MigrationResult, runMigrations } from './db/migrate.ts'
export { type DatabaseOptions, DEFAULT_DATA_DIR, openDatabase } from './db/open.ts'
export type { Db, DbKind, Queryable, Row } from './db/types.ts'
export { HttpError } from './http/errors.ts'
export type { CloudOptions } from './options.ts'
// A shop's set-up without the admin command (a script that starts a cloud and a shop's server together).
export { issueSecretKey, listSecretKeys, revokeSecretKey } from './payments/secretKeys.ts'
export { newWebhookSecret, setWebhookEndpoint, type WebhookEndpoint } from './payments/webhooks/endpoint.ts'
export { INVALID_KEY, ORIGIN_NOT_ALLOWED } from './projects/authorize.ts'
export { DEFAULT_PROJECT_FEATURES, type ProjectFeatures } from './projects/features.ts'
export { projectOf } from './projects/hook.ts'
export type { Project, ProjectStore } from './projects/store.ts'
export { MAX_BATCH_SIZE, UNSUPPORTED_CHAIN } from './rpc/forward.ts'
