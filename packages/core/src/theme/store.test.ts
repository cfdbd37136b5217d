import { describe, expect, it } from 'vitest'
import { createThemeStore } from './store.ts'

describe('createThemeStore', () => {
  it('starts light with no variables or accent, or with what the options give', () => {
    expect(createThemeStore().getState()).toEqual({
      themeMode: 'light',
      themeVariables: {},
      accentColor: undefined,
    })
    const given = createThemeStore({
      themeMode: 'system',
      themeVariables: { '--airlock-z-index': 5 },
      accentColor: '#ffd400',
    })
    expect(given.getState()).toEqual({
      themeMode: 'system',
      themeVariables: { '--airlock-z-index': 5 },
      accentColor: '#ffd400',
    })
  })

  it('changes mode and accent, and merges variables (undefined removing one) into a new object', () => {
    const theme = createThemeStore({ themeVariables: { '--airlock-border-radius-master': '8px' } })
    const seen: string[] = []
    theme.subscribe((s) => seen.push(s.themeMode))
    theme.setThemeMode('dark')
    theme.setAccentColor('tomato')
    const before = theme.getState().themeVariables
    theme.setThemeVariables({ '--airlock-modal-width': '400px' })
    expect(theme.getState().themeVariables).toEqual({
      '--airlock-border-radius-master': '8px',
      '--airlock-modal-width': '400px',
    })
    // A new object: a React reader of the variables sees the change.
    expect(theme.getState().themeVariables).not.toBe(before)
    theme.setThemeVariables({ '--airlock-border-radius-master': undefined })
    expect(theme.getState().themeVariables['--airlock-border-radius-master']).toBeUndefined()
    theme.setAccentColor(undefined)
    expect(theme.getState()).toMatchObject({ themeMode: 'dark', accentColor: undefined })
    expect(seen[0]).toBe('dark')
  })
})
