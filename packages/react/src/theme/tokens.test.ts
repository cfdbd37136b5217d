import { describe, expect, it } from 'vitest'
import { tokensCss } from './tokens.ts'

describe('tokensCss', () => {
  it('under reduced motion runs every animation once, in 1 ms, so infinite spinners stop instead of flickering', () => {
    const block = /@media \(prefers-reduced-motion: reduce\) \{([\s\S]*?)\n\}/.exec(tokensCss)?.[1] ?? ''
    expect(block).toContain('animation-duration: 1ms !important')
    expect(block).toContain('animation-iteration-count: 1 !important')
    expect(block).toContain('transition-duration: 1ms !important')
  })

  it('reads the accent from --airlock-color-accent, then --airlock-accent, then the default', () => {
    expect(tokensCss).toContain('--_accent: var(--airlock-color-accent, var(--airlock-accent, #3461f5));')
    expect(tokensCss).toContain('--_accent-text: var(--airlock-color-accent-text, #335fee);')
  })
})
