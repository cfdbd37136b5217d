import { describe, expect, it } from 'vitest'
import { applyTheme } from './theme.ts'

function target() {
  const properties: Record<string, string> = {}
  return {
    dataset: {} as Record<string, string | undefined>,
    style: {
      setProperty(name: string, value: string) {
        properties[name] = value
      },
      removeProperty(name: string) {
        const before = properties[name] ?? ''
        delete properties[name]
        return before
      },
    },
    properties,
  }
}

describe('applyTheme', () => {
  it('sets the mode and the known variables', () => {
    const root = target()
    applyTheme(root, {
      themeMode: 'dark',
      themeVariables: {
        '--airlock-accent': '#ff6600',
        '--w3m-font-family': 'Inter, sans-serif',
        '--other': 'x',
      },
    })
    expect(root.dataset.theme).toBe('dark')
    expect(root.properties).toEqual({ '--accent': '#ff6600', '--font-family': 'Inter, sans-serif' })
  })

  it('takes the colours, font size and text on the accent; --airlock-color-accent wins over --airlock-accent', () => {
    const root = target()
    applyTheme(root, {
      themeMode: 'light',
      themeVariables: {
        '--airlock-color-accent': 'rgb(124 58 237 / 90%)',
        '--airlock-accent': '#ff6600',
        '--airlock-color-accent-fg': '#ffd400',
        '--airlock-font-size-master': '12px',
        '--airlock-border-radius-master': '8px',
        '--airlock-color-bg': '#101820',
        '--airlock-color-bg-2': '#1a2430',
        '--airlock-color-fg': '#fafafa',
        '--airlock-color-fg-2': '#c0c4cc',
        '--airlock-color-border': 'rgba(255, 255, 255, 0.1)',
      },
    })
    expect(root.properties).toEqual({
      '--accent': 'rgb(124 58 237 / 90%)',
      '--on-accent': '#ffd400',
      '--font-size-master': '12px',
      '--radius': '8px',
      '--bg': '#101820',
      '--surface': '#1a2430',
      '--text': '#fafafa',
      '--muted': '#c0c4cc',
      '--border': 'rgba(255, 255, 255, 0.1)',
    })
  })

  it('drops what the next SYNC_THEME no longer carries', () => {
    const root = target()
    applyTheme(root, {
      themeMode: 'dark',
      themeVariables: { '--airlock-accent': '#ffd400', '--airlock-color-bg': '#000' },
    })
    applyTheme(root, { themeMode: 'light', themeVariables: { '--airlock-color-bg': '#fff' } })
    expect(root.dataset.theme).toBe('light')
    expect(root.properties).toEqual({ '--bg': '#fff' })
  })

  it('ignores an unknown mode and unsafe values', () => {
    const root = target()
    applyTheme(root, {
      themeMode: 'neon',
      themeVariables: { '--airlock-accent': 'url(https://evil.example/x)', '--airlock-font-family': 'a;b' },
    })
    expect(root.dataset.theme).toBeUndefined()
    expect(root.properties).toEqual({})
  })
})
