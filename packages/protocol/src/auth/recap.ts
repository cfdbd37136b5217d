import { base64 } from '@scure/base'

/**
 * ReCaps (ERC-5573) as one-click auth uses them: the last SIWE resource
 * `urn:recap:` + unpadded base64 of `{"att":{"eip155":{"request/<method>":[{}]}}}`.
 *
 * Output matches the official client byte for byte: standard base64 alphabet without padding, and keys
 * ordered with `localeCompare`, which is what the official code sorts with (it differs from a code-unit
 * sort for mixed case, and the order is part of the encoded bytes).
 */

export const RECAP_PREFIX = 'urn:recap:'
export const RECAP_STATEMENT_PREFIX =
  'I further authorize the stated URI to perform the following actions on my behalf: '

export type RecapLimits = Record<string, unknown>
/** `att`: resource (e.g. `eip155`) -> ability (`<namespace>/<name>`, e.g. `request/personal_sign`) -> limits. */
export interface Recap {
  att: Record<string, Record<string, RecapLimits[]>>
  prf?: unknown
}

export class RecapError extends Error {
  override name = 'RecapError'
}

const fail = (reason: string): never => {
  throw new RecapError(`Invalid ReCap: ${reason}`)
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const ABILITY = /^[^/]+\/[^/]+$/
const BASE64 = /^[A-Za-z0-9+/]*$/

const byLocale = (a: string, b: string) => a.localeCompare(b)
const own = <T>(object: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(object, key) ? object[key] : undefined

/** Throws a {@link RecapError} unless `value` is a well-formed ReCap. */
export function assertValidRecap(value: unknown): asserts value is Recap {
  if (!isPlainObject(value)) return fail('not a JSON object')
  const att = value.att
  if (!isPlainObject(att)) return fail('missing the `att` object')
  const resources = Object.keys(att)
  if (resources.length === 0) return fail('no resources in `att`')
  for (const resource of resources) {
    const abilities = att[resource]
    if (!isPlainObject(abilities) || Object.keys(abilities).length === 0)
      return fail(`resource ${JSON.stringify(resource)} must be a non-empty object`)
    for (const [ability, limits] of Object.entries(abilities)) {
      if (!ABILITY.test(ability))
        return fail(`ability ${JSON.stringify(ability)} must look like <namespace>/<name>`)
      if (!Array.isArray(limits) || limits.length === 0 || !limits.every(isPlainObject))
        return fail(`limits of ${JSON.stringify(ability)} must be a non-empty array of objects`)
    }
  }
}

/** `{att:{[namespace]:{"<ability>/<method>":[limits]}}}`, methods sorted (and deduplicated). */
export function createRecap(
  namespace: string,
  ability: string,
  methods: readonly string[],
  limits: RecapLimits = {},
): Recap {
  if (!Array.isArray(methods) || methods.length === 0)
    throw new RecapError('A ReCap needs at least one method')
  const abilities = Object.fromEntries(
    [...methods].sort(byLocale).map((method) => [`${ability}/${method}`, [limits]]),
  )
  const recap: Recap = { att: Object.fromEntries([[namespace, abilities]]) }
  assertValidRecap(recap)
  return recap
}

export function encodeRecap(recap: Recap): string {
  assertValidRecap(recap)
  const encoded = base64.encode(new TextEncoder().encode(JSON.stringify(recap)))
  return RECAP_PREFIX + encoded.replace(/=+$/, '')
}

export function createEncodedRecap(namespace: string, ability: string, methods: readonly string[]): string {
  return encodeRecap(createRecap(namespace, ability, methods))
}

export function isRecapResource(resource: unknown): resource is string {
  return typeof resource === 'string' && resource.startsWith(RECAP_PREFIX)
}

/**
 * Decodes and validates a `urn:recap:` resource. Accepts the standard and the URL-safe base64 alphabet,
 * padded or not (ERC-5573 says base64url; the official client writes standard base64).
 */
export function decodeRecap(resource: unknown): Recap {
  if (!isRecapResource(resource)) return fail(`must be a string starting with "${RECAP_PREFIX}"`)
  const body = resource
    .slice(RECAP_PREFIX.length)
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/={0,2}$/, '')
  if (!BASE64.test(body) || body.length % 4 === 1) return fail('not base64')
  let json: string
  try {
    // atob tolerates non-zero trailing bits, as the official decoder (which uses atob) does.
    const binary = atob(body + '='.repeat((4 - (body.length % 4)) % 4))
    json = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
  } catch {
    return fail('not base64-encoded UTF-8')
  }
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return fail('not JSON')
  }
  assertValidRecap(value)
  return value
}

