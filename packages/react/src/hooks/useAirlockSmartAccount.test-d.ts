import type { AccountType, SmartAccountActions, SmartSessionsState } from '@airlock/core'
import { useAirlockSmartAccount } from '@airlock/react'
import { describe, expectTypeOf, it } from 'vitest'

/** One object type out of an intersection, as the hook's spread of the actions gives it. */
type Flat<T> = { [K in keyof T]: T[K] }

describe('useAirlockSmartAccount', () => {
  it("returns the account's type, its sessions and the smart-account actions", () => {
    expectTypeOf(useAirlockSmartAccount).parameters.toEqualTypeOf<[]>()
    expectTypeOf(useAirlockSmartAccount()).toEqualTypeOf<
      Flat<
        {
          accountType: AccountType | undefined
          smartAccountDeployed: boolean
          allAccounts: { address: string; type: AccountType }[]
          sessions: SmartSessionsState
        } & SmartAccountActions
      >
    >()
    const { sendCalls, waitForCallsStatus } = useAirlockSmartAccount()
    expectTypeOf(sendCalls).returns.resolves.toHaveProperty('id').toBeString()
    expectTypeOf(waitForCallsStatus).parameter(0).toBeString()
  })
})
