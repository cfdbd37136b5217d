// #region example
import { createAirlock, mainnet } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'

export const airlock = createAirlock({
  projectId: 'your-project-id',
  networks: [mainnet],
  adapters: [createEvmAdapter()],
  cloudUrl: 'https://cloud.example.org',
  walletConnect: {
    // Instances of one relay network, tried in order on failure.
    relayUrl: [
      'wss://relay-a.example.org/relay',
      'wss://relay-b.example.org/relay',
    ],
    verifyUrl: 'https://cloud.example.org/verify',
  },
})
// #endregion example
