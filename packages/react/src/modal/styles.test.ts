import { describe, expect, it } from 'vitest'
import { connectButtonCss } from '../ConnectButton/styles.ts'
import { networkIconCss } from '../components/networkIconStyles.ts'
import { tokensCss } from '../theme/tokens.ts'
import { ANIMATION_MS } from './animation.ts'
import { modalCss } from './styles.ts'

function rule(css: string, selector: string) {
  const start = css.indexOf(`${selector} {`)
  return start === -1 ? '' : css.slice(start, css.indexOf('}', start))
}

describe('modal styles (spec sections 2 and 9)', () => {
  it('animates header text 120 ms, height 150 ms, views 150 ms', () => {
    expect(ANIMATION_MS).toEqual({ headerText: 120, modalHeight: 150, viewTransition: 150 })
    expect(rule(modalCss, '.title')).toContain('fade-in 120ms')
    expect(rule(modalCss, '.height')).toContain('transition: height 150ms')
    expect(rule(modalCss, '.view')).toContain('view-in 150ms')
  })

  it('is 360 px wide with z-index 999 by default, both configurable', () => {
    expect(tokensCss).toContain('--_width: var(--airlock-modal-width, 360px)')
    expect(tokensCss).toContain('--_z: var(--airlock-z-index, 999)')
    expect(rule(modalCss, '.card')).toContain('width: var(--_width)')
    expect(rule(modalCss, '.backdrop')).toContain('z-index: var(--_z)')
  })

  it('uses Inter, a 10 px master font size and a 4 px master radius', () => {
    expect(tokensCss).toMatch(/--_font: var\(--airlock-font-family, 'AirlockInter', Inter/)
    expect(tokensCss).toContain('--_fs: var(--airlock-font-size-master, 10px)')
    expect(tokensCss).toContain('--_r: var(--airlock-border-radius-master, 4px)')
  })

  it('has a dark theme', () => {
    expect(tokensCss).toContain(":host([data-theme='dark'])")
  })

  it('draws network icons the same in the button and the modal, their initial from data-initial', () => {
    expect(networkIconCss).toContain('.network-icon[data-initial]::before { content: attr(data-initial); }')
    expect(modalCss).toContain(networkIconCss)
    expect(connectButtonCss).toContain(networkIconCss)
  })
})
