import { defineNetwork } from './define.ts'

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const
const SOLSCAN = { name: 'Solscan', url: 'https://solscan.io' } as const

/*
 * Solana CAIP-2 references are the first 32 characters of the genesis hash. The deprecated ids are
 * the older references some wallets still send; keep them so those wallets' chains are recognised.
 */

export const solana = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  network: 'solana-mainnet',
  chainNamespace: 'solana',
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: SOLSCAN },
  testnet: false,
  assets: { imageId: 'solana' },
})

export const solanaDevnet = defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  network: 'solana-devnet',
  chainNamespace: 'solana',
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HvivXa6VTKMtYNnZ',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: SOLSCAN },
  testnet: true,
  assets: { imageId: 'solana' },
})

export const solanaTestnet = defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  network: 'solana-testnet',
  chainNamespace: 'solana',
  deprecatedCaipNetworkId: 'solana:6ZmZbzaNWS4vnoMsmrEDzPpjyVhhmL9Q',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: SOLSCAN },
  testnet: true,
  assets: { imageId: 'solana' },
})
