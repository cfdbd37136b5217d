import { parseErrorMessage } from '@airlock/core'
import { isUserRejection } from '@airlock/core/internal'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useAirlockInstance } from '../../context.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { connectMessages } from '../../i18n/en/connect.ts'
import { fill } from '../../i18n/fill.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { AlertIcon } from '../components/icons.tsx'
import { PendingRing } from '../components/PendingRing.tsx'
import { WalletImage } from '../components/WalletImage.tsx'

type Attempt = { state: 'pending' } | { state: 'declined' } | { state: 'failed'; message: string }

/** Waits for the wallet's answer to a connection request; declined and failed attempts can be retried. */
export function ConnectingExternalView() {
  const airlock = useAirlockInstance()
  const m = useMessages(connectMessages)
  const connector = useStoreValue(airlock.router, (s) => s.data?.connector)
  const [attempt, setAttempt] = useState<Attempt>({ state: 'pending' })
  const started = useRef(false)

  const connect = useCallback(async () => {
    if (!connector) return
    setAttempt({ state: 'pending' })
    try {
      await airlock.connect(connector)
    } catch (error) {
      setAttempt(
        isUserRejection(error)
          ? { state: 'declined' }
          : { state: 'failed', message: parseErrorMessage(error) },
      )
    }
  }, [airlock, connector])

  useEffect(() => {
    // Strict mode mounts twice; a wallet must not get two requests for one click.
    if (started.current) return
    started.current = true
    void connect()
  }, [connect])

  if (!connector) return null
  const failed = attempt.state !== 'pending'
  return (
    <div className="center" aria-live="polite">
      <div className="pending">
        <PendingRing failed={failed} />
        <WalletImage kind="connector" id={connector.id} src={connector.imageUrl} size={72} />
        {failed && (
          <span className="badge">
            <AlertIcon size={14} />
          </span>
        )}
      </div>
      {attempt.state === 'pending' && (
        <>
          <h2>{fill(m.continueIn, { name: connector.name })}</h2>
          <p>{m.acceptInWallet}</p>
        </>
      )}
      {attempt.state === 'declined' && (
        <>
          <h2>{m.connectionDeclined}</h2>
          <p>{m.declinedInWallet}</p>
        </>
      )}
      {attempt.state === 'failed' && (
        <>
          <h2>{m.connectionFailed}</h2>
          <p>{attempt.message}</p>
        </>
      )}
      {failed && (
        <div className="actions">
          <button type="button" className="primary" onClick={() => void connect()}>
            {m.tryAgain}
          </button>
        </div>
      )}
    </div>
  )
}
