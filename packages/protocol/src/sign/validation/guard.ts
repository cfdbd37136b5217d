/**
 * How every validator fails: with the official client's codes and messages
 * (apps/docs/pages/protocol.md#namespaces), and with nothing but ProtocolError, whatever it is given
 * (throwing getters, proxies and failing lookups included), so callers can answer a peer with the error.
 */

import { isObjectLike } from '../caip.ts'
import { type internalError, ProtocolError, templateString } from '../errors.ts'

export function fail(key: Parameters<typeof internalError>[0], context: string): never {
  throw ProtocolError.internal(key, context)
}

/** An official error thrown as a plain Error upstream: no table prefix; we give it code 5. */
export function plainError(message: string): ProtocolError {
  return new ProtocolError({ code: 5, message })
}

/** Runs a validator; anything thrown that is not a ProtocolError becomes MISSING_OR_INVALID. */
export function guarded<R>(method: string, params: unknown, run: () => R): R {
  try {
    return run()
  } catch (error) {
    if (error instanceof ProtocolError) throw error
    throw ProtocolError.internal('MISSING_OR_INVALID', `${method} params: ${templateString(params)}`, {
      cause: error,
    })
  }
}

/** Params must be a non-array object; upstream only rejects undefined, then fails on the rest. */
export function isParamsObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function keysOf(value: unknown): string[] {
  return isObjectLike(value) ? Object.keys(value) : []
}

export function throwIf(error: ProtocolError | null): void {
  if (error) throw error
}
