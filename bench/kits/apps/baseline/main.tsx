import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createConfig, http, useAccount, useConnect, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'

// Baseline: React + viem + wagmi with the injected connector and a plain button, no modal kit.
const config = createConfig({
  chains: [mainnet],
  connectors: [injected()],
  transports: { [mainnet.id]: http() },
})
const queryClient = new QueryClient()

function App() {
  const { address, isConnected } = useAccount()
  const { connect, connectors } = useConnect()
  return (
    <main>
      <h1>Bench dapp</h1>
      {isConnected ? (
        <p>{address}</p>
      ) : (
        <button type="button" onClick={() => connect({ connector: connectors[0]! })}>
          Connect Wallet
        </button>
      )}
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </WagmiProvider>,
)
