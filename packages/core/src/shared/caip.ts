import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types.ts'
import {
  InvalidCaip2NetworkIdError,
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
} from './caipErrors.ts'

/*
 * Which message is thrown where:
 * - 'Invalid CAIP-2 network id' and 'Invalid CAIP-10 address' come from the strict parsers and
 *   builders, i.e. from values the app developer or our own code put together (config, API
 *   responses). They name the exact standard so the developer knows what shape was expected.
 * - 'Invalid CAIP Address' comes from validateCaipAddress, the narrowing used on values handed to
 *   us by wallets or read back from storage. Those reach the UI (toasts), where the standard's
 *   number means nothing to the visitor, and callers match on this one message to tell "the
 *   wallet/storage gave us garbage" apart from a developer mistake.
 */
// A record, not an array, so adding a namespace to types.ts fails to compile until it is listed here.
const KNOWN_NAMESPACES: Record<ChainNamespace, true> = {
  eip155: true,
  solana: true,
  polkadot: true,
  bip122: true,
  cosmos: true,
}

/** Every namespace of `ChainNamespace`, at run time. */
export const CHAIN_NAMESPACES = Object.freeze(Object.keys(KNOWN_NAMESPACES) as ChainNamespace[])

/*
 * Patterns from the CAIP-2 and CAIP-10 specifications. The namespace grammar ([-a-z0-9]{3,8}) needs
 * no pattern of its own: only the known namespaces are accepted, and they all satisfy it (tested).
 */
const REFERENCE_PATTERN = /^[-_a-zA-Z0-9]{1,32}$/
const ACCOUNT_ADDRESS_PATTERN = /^[-.%a-zA-Z0-9]{1,128}$/

export interface ParsedCaipNetworkId {
  chainNamespace: ChainNamespace
  chainId: string
}

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string
}

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && Object.hasOwn(KNOWN_NAMESPACES, value)
}

function isValidNetworkParts(namespace: string | undefined, reference: string | undefined): boolean {
  return (
    namespace !== undefined &&
    reference !== undefined &&
    isChainNamespace(namespace) &&
    REFERENCE_PATTERN.test(reference)
  )
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 2 && isValidNetworkParts(parts[0], parts[1])
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return (
    parts.length === 3 &&
    isValidNetworkParts(parts[0], parts[1]) &&
    ACCOUNT_ADDRESS_PATTERN.test(parts[2] ?? '')
  )
}

export function parseCaipNetworkId(id: string): ParsedCaipNetworkId {
  if (!isCaipNetworkId(id)) throw new InvalidCaip2NetworkIdError(id)
  const [chainNamespace, chainId] = id.split(':') as [ChainNamespace, string]
  return { chainNamespace, chainId }
}

export function parseCaipAddress(address: string): ParsedCaipAddress {
  if (!isCaipAddress(address)) throw new InvalidCaip10AddressError(address)
  const [chainNamespace, chainId, accountAddress] = address.split(':') as [ChainNamespace, string, string]
  return { chainNamespace, chainId, address: accountAddress }
}

/** Narrows an untrusted value (from a wallet or storage) to a CAIP-10 address. */
export function validateCaipAddress(address: string): CaipAddress {
  if (!isCaipAddress(address)) throw new InvalidCaipAddressError(address)
  return address
}

export function toCaipNetworkId(namespace: ChainNamespace, id: string | number): CaipNetworkId {
  const networkId = `${namespace}:${id}`
  if (!isCaipNetworkId(networkId)) throw new InvalidCaip2NetworkIdError(networkId)
  return networkId
}

export function toCaipAddress(networkId: CaipNetworkId, address: string): CaipAddress {
  const caipAddress = `${networkId}:${address}`
  if (!isCaipAddress(caipAddress)) throw new InvalidCaip10AddressError(caipAddress)
  return caipAddress
}
