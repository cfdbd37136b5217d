import { defineNetwork } from './define.ts'

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

export const mainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  network: 'mainnet',
  chainNamespace: 'eip155',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  testnet: false,
  assets: { imageId: 'ethereum' },
})

export const optimism = defineNetwork({
  id: 10,
  name: 'OP Mainnet',
  network: 'optimism',
  chainNamespace: 'eip155',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
  testnet: false,
  assets: { imageId: 'optimism' },
})

export const arbitrum = defineNetwork({
  id: 42161,
  name: 'Arbitrum One',
  network: 'arbitrum',
  chainNamespace: 'eip155',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  testnet: false,
  assets: { imageId: 'arbitrum' },
})

export const polygon = defineNetwork({
  id: 137,
  name: 'Polygon',
  network: 'polygon',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  testnet: false,
  assets: { imageId: 'polygon' },
})

export const base = defineNetwork({
  id: 8453,
  name: 'Base',
  network: 'base',
  chainNamespace: 'eip155',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  testnet: false,
  assets: { imageId: 'base' },
})

export const bsc = defineNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  network: 'bsc',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc-dataseed.bnbchain.org'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  testnet: false,
  assets: { imageId: 'bsc' },
})

export const avalanche = defineNetwork({
  id: 43114,
  name: 'Avalanche',
  network: 'avalanche',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  testnet: false,
  assets: { imageId: 'avalanche' },
})

export const zksync = defineNetwork({
  id: 324,
  name: 'ZKsync Era',
  network: 'zksync-era',
  chainNamespace: 'eip155',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
  testnet: false,
  assets: { imageId: 'zksync' },
})

export const gnosis = defineNetwork({
  id: 100,
  name: 'Gnosis',
  network: 'gnosis',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'xDAI', symbol: 'xDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gnosischain.com'] } },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  testnet: false,
  assets: { imageId: 'gnosis' },
})

export const celo = defineNetwork({
  id: 42220,
  name: 'Celo',
  network: 'celo',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://forno.celo.org'] } },
  blockExplorers: { default: { name: 'Celo Explorer', url: 'https://celoscan.io' } },
  testnet: false,
  assets: { imageId: 'celo' },
})

export const zora = defineNetwork({
  id: 7777777,
  name: 'Zora',
  network: 'zora',
  chainNamespace: 'eip155',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Zora Explorer', url: 'https://explorer.zora.energy' } },
  testnet: false,
  assets: { imageId: 'zora' },
})

export const sepolia = defineNetwork({
  id: 11155111,
  name: 'Sepolia',
  network: 'sepolia',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.drpc.org'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
  // Testnets reuse their mainnet's image: the cloud serves one image per chain family.
  assets: { imageId: 'ethereum' },
})
