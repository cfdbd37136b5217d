import { createHmac } from 'node:crypto'
import { type Hex, hexToBytes, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * Every order's deposit address has its own key, derived from the sandbox's treasury key and the order id
 * (HMAC-SHA256), so the sandbox can always sign the refund from it and nothing but the treasury key needs
 * keeping: no deposit key is stored, and none leaves the sandbox.
 */
export function depositAccount(treasuryKey: Hex, orderId: string): LocalAccount {
  const key = createHmac('sha256', hexToBytes(treasuryKey))
    .update(`airlock offramp deposit ${orderId}`)
    .digest('hex')
  return privateKeyToAccount(`0x${key}`)
}
