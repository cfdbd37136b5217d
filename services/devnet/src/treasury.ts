import { keccak256, toBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEVNET_ONRAMP_TREASURY_ADDRESS } from './addresses.ts'

/**
 * The key of the account the cloud's onramp sandbox delivers purchases from. Derived from a fixed phrase, like
 * the deployer's, so anyone can recompute it; outside the test mnemonic so no test wallet's balance is the
 * treasury's. Public: never fund it on a real chain.
 */
export const DEVNET_ONRAMP_TREASURY_PRIVATE_KEY = keccak256(toBytes('airlock/devnet/onramp-treasury'))

export const devnetOnrampTreasury = privateKeyToAccount(DEVNET_ONRAMP_TREASURY_PRIVATE_KEY)

// A literal in addresses.ts (browser-safe, no viem); this keeps the two in step when the module loads.
if (devnetOnrampTreasury.address !== DEVNET_ONRAMP_TREASURY_ADDRESS) {
  throw new Error('DEVNET_ONRAMP_TREASURY_ADDRESS does not match the treasury key')
}
