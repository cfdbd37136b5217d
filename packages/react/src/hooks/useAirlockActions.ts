import { useMemo } from 'react'
import { useAirlockInstance } from '../context.ts'

/** The connected wallet's actions: sign a message, send a transaction, switch network, disconnect. */
export function useAirlockActions() {
  const airlock = useAirlockInstance()
  return useMemo(
    () => ({
      signMessage: (message: string) => airlock.signMessage(message),
      sendTransaction: (tx: { to: string; value?: bigint | undefined; data?: string | undefined }) =>
        airlock.sendTransaction(tx),
      switchNetwork: airlock.switchNetwork,
      disconnect: () => airlock.disconnect(),
    }),
    [airlock],
  )
}
