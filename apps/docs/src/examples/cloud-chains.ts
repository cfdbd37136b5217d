// #region example
// my-cloud.ts, a script of your own in the clone, run as `npm start` runs the cloud:
// NODE_OPTIONS=--conditions=airlock-source npx tsx my-cloud.ts
import { createCloud } from '@airlock/cloud'

const cloud = await createCloud({
  port: 8787,
  chains: [{ caipNetworkId: 'eip155:1', rpcUrl: 'https://eth.example.org' }],
  solanaChains: [
    {
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      rpcUrl: 'https://solana.example.org',
      nativePriceUsd: 150,
      tokens: [
        {
          mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
          symbol: 'USDC',
          name: 'USD Coin',
          decimals: 6,
          priceUsd: 1,
        },
      ],
    },
  ],
  bitcoinChains: [
    {
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
      esploraUrl: 'https://esplora.example.org/api',
      nativePriceUsd: 90_000,
      network: 'mainnet',
    },
  ],
})
console.log(`Airlock cloud listening at ${cloud.url}`)
// #endregion example
