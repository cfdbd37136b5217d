import type { CaipNetwork, CaipNetworkId } from '@airlock/core'
import { useAirlockNetwork } from '@airlock/react'
import { describe, expectTypeOf, it } from 'vitest'

describe('useAirlockNetwork', () => {
  it('returns the active network (always one), the configured ones and switchNetwork', () => {
    expectTypeOf(useAirlockNetwork).parameters.toEqualTypeOf<[]>()
    expectTypeOf(useAirlockNetwork()).toEqualTypeOf<{
      caipNetwork: CaipNetwork
      caipNetworkId: CaipNetworkId
      chainId: number | string
      networks: readonly CaipNetwork[]
      isUnsupported: boolean
      switchNetwork: (network: CaipNetwork) => Promise<boolean>
    }>()
  })
})
