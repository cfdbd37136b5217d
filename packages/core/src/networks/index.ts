import { bitcoin, bitcoinTestnet } from './bitcoin.ts'
import type { NetworkDefinition } from './define.ts'
import { airlockDevnet } from './devnet.ts'
import {
  arbitrum,
  avalanche,
  base,
  bsc,
  celo,
  gnosis,
  mainnet,
  optimism,
  polygon,
  sepolia,
  zksync,
  zora,
} from './evm.ts'
import { solana, solanaDevnet, solanaTestnet } from './solana.ts'

export { bitcoin, bitcoinTestnet } from './bitcoin.ts'
export { airlockBitcoinTestChain } from './bitcoinTest.ts'
export { defineNetwork, type NetworkDefinition, type NetworkInput, withRpcUrl } from './define.ts'
export { airlockDevnet } from './devnet.ts'
export {
  arbitrum,
  avalanche,
  base,
  bsc,
  celo,
  gnosis,
  mainnet,
  optimism,
  polygon,
  sepolia,
  zksync,
  zora,
} from './evm.ts'
export { solana, solanaDevnet, solanaTestnet } from './solana.ts'
export { airlockSolanaLocal } from './solanaLocal.ts'

/** Every network the kit ships a definition for, mainnets first. */
export const allNetworks: readonly NetworkDefinition[] = Object.freeze([
  mainnet,
  optimism,
  arbitrum,
  polygon,
  base,
  bsc,
  avalanche,
  zksync,
  gnosis,
  celo,
  zora,
  solana,
  bitcoin,
  sepolia,
  solanaDevnet,
  solanaTestnet,
  bitcoinTestnet,
  airlockDevnet,
])
