import { Address, OutScript } from '@scure/btc-signer'
import { UnsupportedBitcoinAddressError } from './errors.ts'
import { type BitcoinMessageNetwork, type BitcoinNetworkParams, resolveNetwork } from './network.ts'

/** The address types the message helpers handle, by @scure/btc-signer's output type names. */
export type MessageAddressType = 'pkh' | 'sh' | 'wpkh' | 'tr'

/** A decoded address: its type, its output script, and the network parameters it decoded with. */
export interface DecodedAddress {
  type: MessageAddressType
  script: Uint8Array
  network: BitcoinNetworkParams
}

const supported = new Set<string>(['pkh', 'sh', 'wpkh', 'tr'])
const typeNames: Record<string, string> = {
  wsh: 'p2wsh',
  ms: 'bare multisig',
  pk: 'bare public key',
  unknown: 'unknown witness version',
}

/**
 * Decodes `address` for message signing: undefined when it is not an address of the network (a bad input
 * that verification answers with false); throws UnsupportedBitcoinAddressError for a valid address of a
 * type that has no key-path message signature.
 */
export function decodeMessageAddress(
  address: string,
  network?: BitcoinMessageNetwork,
): DecodedAddress | undefined {
  if (typeof address !== 'string' || address.length === 0) return undefined
  const params = resolveNetwork(address, network)
  let decoded: ReturnType<ReturnType<typeof Address>['decode']>
  try {
    decoded = Address(params).decode(address)
  } catch {
    return undefined
  }
  if (!supported.has(decoded.type)) {
    throw new UnsupportedBitcoinAddressError(address, typeNames[decoded.type] ?? decoded.type)
  }
  return { type: decoded.type as MessageAddressType, script: OutScript.encode(decoded), network: params }
}

/** Constant-shape byte comparison (public data only: scripts and hashes). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}
