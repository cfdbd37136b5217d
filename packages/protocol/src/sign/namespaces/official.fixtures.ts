/**
 * Shared by the namespace tests: hostile input for "never throws" properties, and the means to compare
 * our results with the official client's helpers (`@walletconnect/utils`), which these rules must match.
 */
import fc from 'fast-check'
import type { ProtocolError } from '../errors.ts'

// biome-ignore lint/suspicious/noExplicitAny: the official helpers are typed for well-formed input only
export type Any = any

/** Any value at all, boxed values, null prototypes and sparse arrays included. */
export const HOSTILE = fc.anything({
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withBigInt: true,
  withDate: true,
  withTypedArray: true,
  withSparseArray: true,
  withObjectString: true,
})

/** The official result, or 'throws' when the official helper crashes on the input. */
export function officially<T>(run: () => T): T | 'throws' {
  try {
    return run()
  } catch {
    return 'throws'
  }
}

/** An error as the official validators return it: its code and message only. */
export const asObject = (error: ProtocolError | null) =>
  error ? { code: error.code, message: error.message } : null
