import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import { base58 } from '@scure/base'
import type { ChainNamespace } from '../types.ts'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
// A Solana address is an ed25519 key (32 bytes) in base58: 32 to 44 characters of its alphabet (no 0, O, I
// or l). The length alone lets through text that is not a key; the decoding tells.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const SOLANA_KEY_BYTES = 32

function isSolanaAddress(address: string): boolean {
  if (!SOLANA_ADDRESS.test(address)) return false
  try {
    return base58.decode(address).length === SOLANA_KEY_BYTES
  } catch {
    return false
  }
}

/**
 * EIP-55: a mixed-case address carries a checksum in its letter case. An all-lower or all-upper address carries
 * none and is accepted; a mixed-case one must match, which catches most mistyped characters before funds move.
 */
export function isChecksumValid(address: string): boolean {
  const hex = address.slice(2)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex.toLowerCase())))
  for (let i = 0; i < 40; i++) {
    const char = hex[i]!
    if (/[a-f]/i.test(char) && Number.parseInt(hash[i]!, 16) >= 8 !== (char === char.toUpperCase())) {
      return false
    }
  }
  return true
}

/** Whether `address` can receive on the namespace's chains. Namespaces without a rule here cannot. */
export function isValidAddress(namespace: ChainNamespace, address: string): boolean {
  switch (namespace) {
    case 'eip155':
      return EVM_ADDRESS.test(address) && isChecksumValid(address)
    case 'solana':
      return isSolanaAddress(address)
    default:
      return false
  }
}

/** What a valid address looks like on the namespace, for the message under a rejected one. */
export function addressHint(namespace: ChainNamespace): string {
  switch (namespace) {
    case 'eip155':
      return 'Enter an address that starts with 0x followed by 40 hex characters.'
    case 'solana':
      return 'Enter a Solana address of 32 to 44 base58 characters.'
    default:
      return 'Sending is not supported on this network.'
  }
}
