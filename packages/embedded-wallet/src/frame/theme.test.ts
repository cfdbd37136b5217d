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
