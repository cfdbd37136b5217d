/**
 * CAIP-2 chain ids ("namespace:reference") and CAIP-10 accounts ("namespace:reference:address") as the
 * official client checks them, plus small value checks shared by the validators. Nothing here throws
 * anything but ProtocolError, whatever it is given.
 */
import { ProtocolError, templateString } from './errors.ts'
import type { ProposalNamespace, SessionNamespaces } from './types.ts'

export interface ChainIdParts {
  namespace: string
  reference: string
}

export interface AccountIdParts extends ChainIdParts {
  address: string
}

const DELIMITER = ':'

// ---- value checks -------------------------------------------------------------------------------

/** A string with at least one non-blank character (the official `isValidString(x, false)`). */
export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0
}

/** Non-null object or function (something properties can be read from). */
export function isObjectLike(value: unknown): value is Record<string, unknown> {
  return (typeof value === 'object' && value !== null) || typeof value === 'function'
}

/** A plain object (prototype is Object.prototype), as the official `isValidObject` wants. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  try {
    return Object.getPrototypeOf(value) === Object.prototype
  } catch {
    return false
  }
}

/** A plain object with at least one own enumerable key (the official `isValidObject` being truthy). */
export function isPlainObjectWithData(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && Object.keys(value).length > 0
}

/** Reads `value[key]` for objects, undefined for anything else (primitives carry no protocol fields). */
export function prop(value: unknown, key: string): unknown {
  if (!isObjectLike(value)) return undefined
  return (value as Record<string, unknown>)[key]
}

/** The array itself if it is one, else an empty array. */
export function arrayOr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/** The strings of an array (anything else dropped). */
export function stringsOf(value: unknown): string[] {
  return arrayOr(value).filter((item): item is string => typeof item === 'string')
}

// ---- CAIP-2 / CAIP-10 ---------------------------------------------------------------------------

/** "namespace:reference": a non-blank string with exactly one ':' (either side may be empty, as upstream). */
export function isValidChainId(value: unknown): value is string {
  return isNonEmptyString(value) && value.split(DELIMITER).length === 2
}

/** "namespace:reference:address": exactly two ':' and a non-empty address. */
export function isValidAccountId(value: unknown): value is string {
  if (!isNonEmptyString(value)) return false
  const parts = value.split(DELIMITER)
  return parts.length === 3 && parts[2] !== '' && isValidChainId(`${parts[0]}:${parts[1]}`)
}

/** Splits a chain id; throws MISSING_OR_INVALID when it is not a valid CAIP-2 id. */
export function parseChainId(value: unknown): ChainIdParts {
  if (!isValidChainId(value)) {
    throw ProtocolError.internal(
      'MISSING_OR_INVALID',
      `chainId ${templateString(value)} should be a string and conform to "namespace:chainId" format`,
    )
  }
  const [namespace = '', reference = ''] = value.split(DELIMITER)
  return { namespace, reference }
}

/** Splits an account id; throws MISSING_OR_INVALID when it is not a valid CAIP-10 id. */
export function parseAccountId(value: unknown): AccountIdParts {
  if (!isValidAccountId(value)) {
    throw ProtocolError.internal(
      'MISSING_OR_INVALID',
      `account ${templateString(value)} should be a string and conform to "namespace:chainId:address" format`,
    )
  }
  const [namespace = '', reference = '', address = ''] = value.split(DELIMITER)
  return { namespace, reference, address }
}

export function formatChainId({ namespace, reference }: ChainIdParts): string {
  return `${namespace}${DELIMITER}${reference}`
}

export function formatAccountId({ namespace, reference, address }: AccountIdParts): string {
  return `${namespace}${DELIMITER}${reference}${DELIMITER}${address}`
}

/** The chain part of an account the way upstream computes it (first two ':' fields; "x:undefined" if absent). */
export function chainOfAccount(account: string): string {
  const [namespace, reference] = account.split(DELIMITER)
  return `${namespace}:${reference}`
}

/** The address part of an account ('' when absent). */
export function addressOfAccount(account: string): string {
  return account.split(DELIMITER)[2] ?? ''
}

/** The chain of each account, in order and with repeats (upstream `getAccountsChains`); non-strings skipped. */
export function accountsChains(accounts: unknown): string[] {
  return stringsOf(accounts).map(chainOfAccount)
}

/** Every chain that has an account in the session namespaces, without repeats (upstream `getNamespacesChains`). */
export function chainsOfNamespaces(namespaces: SessionNamespaces | Record<string, unknown>): string[] {
  const chains = new Set<string>()
  if (!isObjectLike(namespaces)) return []
  for (const namespace of Object.values(namespaces)) {
    for (const chain of accountsChains(prop(namespace, 'accounts'))) chains.add(chain)
  }
  return [...chains]
}

// ---- namespace keys -----------------------------------------------------------------------------

/** A key naming a chain inline ("eip155:1") rather than a namespace ("eip155"). */
export function isChainKey(key: string): boolean {
  return key.includes(DELIMITER)
}

/** The namespace a key belongs to: "eip155:1" -> "eip155", "eip155" -> "eip155". */
export function namespaceOfKey(key: string): string {
  return isChainKey(key) ? (key.split(DELIMITER)[0] ?? '') : key
}

/** The namespace of a chain id, or of anything before its first ':' (used for lenient grouping). */
export function namespaceOfChain(chain: string): string {
  return chain.split(DELIMITER)[0] ?? ''
}

/**
 * The chains a proposal namespace entry stands for: the key itself when it names a chain inline,
 * else its `chains` (upstream `getChainsFromNamespace`). Returns the raw `chains` value when it is
 * not an array so validation can report it.
 */
export function chainsOfNamespaceKey(key: string, namespace: ProposalNamespace | unknown): unknown {
  if (isChainKey(key)) return [key]
  const chains = prop(namespace, 'chains')
  return chains || []
}

/** Unique namespaces of a list of keys ("eip155:1", "eip155" -> ["eip155"]). */
export function uniqueNamespacesOfKeys(keys: readonly string[]): string[] {
  return [...new Set(keys.map(namespaceOfKey))]
}
