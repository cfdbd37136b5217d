import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

// RainbowKit: its quick start (getDefaultConfig, default wallet list), Ethereum mainnet only.
const config = getDefaultConfig({ appName: 'Bench dapp', projectId: 'bench', chains: [mainnet] })
const queryClient = new QueryClient()

function App() {
  return (
    <main>
      <h1>Bench dapp</h1>
      <ConnectButton label="Connect Wallet" />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <App />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
