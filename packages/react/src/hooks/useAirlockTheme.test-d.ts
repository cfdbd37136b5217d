import type { ThemeMode, ThemeVariables } from '@airlock/core'
import { type AirlockThemeState, useAirlockTheme } from '@airlock/react'
import { describe, expectTypeOf, it } from 'vitest'

describe('useAirlockTheme', () => {
  it('returns the theme chosen, the mode on screen and the setters', () => {
    expectTypeOf(useAirlockTheme).parameters.toEqualTypeOf<[]>()
    expectTypeOf(useAirlockTheme()).toEqualTypeOf<AirlockThemeState>()
    expectTypeOf<AirlockThemeState>().toEqualTypeOf<{
      themeMode: ThemeMode
      resolvedThemeMode: 'light' | 'dark'
      themeVariables: ThemeVariables
      accentColor: string | undefined
      setThemeMode: (mode: ThemeMode) => void
      setThemeVariables: (variables: ThemeVariables) => void
      setAccentColor: (color: string | undefined) => void
    }>()
    // @ts-expect-error 'system' is resolved: the mode on screen is light or dark
    expectTypeOf<AirlockThemeState['resolvedThemeMode']>().toExtend<'system'>()
  })
})
