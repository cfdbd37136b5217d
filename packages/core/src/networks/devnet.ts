import { defineNetwork } from './define.ts'

/** The local chain of services/devnet (anvil/hardhat default chain id and port). */
export const airlockDevnet = defineNetwork({
  id: 31337,
  name: 'Airlock Devnet',
  network: 'airlock-devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
  assets: { imageId: 'airlock-devnet' },
})
