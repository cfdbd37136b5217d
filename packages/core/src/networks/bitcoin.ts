import { defineNetwork } from './define.ts'

const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/*
 * bip122 references are the first 32 hex characters of the genesis block hash. Bitcoin has no
 * official public JSON-RPC endpoint; the mempool.space REST API stands in until the kit points the
 * network at its gateway with withRpcUrl.
 */

export const bitcoin = defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  network: 'bitcoin',
  chainNamespace: 'bip122',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  testnet: false,
  assets: { imageId: 'bitcoin' },
})

export const bitcoinTestnet = defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  network: 'bitcoin-testnet',
  chainNamespace: 'bip122',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
  assets: { imageId: 'bitcoin' },
})
