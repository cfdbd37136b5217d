// #region example
import { airlockDevnet, createAirlock, mainnet } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'
import { AirlockProvider, ConnectButton } from '@airlock/react'
import { createRoot } from 'react-dom/client'

// One kit per app, created outside React. Two kits never share state.
const airlock = createAirlock({
  projectId: 'your-project-id',
  networks: [mainnet, airlockDevnet],
  adapters: [createEvmAdapter()],
  cloudUrl: 'https://cloud.example.org',
  metadata: {
    name: 'My dapp',
    description: 'What my dapp does',
    url: 'https://dapp.example.org',
    icons: ['https://dapp.example.org/icon.png'],
  },
})

export function App() {
  return (
    <header>
      <ConnectButton />
    </header>
  )
}

const container = document.getElementById('root')
if (container)
  createRoot(container).render(
    <AirlockProvider airlock={airlock}>
      <App />
    </AirlockProvider>,
  )
// #endregion example
