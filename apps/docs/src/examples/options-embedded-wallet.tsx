// #region example
import { createAirlock, mainnet } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'

export const airlock = createAirlock({
  projectId: 'your-project-id',
  networks: [mainnet],
  adapters: [createEvmAdapter()],
  cloudUrl: 'https://cloud.example.org',
  // Email and social login: the package loads on the first login.
  embeddedWallet: { load: () => import('@airlock/embedded-wallet') },
  // A phone check of your own instead of the user-agent test.
  isMobile: () => window.matchMedia('(pointer: coarse)').matches,
})
// #endregion example
