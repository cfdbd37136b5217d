// #region example
// my-cloud.ts, a script of your own in the clone, run as `npm start` runs the cloud:
// NODE_OPTIONS=--conditions=airlock-source npx tsx my-cloud.ts
import { createCloud } from '@airlock/cloud'

const cloud = await createCloud({
  port: 8787,
  chains: [{ caipNetworkId: 'eip155:1', rpcUrl: 'https://eth.example.org' }],
  onramp: {
    providers: [
      {
        name: 'coinbase',
        label: 'Coinbase',
        type: 'session',
        feePercent: 1.5,
        upstream: {
          url: 'https://onramp.example.org',
          apiKey: process.env.COINBASE_ONRAMP_KEY,
        },
      },
    ],
    // No sandbox checkout beside the real providers.
    sandbox: false,
  },
})
console.log(`Airlock cloud listening at ${cloud.url}`)
// #endregion example
