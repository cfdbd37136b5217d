// #region example
import { mainnet as airlockMainnet, createAirlock } from '@airlock/core'
import { AirlockProvider, ConnectButton } from '@airlock/react'
import { createWagmiAdapter } from '@airlock/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createConfig, http, useConnection, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = createConfig({
  chains: [mainnet],
  transports: { [mainnet.id]: http() },
})
const airlock = createAirlock({
  projectId: 'your-project-id',
  networks: [airlockMainnet],
  // Instead of createEvmAdapter(), not beside it: one adapter serves eip155.
  adapters: [createWagmiAdapter({ config })],
})
const queryClient = new QueryClient()

function Account() {
  const { address } = useConnection() // the wallet connected in Airlock's modal
  return (
    <>
      <ConnectButton />
      <p>{address}</p>
    </>
  )
}

export function App() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <AirlockProvider airlock={airlock}>
          <Account />
        </AirlockProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
// #endregion example
