import type { Airlock } from '@airlock/core'
import { AirlockModal, AirlockProvider, type AirlockProviderProps } from '@airlock/react'
import type { ReactNode } from 'react'
import { describe, expectTypeOf, it } from 'vitest'

declare const airlock: Airlock

describe('AirlockProvider', () => {
  it('takes the Airlock createAirlock returned, and children', () => {
    expectTypeOf<AirlockProviderProps>().toEqualTypeOf<{ airlock: Airlock; children?: ReactNode }>()
    expectTypeOf(AirlockProvider).parameter(0).toEqualTypeOf<AirlockProviderProps>()
    expectTypeOf(AirlockProvider).toBeCallableWith({ airlock })
    // @ts-expect-error the kit is required: the hooks read it
    AirlockProvider({})
    // @ts-expect-error an options object is not a kit: createAirlock makes one
    AirlockProvider({ airlock: { projectId: 'p' } })
  })

  it('places the modal with AirlockModal, which takes no props', () => {
    expectTypeOf(AirlockModal).parameters.toEqualTypeOf<[]>()
  })
})
