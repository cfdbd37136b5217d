// #region example
import { airlockDevnet, createAirlock, mainnet, sepolia } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'

export const airlock = createAirlock({
  projectId: 'your-project-id',
  // The first network is the default unless `defaultNetwork` says otherwise.
  networks: [mainnet, sepolia, airlockDevnet],
  defaultNetwork: sepolia,
  adapters: [createEvmAdapter()],
  cloudUrl: 'https://cloud.example.org',
  metadata: {
    name: 'My dapp',
    description: 'Shown to wallets and used as the sign-in statement',
    url: 'https://dapp.example.org',
    icons: ['https://dapp.example.org/icon.png'],
  },
  allowUnsupportedChain: false,
  enableNetworkSwitch: true,
})
// #endregion example
