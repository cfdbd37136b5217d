import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createConfig, http, useConnect, useConnection, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'

/*
 * The page-load baseline of the benchmarks (apps/docs/pages/benchmarks.md), built by the same Vite in the
 * same app: React + viem + wagmi with the injected connector and a plain button, no modal kit. The Airlock
 * page may add at most 15 kB (gzip).
 */
const config = createConfig({
  chains: [mainnet],
  connectors: [injected()],
  transports: { [mainnet.id]: http() },
})
const queryClient = new QueryClient()

function App() {
  const { address, isConnected } = useConnection()
  const { connect, connectors } = useConnect()
  const first = connectors[0]
  return (
    <main>
      <h1>Baseline</h1>
      {isConnected ? (
        <p>{address}</p>
      ) : (
        <button type="button" disabled={!first} onClick={() => first && connect({ connector: first })}>
          Connect Wallet
        </button>
      )}
    </main>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('baseline.html has no #root')
createRoot(root).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </WagmiProvider>,
)
