import { createAirlock, mainnet } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'
import { AirlockProvider, ConnectButton } from '@airlock/react'
import { createRoot } from 'react-dom/client'

// Airlock: README's "Using the kit", Ethereum mainnet only.
const airlock = createAirlock({
  projectId: 'bench',
  networks: [mainnet],
  adapters: [createEvmAdapter()],
  cloudUrl: 'http://127.0.0.1:8787',
  metadata: { name: 'Bench dapp', description: 'Kit bench', url: 'https://example.org', icons: [] },
  themeMode: 'light',
})

function App() {
  return (
    <main>
      <h1>Bench dapp</h1>
      <ConnectButton />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <AirlockProvider airlock={airlock}>
    <App />
  </AirlockProvider>,
)
