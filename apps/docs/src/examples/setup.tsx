// #region example
import { airlockDevnet, createAirlock, mainnet } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'
import { AirlockProvider, ConnectButton, useAirlockAccount } from '@airlock/react'
import { createRoot } from 'react-dom/client'

// One kit per app, created outside React. Two kits never share state.
const airlock = createAirlock({
  // The local stack `npm start` runs; in production, your project's id and cloud.
  projectId: 'airlock-demo',
  cloudUrl: 'http://127.0.0.1:8787',
  networks: [airlockDevnet, mainnet],
  adapters: [createEvmAdapter()],
  metadata: {
    name: 'My dapp',
    description: 'What my dapp does',
    url: window.location.origin,
    icons: [],
  },
})

function Account() {
  const { address, isConnected, balance, balanceSymbol } = useAirlockAccount()
  if (!isConnected) return <p>Not connected</p>
  return (
    <p>
      {address} holds{' '}
      {balance === undefined
        ? '…'
        : Number(balance).toLocaleString(undefined, {
            maximumFractionDigits: 4,
          })}{' '}
      {balanceSymbol}
    </p>
  )
}

export function App() {
  return (
    <header>
      <ConnectButton />
      <Account />
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
