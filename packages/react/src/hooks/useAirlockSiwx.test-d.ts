import type { SIWXSession, SiwxState } from '@airlock/core'
import { useAirlockSiwx } from '@airlock/react'
import { describe, expectTypeOf, it } from 'vitest'

describe('useAirlockSiwx', () => {
  it("returns where the account's sign-in stands and the sign-in actions", () => {
    expectTypeOf(useAirlockSiwx).parameters.toEqualTypeOf<[]>()
    expectTypeOf(useAirlockSiwx()).toEqualTypeOf<{
      enabled: boolean
      status: 'idle' | 'checking' | 'unsigned' | 'signing' | 'signed'
      session: SIWXSession | undefined
      isSignedIn: boolean
      error: string | undefined
      signIn: () => Promise<SIWXSession | undefined>
      requestSignIn: () => Promise<void>
      signOut: () => Promise<void>
    }>()
    expectTypeOf(useAirlockSiwx().status).toEqualTypeOf<SiwxState['status']>()
  })
})
