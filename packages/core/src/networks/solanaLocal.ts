import { defineNetwork } from './define.ts'

/**
 * The local Solana chain of services/devnet (litesvm behind a Solana JSON-RPC on port 8899). Its genesis
 * hash is fixed, base58(sha256('airlock-solana-localnet')) = 23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ2X5rwaqpukNV,
 * so its CAIP-2 id (the first 32 characters) is stable across restarts. Wallet Standard wallets call it
 * `solana:localnet`.
 *
 * @example
 * import { airlockSolanaLocal } from '@airlock/core'
 * createAirlock({ networks: [airlockSolanaLocal], ... })
 */
export const airlockSolanaLocal = defineNetwork({
  id: '23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ',
  name: 'Airlock Solana Local',
  network: 'solana-local',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: false,
  assets: { imageId: 'solana' },
})
