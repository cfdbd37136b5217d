import { ConnectButton, type ConnectButtonProps } from '@airlock/react'
import { describe, expectTypeOf, it } from 'vitest'

describe('ConnectButton', () => {
  it('takes optional labels and whether to show the balance', () => {
    expectTypeOf(ConnectButton).parameter(0).toEqualTypeOf<ConnectButtonProps>()
    expectTypeOf<ConnectButtonProps>().toEqualTypeOf<{
      label?: string | undefined
      loadingLabel?: string | undefined
      balance?: 'show' | 'hide' | undefined
    }>()
    expectTypeOf(ConnectButton).toBeCallableWith({})
    expectTypeOf(ConnectButton).toBeCallableWith({ label: 'Sign in', balance: 'hide' })
    // @ts-expect-error balance is 'show' or 'hide'
    ConnectButton({ balance: false })
  })
})
