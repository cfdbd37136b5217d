import type { AirlockLocale, LocaleInput, TextDirection } from '@airlock/core'
import { type AirlockLocaleState, useAirlockLocale } from '@airlock/react'
import { describe, expectTypeOf, it } from 'vitest'

describe('useAirlockLocale', () => {
  it('returns the locale on screen, its direction, the shipped locales and setLocale', () => {
    expectTypeOf(useAirlockLocale).parameters.toEqualTypeOf<[]>()
    expectTypeOf(useAirlockLocale()).toEqualTypeOf<AirlockLocaleState>()
    expectTypeOf<AirlockLocaleState>().toEqualTypeOf<{
      locale: AirlockLocale
      dir: TextDirection
      loading: AirlockLocale | undefined
      error: Error | undefined
      locales: readonly AirlockLocale[]
      setLocale: (locale: LocaleInput) => Promise<void>
    }>()
    expectTypeOf<TextDirection>().toEqualTypeOf<'ltr' | 'rtl'>()
    expectTypeOf(useAirlockLocale().setLocale).toBeCallableWith('ar')
  })
})
