/**
 * `did:pkh` issuers of one-click auth: `did:pkh:eip155:<reference>:<address>`, a CAIP-10 account behind a
 * `did:pkh:` prefix. Only eip155 is supported: one-click auth refuses every other namespace.
 */

const DID_PKH_PREFIX = 'did:pkh:'
const NAMESPACE = 'eip155'
/** CAIP-2 references of eip155 are decimal chain ids; CAIP-2 caps a reference at 32 characters. */
const REFERENCE = /^[0-9]{1,32}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

export class DidPkhError extends Error {
  override name = 'DidPkhError'
}

export interface DidPkh {
  namespace: 'eip155'
  /** The chain reference, e.g. `1`. */
  reference: string
  /** As written in the did (case kept); compare case-insensitively. */
  address: string
  /** CAIP-2 chain id, e.g. `eip155:1`. */
  chainId: string
}

const fail = (reason: string): never => {
  throw new DidPkhError(`Invalid did:pkh: ${reason}`)
}

/** Parses `did:pkh:eip155:<reference>:<address>`; throws a {@link DidPkhError} saying what is wrong. */
export function parseDidPkh(did: unknown): DidPkh {
  if (typeof did !== 'string') return fail('not a string')
  if (!did.startsWith(DID_PKH_PREFIX)) return fail(`must start with "${DID_PKH_PREFIX}"`)
  const parts = did.slice(DID_PKH_PREFIX.length).split(':')
  if (parts.length !== 3) return fail('expected did:pkh:eip155:<reference>:<address>')
  const [namespace, reference, address] = parts as [string, string, string]
  if (namespace !== NAMESPACE) return fail(`unsupported namespace "${namespace}" (only eip155)`)
  if (!REFERENCE.test(reference)) return fail('the chain reference must be 1 to 32 decimal digits')
  if (!ADDRESS.test(address)) return fail('the address must be 0x followed by 40 hex digits')
  return { namespace: NAMESPACE, reference, address, chainId: `${NAMESPACE}:${reference}` }
}

export function isDidPkh(value: unknown): value is string {
  try {
    parseDidPkh(value)
    return true
  } catch {
    return false
  }
}

/**
 * Formats the did of `address` on `chainId` (`eip155:<reference>`); both are validated.
 *
 * @example
 * ```ts
 * formatDidPkh('eip155:1', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')
 * // 'did:pkh:eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
 * ```
 */
export function formatDidPkh(chainId: string, address: string): string {
  if (typeof chainId !== 'string' || typeof address !== 'string')
    return fail('chainId and address must be strings')
  const did = `${DID_PKH_PREFIX}${chainId}:${address}`
  parseDidPkh(did)
  return did
}

/**
 * Accepts a did:pkh or a bare CAIP-10 account (`eip155:1:0x…`, which the official client also takes as an
 * issuer) and returns the validated did:pkh.
 */
export function toDidPkh(issOrAccount: string): string {
  if (typeof issOrAccount !== 'string') return fail('not a string')
  const did = issOrAccount.startsWith(DID_PKH_PREFIX) ? issOrAccount : `${DID_PKH_PREFIX}${issOrAccount}`
  parseDidPkh(did)
  return did
}
