// #region example
import { useAirlockAccount } from '@airlock/react'

export function AccountSummary() {
  const {
    address,
    isConnected,
    isConnecting,
    balance,
    balanceSymbol,
    profileName,
    accountType,
  } = useAirlockAccount()
  if (isConnecting) return <p>Connecting…</p>
  if (!isConnected || !address) return <p>Not connected</p>
  return (
    <p>
      {profileName ?? address} holds {balance ?? '…'} {balanceSymbol}
      {accountType === 'smartAccount' && ' (smart account)'}
    </p>
  )
}

// Another namespace's account, whichever namespace is active:
export function SolanaAddress() {
  const { address } = useAirlockAccount({ namespace: 'solana' })
  return <code>{address ?? 'no Solana wallet'}</code>
}
// #endregion example
