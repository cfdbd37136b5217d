import { hmac } from '@noble/hashes/hmac'
import { sha256 } from '@noble/hashes/sha256'
import { bytesToHex, type Hex, hexToBytes, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * Every order's deposit address has its own key, derived from the sandbox's treasury key and the order id
 * (HMAC-SHA256), so the sandbox can always sign the refund from it and nothing but the treasury key needs
 * keeping: no deposit key is stored, and none leaves the sandbox.
 */
export function depositAccount(treasuryKey: Hex, orderId: string): LocalAccount {
  const key = hmac(
    sha256,
    hexToBytes(treasuryKey),
    new TextEncoder().encode(`airlock offramp deposit ${orderId}`),
  )
  return privateKeyToAccount(bytesToHex(key))
}
