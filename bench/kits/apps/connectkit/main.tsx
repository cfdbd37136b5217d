import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { createRoot } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

// ConnectKit: its quick start (getDefaultConfig, default connectors), Ethereum mainnet only.
const config = createConfig(
  getDefaultConfig({
    chains: [mainnet],
    transports: { [mainnet.id]: http() },
    walletConnectProjectId: 'bench',
    appName: 'Bench dapp',
  }),
)
const queryClient = new QueryClient()

function App() {
  return (
    <main>
      <h1>Bench dapp</h1>
      <ConnectKitButton />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>
        <App />
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