/** The ReCap resource of a SIWE resource list: per ERC-5573 it is always the last one. */
export function getRecapFromResources(resources?: readonly string[]): string | undefined {
  if (!Array.isArray(resources) || resources.length === 0) return undefined
  const last = resources[resources.length - 1]
  return isRecapResource(last) ? last : undefined
}

/** Union of both; resources and abilities sorted; for an ability in both, the limits of `first` win. */
export function mergeRecaps(first: Recap, second: Recap): Recap {
  assertValidRecap(first)
  assertValidRecap(second)
  const resources = [...new Set([...Object.keys(first.att), ...Object.keys(second.att)])].sort(byLocale)
  const att = Object.fromEntries(
    resources.map((resource) => {
      const a = own(first.att, resource) ?? {}
      const b = own(second.att, resource) ?? {}
      const abilities = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort(byLocale)
      return [
        resource,
        Object.fromEntries(abilities.map((ability) => [ability, own(a, ability) ?? own(b, ability)!])),
      ]
    }),
  )
  return { att }
}

export function mergeEncodedRecaps(first: string, second: string): string {
  return encodeRecap(mergeRecaps(decodeRecap(first), decodeRecap(second)))
}

const toRecap = (recap: string | Recap): Recap => {
  if (typeof recap === 'string') return decodeRecap(recap)
  assertValidRecap(recap)
  return recap
}

/** Method names of the eip155 resource (`request/personal_sign` -> `personal_sign`), in recap order. */
export function getMethodsFromRecap(recap: string | Recap): string[] {
  const abilities = own(toRecap(recap).att, 'eip155')
  return abilities ? Object.keys(abilities).map((ability) => ability.split('/')[1]!) : []
}

/** Chains a wallet granted: the `chains` limit of every ability's first limits object, deduplicated. */
export function getChainsFromRecap(recap: string | Recap): string[] {
  const chains = new Set<string>()
  for (const abilities of Object.values(toRecap(recap).att)) {
    for (const limits of Object.values(abilities)) {
      const granted = limits[0]?.chains
      for (const chain of Array.isArray(granted) ? granted : [granted]) {
        if (typeof chain === 'string') chains.add(chain)
      }
    }
  }
  return [...chains]
}

/**
 * The statement with the ReCap's human-readable suffix, e.g. `I further authorize the stated URI to perform
 * the following actions on my behalf: (1) 'request': 'eth_sign', 'personal_sign' for 'eip155'.`. A statement
 * that already carries the suffix is returned unchanged.
 */
export function formatRecapStatement(statement: string | undefined, recap: Recap): string {
  assertValidRecap(recap)
  const base = statement ?? ''
  if (base.includes(RECAP_STATEMENT_PREFIX)) return base
  let counter = 0
  const perResource = Object.entries(recap.att).map(([resource, abilities]) => {
    const actions = Object.keys(abilities)
      .map((key) => {
        const [ability, action] = key.split('/') as [string, string]
        return { ability, action }
      })
      .sort((a, b) => byLocale(a.action, b.action))
    const grouped = new Map<string, string[]>()
    for (const { ability, action } of actions) {
      const list = grouped.get(ability)
      if (list) list.push(action)
      else grouped.set(ability, [action])
    }
    const sentences = [...grouped].map(
      ([ability, list]) => `(${++counter}) '${ability}': '${list.join("', '")}' for '${resource}'.`,
    )
    // Byte-compatible with the official client, which joins with ", " and then turns only the FIRST ".,"
    // back into "." (String.prototype.replace with a string pattern).
    return sentences.join(', ').replace('.,', '.')
  })
  return `${base ? `${base} ` : ''}${RECAP_STATEMENT_PREFIX}${perResource.join(' ')}`
}

/** `statement` with the suffix of the encoded `recap`, or `statement` unchanged when there is no recap. */
export function buildRecapStatement(statement: string, recap?: string): string {
  if (!recap) return statement
  return formatRecapStatement(statement, decodeRecap(recap))
}
