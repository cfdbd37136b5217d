import type { AirlockInternals } from '../kit.ts'
import type { Airlock } from './Airlock.ts'

/**
 * Where a kit's public object keeps its whole kit. A symbol, not a named property: it stays off
 * `Object.keys(airlock)` and off the `Airlock` type, so a dapp cannot reach the internals by accident. A
 * registered symbol (`Symbol.for`), so a page where the bundler loaded `@airlock/core` and
 * `@airlock/core/internal` from two copies of the package still finds the kit.
 */
const INTERNALS = Symbol.for('airlock.internals')

/** Attaches the whole kit to its public object (non-enumerable, read-only). */
export function linkInternals(airlock: Airlock, kit: AirlockInternals): Airlock {
  Object.defineProperty(airlock, INTERNALS, { value: kit })
  return airlock
}

/**
 * The whole kit behind a public `Airlock`: every store, the options, the clients and the modal's own calls.
 * For the React package and the kit's tests; outside semver.
 *
 * @example
 * import { internalsOf } from '@airlock/core/internal'
 * internalsOf(airlock).router.push('Networks')
 */
export function internalsOf(airlock: Airlock): AirlockInternals {
  const kit = (airlock as Airlock & { [INTERNALS]?: AirlockInternals })[INTERNALS]
  if (!kit) throw new TypeError('Not an Airlock kit: pass the object createAirlock() returned')
  return kit
}
