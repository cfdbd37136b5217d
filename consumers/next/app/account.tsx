'use client'

import { ConnectButton, useAirlockAccount, useAirlockNetwork } from '@airlock/react'

export function Account() {
  const { address, isConnected } = useAirlockAccount()
  const { caipNetwork } = useAirlockNetwork()
  return (
    <section>
      <ConnectButton />
      <p data-testid="status">{isConnected ? 'connected' : 'disconnected'}</p>
      <p data-testid="address">{address ?? ''}</p>
      <p data-testid="network">{caipNetwork?.name ?? ''}</p>
    </section>
  )
}
