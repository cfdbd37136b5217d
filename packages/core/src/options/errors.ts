import { BaseError } from '../errors/base.ts'

/**
 * `createAirlock` was given options it cannot work with (no network, or both `siweConfig` and `siwx`). Thrown at
 * once, before anything starts, so the mistake shows while the dapp is being written.
 *
 * @example
 * createAirlock({ projectId, networks: [] }) // throws InvalidOptionsError: 'At least one network is required'
 */
export class InvalidOptionsError extends BaseError {
  override name = 'InvalidOptionsError'
}
