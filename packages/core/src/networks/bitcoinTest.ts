import { defineNetwork } from './define.ts'

/**
 * The Airlock Bitcoin TEST chain of @airlock/testing (`startBitcoinTestChain`): an in-process ledger behind an
 * Esplora-compatible API on port 8791, not a Bitcoin node. It uses regtest addresses (bcrt1…) and regtest's
 * genesis block, so its CAIP-2 id is the regtest genesis reference (0f9188f1…); Wallet Standard wallets call
 * it `bitcoin:regtest`.
 *
 * @example
 * import { airlockBitcoinTestChain } from '@airlock/core'
 * createAirlock({ networks: [airlockBitcoinTestChain], ... })
 */
export const airlockBitcoinTestChain = defineNetwork({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Airlock Bitcoin Test Chain',
  network: 'bitcoin-test-chain',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8791'] } },
  testnet: false,
  assets: { imageId: 'bitcoin' },
})
