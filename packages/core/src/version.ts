/** Reported as `st` (sdk type) and `sv` (sdk version) on every cloud call (apps/docs/pages/reference/cloud.md). */
export const SDK_TYPE = 'airlock'
export const SDK_VERSION = 'core-0.1.0'
