import type { CaipNetwork, ChainState } from '@airlock/core'
import { useMemo } from 'react'
import { useAirlockInstance } from '../context.ts'
import { useStoreValue } from './useStoreValue.ts'

/**
 * The active network. createAirlock refuses an empty network list and starts on one of them, and removeNetwork
 * moves off the active network before dropping it (or refuses), so there always is one. The store's type is
 * optional all the same; the first configured network stands in should it ever be unset.
 */
const selectActive = (s: ChainState): CaipNetwork => (s.activeCaipNetwork ?? s.requestedCaipNetworks[0])!

/** The active network, the configured ones, and a way to switch (resolves false when the switch failed). */
export function useAirlockNetwork() {
  const airlock = useAirlockInstance()
  const caipNetwork = useStoreValue(airlock.chain, selectActive)
  const networks = useStoreValue(airlock.chain, (s) => s.requestedCaipNetworks)
  const isUnsupported = useStoreValue(airlock.chain, (s) => s.isUnsupportedChain)
  return useMemo(
    () => ({
      caipNetwork,
      caipNetworkId: caipNetwork.caipNetworkId,
      chainId: caipNetwork.id,
      networks,
      isUnsupported,
      switchNetwork: (network: CaipNetwork) => airlock.switchNetwork(network),
    }),
    [airlock, caipNetwork, networks, isUnsupported],
  )
}
