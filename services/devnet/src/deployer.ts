import { keccak256, toBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * The key that deploys the devnet's contracts. Derived from a fixed phrase so anyone can recompute it, and
 * deliberately outside the test mnemonic: contract addresses depend only on this account's nonces.
 */
export const DEVNET_DEPLOYER_PRIVATE_KEY = keccak256(toBytes('airlock/devnet/deployer'))

export const devnetDeployer = privateKeyToAccount(DEVNET_DEPLOYER_PRIVATE_KEY)
