import { describe, expect, it } from 'vitest'
import { contrastRatio, DARK_INK, parseColor, type Rgba } from './accent.ts'
import { hostVariables } from './hostVariables.ts'

// What a browser would resolve; here the plain syntaxes and one name.
const resolve = (css: string) => (css === 'gold' ? parseColor('#ffd700') : parseColor(css))

describe('hostVariables', () => {
  it('passes the variables on as strings, leaving out unset ones', () => {
    expect(
      hostVariables(
        {
          themeVariables: {
            '--airlock-border-radius-master': '8px',
            '--airlock-z-index': 50,
            '--airlock-modal-width': undefined,
          },
          accentColor: undefined,
        },
        'light',
        resolve,
      ),
    ).toEqual({ '--airlock-border-radius-master': '8px', '--airlock-z-index': '50' })
  })

  it('derives the accent tokens from accentColor, or from --airlock-accent', () => {
    const fromOption = hostVariables({ themeVariables: {}, accentColor: 'gold' }, 'light', resolve)
    expect(fromOption['--airlock-color-accent']).toBe('gold')
    expect(fromOption['--airlock-color-accent-fg']).toBe(DARK_INK)
    const fromVariable = hostVariables(
      { themeVariables: { '--airlock-accent': 'gold' }, accentColor: undefined },
      'light',
      resolve,
    )
    expect(fromVariable).toMatchObject({ '--airlock-accent': 'gold', '--airlock-color-accent': 'gold' })
  })

  it('judges the accent text against the bg the dapp set, and leaves a token the dapp set alone', () => {
    const variables = hostVariables(
      {
        themeVariables: { '--airlock-color-bg': '#000000', '--airlock-color-accent-fg': '#123456' },
        accentColor: '#1d4ed8',
      },
      'light',
      resolve,
    )
    expect(variables['--airlock-color-accent-fg']).toBe('#123456')
    const text = parseColor(variables['--airlock-color-accent-text'] as string) as Rgba
    expect(contrastRatio(text, parseColor('#000000') as Rgba)).toBeGreaterThanOrEqual(4.5)
  })

  it('derives nothing from a colour it cannot resolve (a var()), passing it on', () => {
    expect(hostVariables({ themeVariables: {}, accentColor: 'var(--brand)' }, 'dark', resolve)).toEqual({})
  })

  it('mixes --airlock-color-mix into the three backgrounds by its strength, and only with a strength', () => {
    const mixed = hostVariables(
      {
        themeVariables: { '--airlock-color-mix': '#ff0000', '--airlock-color-mix-strength': '20' },
        accentColor: undefined,
      },
      'dark',
      resolve,
    )
    expect(mixed['--airlock-color-bg']).toBe('color-mix(in srgb, #ff0000 20%, #18191d)')
    expect(mixed['--airlock-color-bg-2']).toBe('color-mix(in srgb, #ff0000 20%, #232429)')
    expect(mixed['--airlock-color-bg-3']).toBe('color-mix(in srgb, #ff0000 20%, #2e3036)')
    const unmixed = hostVariables(
      { themeVariables: { '--airlock-color-mix': '#ff0000' }, accentColor: undefined },
      'dark',
      resolve,
    )
    expect(unmixed['--airlock-color-bg']).toBeUndefined()
  })
})
