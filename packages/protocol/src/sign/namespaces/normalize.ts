/**
 * Proposal namespaces grouped by namespace: inline chain keys ("eip155:1") folded under their namespace
 * ("eip155"), and required and optional namespaces merged into one set, as the official client does.
 */
import { isChainKey, isPlainObjectWithData, namespaceOfKey, prop } from '../caip.ts'
import type { ProposalNamespace } from '../types.ts'
import { getOwn, mergeStrings, setOwn } from './collections.ts'

export type NormalizedNamespaces = Record<string, Required<ProposalNamespace>>

/**
 * Groups inline chain keys under their namespace (upstream `normalizeNamespaces`):
 * `{"eip155:1": {...}, "eip155:2": {...}}` -> `{eip155: {chains: ["eip155:2", "eip155:1"], ...}}`
 * (later entries first, as upstream). Anything but a non-empty plain object gives `{}`.
 */
export function normalizeNamespaces(namespaces: unknown): NormalizedNamespaces {
  const out: NormalizedNamespaces = {}
  if (!isPlainObjectWithData(namespaces)) return out
  for (const [key, values] of Object.entries(namespaces)) {
    const chains = isChainKey(key) ? [key] : prop(values, 'chains')
    const normalizedKey = namespaceOfKey(key)
    const previous = getOwn(out, normalizedKey)
    setOwn(out, normalizedKey, {
      chains: mergeStrings(chains, previous?.chains),
      methods: mergeStrings(prop(values, 'methods'), previous?.methods),
      events: mergeStrings(prop(values, 'events'), previous?.events),
    })
  }
  return out
}

/**
 * Required and optional namespaces folded into one normalised set (what connect() sends as optional).
 *
 * @example
 * ```ts
 * // Everything a proposal asks for, required or not, grouped by namespace (to show the user):
 * const asked = mergeRequiredAndOptionalNamespaces(
 *   proposal.params.requiredNamespaces,
 *   proposal.params.optionalNamespaces ?? {},
 * )
 * asked.eip155?.chains // ['eip155:1', 'eip155:8453']
 * ```
 */
export function mergeRequiredAndOptionalNamespaces(
  required: unknown,
  optional: unknown,
): NormalizedNamespaces {
  const normalizedRequired = normalizeNamespaces(required)
  const normalizedOptional = normalizeNamespaces(optional)
  const merged: NormalizedNamespaces = {}
  for (const namespace of [...Object.keys(normalizedRequired), ...Object.keys(normalizedOptional)]) {
    const a = getOwn(normalizedRequired, namespace)
    const b = getOwn(normalizedOptional, namespace)
    setOwn(merged, namespace, {
      chains: mergeStrings(a?.chains, b?.chains),
      methods: mergeStrings(a?.methods, b?.methods),
      events: mergeStrings(a?.events, b?.events),
    })
  }
  return merged
}
