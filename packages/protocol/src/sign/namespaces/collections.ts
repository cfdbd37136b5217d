/**
 * Small record and string-list helpers of the namespace rules. Namespace keys come from peers, so a key
 * may be "__proto__": the records here have no prototype and are written with defineProperty, so such a
 * key stays an ordinary key instead of changing an object's prototype.
 */
import { stringsOf } from '../caip.ts'

export type Dict<T> = Record<string, T>

/** An object without prototype: any key, "__proto__" included, is an ordinary key. */
export function dict<T>(): Dict<T> {
  return Object.create(null) as Dict<T>
}

/** Sets an own enumerable property even for the key "__proto__". */
export function setOwn<T>(target: Dict<T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

/** The own property `key` of `target`, never one inherited from a prototype. */
export function getOwn<T>(target: Dict<T>, key: string): T | undefined {
  return Object.hasOwn(target, key) ? target[key] : undefined
}

/** Every item of `a` is in `b` (upstream's `hasOverlap`). */
export function isSubset(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.every((item) => b.includes(item))
}

/** Union keeping first-seen order (upstream's `mergeArrays`); non-arrays count as empty. */
export function mergeStrings(a: unknown, b: unknown): string[] {
  return [...new Set([...stringsOf(a), ...stringsOf(b)])]
}
