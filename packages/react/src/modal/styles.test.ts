import { describe, expect, it } from 'vitest'
import { ANIMATION_MS } from './animation.ts'
import { modalCss } from './styles.ts'
import { embeddedCss } from './views/embedded/embeddedStyles.ts'
import { namesCss } from './views/names/namesStyles.ts'
import { onrampCss } from './views/onramp/onrampStyles.ts'
import { rampCss } from './views/ramp/rampStyles.ts'
import { sessionsCss } from './views/smartAccount/smartAccountStyles.ts'
import { swapCss } from './views/swap/swapStyles.ts'

function rule(css: string, selector: string) {
  const start = css.indexOf(`${selector} {`)
  return start === -1 ? '' : css.slice(start, css.indexOf('}', start))
}

describe('modal styles (animation lengths)', () => {
  it('animates header text 120 ms, height 150 ms, views 150 ms', () => {
    expect(ANIMATION_MS).toEqual({ headerText: 120, modalHeight: 150, viewTransition: 150 })
    expect(rule(modalCss, '.title')).toContain('fade-in 120ms')
    expect(rule(modalCss, '.height')).toContain('transition: height 150ms')
    expect(rule(modalCss, '.view')).toContain('view-in 150ms')
  })
})

/** The modal's CSS and every chunk's (modalCss already holds account, allWallets, email, receive, send, siwx). */
const allModalCss = { modalCss, embeddedCss, namesCss, onrampCss, rampCss, sessionsCss, swapCss }

describe('right-to-left layout (Arabic)', () => {
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

  it('slides views and the tab indicator the other way in right-to-left', () => {
    expect(modalCss).toContain(":host([dir='rtl']) { --_dir: -1; }")
    expect(modalCss).toMatch(
      /@keyframes view-in \{ from \{ opacity: 0; transform: translateX\(calc\(6px \* var\(--_dir\)\)\)/,
    )
    expect(rule(modalCss, '.tab-indicator.at-1')).toContain('translateX(calc(100% * var(--_dir, 1)))')
  })
})
