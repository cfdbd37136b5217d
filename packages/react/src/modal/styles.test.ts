import { describe, expect, it } from 'vitest'
import { connectButtonCss } from '../ConnectButton/styles.ts'
import { networkIconCss } from '../components/networkIconStyles.ts'
import { tokensCss } from '../theme/tokens.ts'
import { ANIMATION_MS } from './animation.ts'
import { modalCss } from './styles.ts'
import { embeddedCss } from './views/embedded/embeddedStyles.ts'
import { namesCss } from './views/names/namesStyles.ts'
import { onrampCss } from './views/onramp/onrampStyles.ts'
import { sessionsCss } from './views/smartAccount/smartAccountStyles.ts'
import { swapCss } from './views/swap/swapStyles.ts'

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

/** The modal's CSS and every chunk's (modalCss already holds account, allWallets, email, receive, send, siwx). */
const allModalCss = { modalCss, embeddedCss, namesCss, onrampCss, sessionsCss, swapCss }

describe('right-to-left layout (issue 23, Arabic)', () => {
  it.each(Object.entries(allModalCss))('%s uses no physical side but the symmetric centring', (_, css) => {
    const physical = css.match(
      /(?:margin|padding|border)-(?:left|right)\b|\b(?:left|right):(?! 50%)|text-align: (?:left|right)/g,
    )
    expect(physical).toBeNull()
    // `left: 50%` only centres, with its translateX(-50%).
    for (const match of css.matchAll(/left: 50%;[^}]*/g)) expect(match[0]).toContain('translateX(-50%)')
  })

  it.each(Object.entries(allModalCss))(
    '%s has no padding or margin with different left and right',
    (_, css) => {
      for (const [, , values] of css.matchAll(/(?<![-\w])(padding|margin): ([^;]+);/g)) {
        const parts = values!.split(/ (?![^(]*\))/)
        if (parts.length === 4) expect(parts[1], values).toBe(parts[3])
      }
    },
  )

  it('mirrors the icons that point along the reading direction, composing with their own transform', () => {
    expect(modalCss).toContain(":host([dir='rtl']) .dir-icon { scale: -1 1; }")
  })

  it('slides views and the tab indicator the other way in right-to-left', () => {
    expect(modalCss).toContain(":host([dir='rtl']) { --_dir: -1; }")
    expect(modalCss).toMatch(
      /@keyframes view-in \{ from \{ opacity: 0; transform: translateX\(calc\(6px \* var\(--_dir\)\)\)/,
    )
    expect(rule(modalCss, '.tab-indicator.at-1')).toContain('translateX(calc(100% * var(--_dir, 1)))')
  })

  it('keeps the row icon first on the reading side: the larger inline padding at the end', () => {
    expect(rule(modalCss, '.row')).toContain('padding-inline: 8px 12px')
    expect(rule(modalCss, '.row')).toContain('text-align: start')
  })
})

describe('embedded (inline) mode (issue 23)', () => {
  it('makes the host a block, so a card width of 100% fills the dapp slot', () => {
    expect(rule(modalCss, ':host([data-embedded])')).toContain('display: block')
    expect(rule(modalCss, '.card')).toContain('width: var(--_width)')
  })

  it('lets the height follow the content: no viewport cap on the card or its view', () => {
    expect(rule(modalCss, '.card.embedded')).toContain('max-height: none')
    expect(rule(modalCss, '.card.embedded .view')).toContain('max-height: none')
  })
})
