import { AirlockProvider, ConnectButton, useAirlockAccount, useAirlockNetwork } from '@airlock/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { airlock, devnet, ethereum } from './config'

function Account() {
  const { address, isConnected } = useAirlockAccount()
  const { caipNetwork, switchNetwork } = useAirlockNetwork()
  return (
    <main>
      <h1>Airlock in a Vite app</h1>
      <ConnectButton />
      <p data-testid="status">{isConnected ? 'connected' : 'disconnected'}</p>
      <p data-testid="address">{address ?? ''}</p>
      <p data-testid="network">{caipNetwork?.name ?? ''}</p>
      <button type="button" disabled={!isConnected} onClick={() => switchNetwork(ethereum)}>
        Switch to Ethereum
      </button>
      <button type="button" disabled={!isConnected} onClick={() => switchNetwork(devnet)}>
        Switch to the devnet
      </button>
    </main>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <AirlockProvider airlock={airlock}>
      <Account />
    </AirlockProvider>
  </StrictMode>,
)
