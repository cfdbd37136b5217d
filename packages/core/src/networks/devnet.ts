import { defineNetwork } from './define.ts'

/**
 * The local chain of services/devnet (anvil/hardhat default chain id and port). Not a testnet: like viem's
 * hardhat and localhost chains it is a development chain, and the local cloud indexes it in full, so its
 * balances are real (the kit reports 0.00 only where the blockchain API cannot read: testnets and unsupported
 * chains).
 */
export const airlockDevnet = defineNetwork({
  id: 31337,
  name: 'Airlock Devnet',
  network: 'airlock-devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: false,
  assets: { imageId: 'airlock-devnet' },
})
