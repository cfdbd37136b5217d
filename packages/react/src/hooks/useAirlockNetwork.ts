import type { CaipNetwork } from '@airlock/core'
import { useMemo } from 'react'
import { useAirlockInstance } from '../context.ts'
import { useStoreValue } from './useStoreValue.ts'

/** The active network, the configured ones, and a way to switch. */
export function useAirlockNetwork() {
  const airlock = useAirlockInstance()
  const caipNetwork = useStoreValue(airlock.chain, (s) => s.activeCaipNetwork)
  const networks = useStoreValue(airlock.chain, (s) => s.requestedCaipNetworks)
  const isUnsupported = useStoreValue(airlock.chain, (s) => s.isUnsupportedChain)
  return useMemo(
    () => ({
      caipNetwork,
      caipNetworkId: caipNetwork?.caipNetworkId,
      chainId: caipNetwork?.id,
      networks,
      isUnsupported,
      switchNetwork: (network: CaipNetwork) => airlock.switchNetwork(network),
    }),
    [airlock, caipNetwork, networks, isUnsupported],
  )
}
