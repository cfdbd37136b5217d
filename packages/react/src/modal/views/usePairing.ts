import { ensurePairing, isPairingStale, retryPairing, type WalletSelection } from '@airlock/core'
import { useCallback, useEffect } from 'react'
import { useAirlockInstance } from '../../context.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'

/** Checked every second while a QR view is open: a pairing about to expire is replaced before it does. */
const FRESHNESS_CHECK_MS = 1_000

/**
 * The pairing URI a WalletConnect view shows, kept fresh while the view is open, with the error state
 * and a retry (refused within 1 s of the last attempt, by the core action).
 */
export function usePairing(wallet?: WalletSelection) {
  const airlock = useAirlockInstance()
  const uri = useStoreValue(airlock.connection, (s) => s.wcUri)
  const failed = useStoreValue(airlock.connection, (s) => s.wcError)
  const available = airlock.walletConnect !== undefined

  useEffect(() => {
    if (!available) return
    const check = () => {
      if (airlock.connection.getState().wcError || !isPairingStale(airlock)) return
      void ensurePairing(airlock, wallet ? { wallet } : {}).catch(() => {})
    }
    check()
    const timer = setInterval(check, FRESHNESS_CHECK_MS)
    return () => clearInterval(timer)
  }, [airlock, available, wallet])

  const retry = useCallback(() => void retryPairing(airlock, wallet).catch(() => {}), [airlock, wallet])
  return { uri, failed, retry, available }
}
