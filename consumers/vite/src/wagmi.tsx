import { createAirlock } from '@airlock/core'
import { AirlockProvider, ConnectButton, useAirlockAccount, useAirlockNetwork } from '@airlock/react'
import { createWagmiAdapter } from '@airlock/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { type Address, defineChain, erc20Abi } from 'viem'
import {
  createConfig,
  http,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWriteContract,
  WagmiProvider,
} from 'wagmi'
import { devnet, env, ethereum } from './config'

/*
 * A dapp that already uses wagmi: its own config, WagmiProvider and hooks, with Airlock's modal and button on
 * top through @airlock/wagmi. Every transport points at this machine: the devnet, and the Airlock cloud's
 * gateway for Ethereum.
 */
const devnetRpcUrl = env.devnetRpcUrl ?? 'http://127.0.0.1:8545'
const cloudUrl = env.cloudUrl ?? 'http://127.0.0.1:8787'
const token = env.devnetToken as Address | undefined
/** Where the page sends: the devnet's second test account. */
const receiver: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const devnetChain = defineChain({
  id: 31337,
  name: 'Airlock Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [devnetRpcUrl] } },
})
const gateway = `${cloudUrl}/v1/?chainId=eip155:1&projectId=airlock-demo`
const ethereumChain = defineChain({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [gateway] } },
})

const config = createConfig({
  chains: [devnetChain, ethereumChain],
  transports: { [devnetChain.id]: http(devnetRpcUrl), [ethereumChain.id]: http(gateway) },
})

const airlock = createAirlock({
  projectId: 'airlock-demo',
  networks: [devnet, ethereum],
  adapters: [createWagmiAdapter({ config })],
  cloudUrl,
  metadata: { name: 'Vite wagmi consumer', description: 'Airlock on wagmi', url: location.origin, icons: [] },
})

const queryClient = new QueryClient()

function Wagmi() {
  const connection = useConnection()
  const connectors = useConnectors()
  const { mutate: connect } = useConnect()
  const { mutate: disconnect } = useDisconnect()
  const { mutate: switchChain } = useSwitchChain()
  const { data: signature, mutate: signMessage, error: signError } = useSignMessage()
  const { data: sent, mutate: sendTransaction, error: sendError } = useSendTransaction()
  const { data: written, mutate: writeContract, error: writeError } = useWriteContract()
  const [error, setError] = useState('')
  const failure = signError ?? sendError ?? writeError
  return (
    <section aria-label="wagmi">
      <h2>wagmi</h2>
      <p data-testid="wagmi-status">{connection.status}</p>
      <p data-testid="wagmi-address">{connection.address ?? ''}</p>
      <p data-testid="wagmi-chain">{connection.chainId ?? ''}</p>
      <p data-testid="wagmi-connector">{connection.connector?.name ?? ''}</p>
      {connectors.map((connector) => (
        <button key={connector.uid} type="button" onClick={() => connect({ connector })}>
          wagmi connect {connector.name}
        </button>
      ))}
      <button type="button" onClick={() => disconnect()}>
        wagmi disconnect
      </button>
      <button type="button" onClick={() => signMessage({ message: 'Signed through wagmi' })}>
        wagmi sign
      </button>
      <button type="button" onClick={() => switchChain({ chainId: ethereumChain.id })}>
        wagmi switch to Ethereum
      </button>
      <button type="button" onClick={() => switchChain({ chainId: devnetChain.id })}>
        wagmi switch to the devnet
      </button>
      <button type="button" onClick={() => sendTransaction({ to: receiver, value: 1_000n })}>
        wagmi send
      </button>
      <button
        type="button"
        onClick={() => {
          if (!token) return setError('devnetToken is not set in /airlock-env.js')
          writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [receiver, 1n] })
        }}
      >
        wagmi write
      </button>
      <p data-testid="wagmi-signature">{signature ?? ''}</p>
      <p data-testid="wagmi-sent">{sent ?? ''}</p>
      <p data-testid="wagmi-written">{written ?? ''}</p>
      <p data-testid="wagmi-error">{error || (failure ? failure.message.split('\n')[0] : '')}</p>
    </section>
  )
}

function Kit() {
  const { address, isConnected } = useAirlockAccount()
  const { caipNetwork } = useAirlockNetwork()
  return (
    <section aria-label="Airlock">
      <h2>Airlock</h2>
      <ConnectButton />
      <p data-testid="status">{isConnected ? 'connected' : 'disconnected'}</p>
      <p data-testid="address">{address ?? ''}</p>
      <p data-testid="network">{caipNetwork?.name ?? ''}</p>
    </section>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('wagmi.html has no #root')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <AirlockProvider airlock={airlock}>
          <main>
            <h1>Airlock with wagmi in a Vite app</h1>
            <Kit />
            <Wagmi />
          </main>
        </AirlockProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
