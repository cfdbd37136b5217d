import { mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

// Reown AppKit: its React + wagmi quick start, Ethereum mainnet only.
const projectId = 'bench'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })
createAppKit({
  adapters: [wagmiAdapter],
  networks: [mainnet],
  projectId,
  metadata: { name: 'Bench dapp', description: 'Kit bench', url: 'https://example.org', icons: [] },
})
const queryClient = new QueryClient()

function App() {
  return (
    <main>
      <h1>Bench dapp</h1>
      {/* AppKit's default label is "Connect"; the bench looks for "Connect Wallet". */}
      <appkit-button label="Connect Wallet" />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </WagmiProvider>,
)
