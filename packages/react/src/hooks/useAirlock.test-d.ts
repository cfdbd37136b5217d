import type { OpenOptions, ViewName } from '@airlock/core'
import { useAirlock } from '@airlock/react'
import { describe, expectTypeOf, it } from 'vitest'

describe('useAirlock', () => {
  it('takes nothing and returns open, close and the modal state', () => {
    expectTypeOf(useAirlock).parameters.toEqualTypeOf<[]>()
    expectTypeOf(useAirlock()).toEqualTypeOf<{
      open: (options?: OpenOptions) => void
      close: () => void
      isOpen: boolean
      loading: boolean
      view: ViewName
    }>()
    expectTypeOf(useAirlock().open).toBeCallableWith({ view: 'Networks' })
    // @ts-expect-error a view the modal does not have
    useAirlock().open({ view: 'Settings' })
  })
})
