/**
 * `@airlock/core/internal`: what the Airlock packages share among themselves and a dapp does not need: the
 * whole kit behind a public `Airlock`, and the helpers the React modal draws with. Outside semver: anything
 * here may change in any release. Dapps import `@airlock/core`.
 */
export { internalsOf } from './airlock/internals.ts'
export { type AirlockInternals, createKit } from './kit.ts'
export { ensurePairing } from './actions/walletConnect.ts'
