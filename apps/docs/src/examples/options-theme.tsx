// #region example
import { createAirlock, mainnet } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'

export const airlock = createAirlock({
  projectId: 'your-project-id',
  networks: [mainnet],
  adapters: [createEvmAdapter()],
  themeMode: 'system',
  accentColor: '#7c3aed',
  themeVariables: {
    '--airlock-font-family': 'system-ui, sans-serif',
    '--airlock-border-radius-master': '8px',
    '--airlock-z-index': 2000,
  },
  locale: 'auto',
})
// #endregion example
