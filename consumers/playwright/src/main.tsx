import { AirlockProvider, ConnectButton, useAirlockAccount, useAirlockActions } from '@airlock/react'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { parseEther } from 'viem'
import { airlock, tipJar } from './config'

type Tip =
  | { state: 'idle' }
  | { state: 'waiting' }
  | { state: 'sent'; hash: string }
  | { state: 'rejected' }
  | { state: 'failed'; message: string }

/** The wallet's "no", as the kit reports it: not a failure, the visitor changed their mind. */
const isRejection = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { isUserRejection?: unknown }).isUserRejection === true

function TipJar() {
  const { address, isConnected } = useAirlockAccount()
  const { sendTransaction } = useAirlockActions()
  const [tip, setTip] = useState<Tip>({ state: 'idle' })

  const send = async () => {
    setTip({ state: 'waiting' })
    try {
      const hash = await sendTransaction({ to: tipJar, value: parseEther('0.001') })
      setTip({ state: 'sent', hash })
    } catch (error) {
      if (isRejection(error)) setTip({ state: 'rejected' })
      else setTip({ state: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <main>
      <h1>Tip jar</h1>
      <ConnectButton />
      <p data-testid="status">{isConnected ? 'connected' : 'disconnected'}</p>
      <p data-testid="address">{address ?? ''}</p>
      <button type="button" disabled={!isConnected || tip.state === 'waiting'} onClick={send}>
        Tip 0.001 ETH
      </button>
      <p
        role="status"
        data-testid="tip"
        data-state={tip.state}
        data-hash={tip.state === 'sent' ? tip.hash : undefined}
      >
        {tip.state === 'waiting' && 'Confirm the tip in your wallet…'}
        {tip.state === 'sent' && `Thank you! Transaction ${tip.hash}`}
        {tip.state === 'rejected' && 'You rejected the tip in your wallet.'}
        {tip.state === 'failed' && `The tip failed: ${tip.message}`}
      </p>
    </main>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <AirlockProvider airlock={airlock}>
      <TipJar />
    </AirlockProvider>
  </StrictMode>,
)
