import { isNonEmptyString, isObjectLike, prop } from '../caip.ts'

/** One relay entry (of a proposal's relays, or a settle's relay): `{protocol: non-blank string}`. */
export function isValidRelayEntry(relay: unknown): boolean {
  return isObjectLike(relay) && isNonEmptyString(prop(relay, 'protocol'))
}

/** Relays: absent, or a non-empty array of `{protocol: string}`. */
export function isValidRelays(relays: unknown): boolean {
  if (relays === undefined || relays === null) return true
  return Array.isArray(relays) && relays.length > 0 && relays.every(isValidRelayEntry)
}
