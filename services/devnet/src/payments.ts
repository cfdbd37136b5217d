import { keccak256, toBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEVNET_PAYMENTS_SIGNER_ADDRESS } from './addresses.ts'

/**
 * The key the cloud signs payment intents with on the devnet: the payments contract accepts an intent only
 * with its signature (DEVNET_PAYMENTS_SIGNER_ADDRESS). Derived from a fixed phrase like the names gateway's, so
 * anyone can recompute it. Public: never trust it on a real chain.
 */
export const DEVNET_PAYMENTS_SIGNER_PRIVATE_KEY = keccak256(toBytes('airlock/devnet/payments-signer'))

export const devnetPaymentsSigner = privateKeyToAccount(DEVNET_PAYMENTS_SIGNER_PRIVATE_KEY)

// A literal in addresses.ts (browser-safe, no viem); this keeps the two in step when the module loads.
if (devnetPaymentsSigner.address !== DEVNET_PAYMENTS_SIGNER_ADDRESS) {
  throw new Error('DEVNET_PAYMENTS_SIGNER_ADDRESS does not match the payments signer key')
}
