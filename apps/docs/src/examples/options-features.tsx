// #region example
import { createAirlock, mainnet } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'

export const airlock = createAirlock({
  projectId: 'your-project-id',
  networks: [mainnet],
  adapters: [createEvmAdapter()],
  // Fields left out keep their defaults (everything on); the cloud's
  // project settings can override them.
  features: {
    email: false,
    socials: ['google', 'github'],
    onramp: false,
    swaps: true,
    connectMethodsOrder: ['wallet', 'social', 'email'],
  },
  swap: { slippage: 0.5 },
})
// #endregion example
