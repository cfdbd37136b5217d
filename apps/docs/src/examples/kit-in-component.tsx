// #region example
import { type Airlock, airlockDevnet, createAirlock } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'
import { AirlockProvider, ConnectButton } from '@airlock/react'
import { useEffect, useState } from 'react'

// A kit that lives as long as this component: its effect makes it, and the
// effect's cleanup destroys it.
export function Wallet({ projectId }: { projectId: string }) {
  const [airlock, setAirlock] = useState<Airlock>()
  useEffect(() => {
    const kit = createAirlock({
      projectId,
      networks: [airlockDevnet],
      adapters: [createEvmAdapter()],
    })
    setAirlock(kit)
    return () => kit.destroy()
  }, [projectId])
  // The first render has no kit yet.
  if (!airlock) return null
  return (
    <AirlockProvider airlock={airlock}>
      <ConnectButton />
    </AirlockProvider>
  )
}
// #endregion example
