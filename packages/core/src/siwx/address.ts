import type { ChainNamespace } from '../types.ts'

/** The namespaces whose accounts can sign in: the kit writes their CAIP-122 message (siwx/header.ts). */
export const SIWX_NAMESPACES: readonly ChainNamespace[] = Object.freeze(['eip155', 'solana', 'bip122'])

/**
 * An address as sign-in keys and comparisons use it. EVM (0x hex) and bech32 Bitcoin addresses name the same
 * account in any letter case, so they compare in lower case (the cloud answers bech32 in lower case too);
 * base58 addresses (Solana, legacy Bitcoin) are case-sensitive and are kept exactly.
 */
export function siwxAddressKey(address: string): string {
  return /^0x/i.test(address) || /^(bc|tb|bcrt)1/i.test(address) ? address.toLowerCase() : address
}
