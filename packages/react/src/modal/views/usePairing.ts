import type { WalletSelection } from '@airlock/core'
import { ensurePairing, isPairingStale, retryPairing } from '@airlock/core/internal'
import { useCallback } from 'react'
import { useAirlockInstance } from '../../context.ts'
import { useAfterPaint } from '../../hooks/useAfterPaint.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'

/** Checked every second while a QR view is open: a pairing about to expire is replaced before it does. */
const FRESHNESS_CHECK_MS = 1_000

type PairingHost = Parameters<typeof isPairingStale>[0] & {
  modal: { getState(): { open: boolean } }
  options: { enableEmbedded?: boolean | undefined }
}

/**
 * Whether the view should make a new pairing now: its pairing is missing or about to expire, it has not failed
 * (the visitor retries that), and the view is still on screen. A modal being closed keeps its view mounted while
 * it animates out, and closing takes the pairing away: without the last condition the view would pair again
 * behind the visitor's back and the page would read 'connecting' with nothing shown. An inline card is always
 * on screen.
 */
export function pairingNeedsRefresh(airlock: PairingHost): boolean {
  if (!airlock.modal.getState().open && !airlock.options.enableEmbedded) return false
  return !airlock.connection.getState().wcError && isPairingStale(airlock)
}

/**
 * The pairing URI a WalletConnect view shows, kept fresh while the view is open, with the error state
 * and a retry (refused within 1 s of the last attempt, by the core action).
 */
export function usePairing(wallet?: WalletSelection) {
  const airlock = useAirlockInstance()
  const uri = useStoreValue(airlock.connection, (s) => s.wcUri)
  const failed = useStoreValue(airlock.connection, (s) => s.wcError)
  const available = airlock.walletConnect !== undefined

  // After the first paint, so the click that opened the QR view paints it in one frame.
  useAfterPaint(() => {
    if (!available) return
    const check = () => {
      if (!pairingNeedsRefresh(airlock)) return
      void ensurePairing(airlock, wallet ? { wallet } : {}).catch(() => {})
    }
    check()
    const timer = setInterval(check, FRESHNESS_CHECK_MS)
    return () => clearInterval(timer)
  }, [airlock, available, wallet])

  const retry = useCallback(() => void retryPairing(airlock, wallet).catch(() => {}), [airlock, wallet])
  return { uri, failed, retry, available }
}
