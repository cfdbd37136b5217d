import type { CaipNetwork } from '@airlock/core'
import { useAirlockActions } from '@airlock/react'
import { describe, expectTypeOf, it } from 'vitest'

describe('useAirlockActions', () => {
  it("returns the connected wallet's actions with the kit's own signatures", () => {
    expectTypeOf(useAirlockActions).parameters.toEqualTypeOf<[]>()
    expectTypeOf(useAirlockActions()).toEqualTypeOf<{
      signMessage: (message: string) => Promise<string>
      sendTransaction: (tx: {
        to: string
        value?: bigint | undefined
        data?: string | undefined
      }) => Promise<string>
      switchNetwork: (network: CaipNetwork) => Promise<boolean>
      disconnect: () => Promise<boolean>
    }>()
  })
})
