import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AirlockDemoControls } from '../apps/demo/src/demoControls.ts'
import { contrastRatio, parseColor, type Rgba } from '../packages/react/src/theme/accent.ts'
import { themeColors } from '../packages/react/src/theme/tokens.ts'
import { closeAll, openDemo, startBrowser } from './helpers.ts'

/*
 * The theme at run time, checked on pixels: each case screenshots the modal's card and a primary button and
 * samples them (no golden images: fonts and antialiasing vary). The card's background is the theme's bg token,
 * a primary button is the accent, and its label reads on it at 4.5:1 or more.
 */

const OUT = join(import.meta.dirname, '..', 'test-results', 'theme')
mkdirSync(OUT, { recursive: true })

let browser: Browser

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

type Mode = 'light' | 'dark'
const rgb = (css: string) => parseColor(css) as Rgba

/**
 * Waits for the kit's finite animations and transitions (the card's entrance, the height following a view that
 * grew) to end, so a screenshot's box is where the element rests.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round++) {
      const running = [...document.querySelectorAll('airlock-modal, airlock-button')]
        .flatMap((host) => host.shadowRoot?.getAnimations() ?? [])
        .filter((a) => a.playState === 'running')
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
      if (running.length === 0) return
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)))
    }
  })
}

/** A locator's screenshot, saved under test-results/theme, once the kit has settled. */
async function shot(locator: Locator, name: string): Promise<PNG> {
  await settle(locator.page())
  const buffer = await locator.screenshot({ animations: 'disabled' })
  writeFileSync(join(OUT, `${name}.png`), buffer)
  return PNG.sync.read(buffer)
}

async function pageShot(page: Page, name: string) {
  await page.screenshot({ path: join(OUT, `${name}.png`), animations: 'disabled' })
}

function pixel(png: PNG, x: number, y: number): Rgba {
  const i = (png.width * Math.round(y) + Math.round(x)) * 4
  return { r: png.data[i] ?? 0, g: png.data[i + 1] ?? 0, b: png.data[i + 2] ?? 0, a: 1 }
}

/** The colour most pixels have: a button's background under its label. */
function dominant(png: PNG): Rgba {
  const counts = new Map<number, number>()
  for (let i = 0; i < png.data.length; i += 4) {
    const key = ((png.data[i] ?? 0) << 16) | ((png.data[i + 1] ?? 0) << 8) | (png.data[i + 2] ?? 0)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const [key = 0] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? []
  return { r: key >> 16, g: (key >> 8) & 0xff, b: key & 0xff, a: 1 }
}

/** The pixel that stands out most from `background`: the core of the label's glyphs. */
function ink(png: PNG, background: Rgba): Rgba {
  let best = background
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const p = pixel(png, x, y)
      if (contrastRatio(p, background) > contrastRatio(best, background)) best = p
    }
  return best
}

function expectColor(actual: Rgba, expected: string, what: string) {
  const want = rgb(expected)
  const off = Math.max(Math.abs(actual.r - want.r), Math.abs(actual.g - want.g), Math.abs(actual.b - want.b))
  expect(off, `${what}: rgb(${actual.r}, ${actual.g}, ${actual.b}) is not ${expected}`).toBeLessThanOrEqual(3)
}

const card = (page: Page) => page.locator('airlock-modal .card')
const connectButton = (page: Page) => page.locator('airlock-button .button')

/** A point of the card's own background: left of the view's 16 px padding, halfway down. */
async function cardBackground(page: Page, name: string): Promise<Rgba> {
  const png = await shot(card(page), name)
  return pixel(png, 6, png.height / 2)
}

async function expectCard(page: Page, mode: Mode, name: string) {
  await expect.poll(() => page.locator('airlock-modal').getAttribute('data-theme')).toBe(mode)
  expectColor(await cardBackground(page, name), themeColors[mode].bg, `card background (${name})`)
}

/** The button's background is `accent` and its label's ink `expectedInk`, at 4.5:1 or more. */
async function expectAccentButton(locator: Locator, accent: string, expectedInk: string, name: string) {
  const png = await shot(locator, name)
  const background = dominant(png)
  expectColor(background, accent, `${name} background`)
  const label = ink(png, background)
  expect(contrastRatio(label, background), `${name} label contrast`).toBeGreaterThanOrEqual(4.5)
  expectColor(label, expectedInk, `${name} label`)
}

async function openConnect(page: Page) {
  await connectButton(page).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  // The list is the last part to arrive: the card has its final height once the injected wallet is listed.
  await dialog.getByRole('button', { name: /Airlock Test Wallet/ }).waitFor()
}

/** The email field's Continue button, enabled: a primary button (the accent) in the modal. */
async function primaryButton(page: Page): Promise<Locator> {
  await page.getByTestId('email-input').fill('visitor@example.com')
  const button = page.getByTestId('email-continue')
  await expect.poll(() => button.isEnabled()).toBe(true)
  return button
}

/** The demo's run-time controls (window.airlockDemo), called in the page. */
const demo = (page: Page) => ({
  setThemeMode: (mode: Parameters<AirlockDemoControls['setThemeMode']>[0]) =>
    page.evaluate((m) => window.airlockDemo?.setThemeMode(m), mode),
  setAccentColor: (color: string | undefined) =>
    page.evaluate((c) => window.airlockDemo?.setAccentColor(c), color),
  setThemeVariables: (variables: Parameters<AirlockDemoControls['setThemeVariables']>[0]) =>
    page.evaluate((v) => window.airlockDemo?.setThemeVariables(v), variables),
})

const pageTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)

describe('theme', () => {
  it('light (the default): the card is the light bg, the primary buttons the accent with white labels', async () => {
    const { context, page, violations } = await openDemo(browser)
    try {
      await expectAccentButton(
        connectButton(page),
        themeColors.light.accent,
        '#ffffff',
        'light-connect-button',
      )
      await pageShot(page, 'light-page-closed')
      await openConnect(page)
      await expectCard(page, 'light', 'light-card')
      await expectAccentButton(
        await primaryButton(page),
        themeColors.light.accent,
        '#ffffff',
        'light-primary',
      )
      await pageShot(page, 'light-page')
      expect(await pageTheme(page)).toBe('light')
      expect(violations).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('dark (?theme=dark): the card is the dark bg, the accent carries the dark ink', async () => {
    const { context, page, violations } = await openDemo(browser, { query: '?theme=dark' })
    try {
      expect(await pageTheme(page)).toBe('dark')
      await expectAccentButton(connectButton(page), themeColors.dark.accent, '#0b0d12', 'dark-connect-button')
      await openConnect(page)
      await expectCard(page, 'dark', 'dark-card')
      await expectAccentButton(await primaryButton(page), themeColors.dark.accent, '#0b0d12', 'dark-primary')
      await pageShot(page, 'dark-page')
      expect(violations).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('system (?theme=system) follows prefers-color-scheme, and flips the open modal when it changes', async () => {
    const { context, page } = await openDemo(browser, { query: '?theme=system', colorScheme: 'dark' })
    try {
      await openConnect(page)
      await expectCard(page, 'dark', 'system-dark-card')
      expect(await pageTheme(page)).toBe('dark')
      await pageShot(page, 'system-dark-page')

      await page.emulateMedia({ colorScheme: 'light' })
      await expectCard(page, 'light', 'system-light-card')
      expect(await pageTheme(page)).toBe('light')
      await pageShot(page, 'system-light-page')

      await page.emulateMedia({ colorScheme: 'dark' })
      await expectCard(page, 'dark', 'system-dark-again-card')
    } finally {
      await context.close()
    }
  })

  it('changes at run time without a reload: the header picker, and window.airlockDemo with the modal open', async () => {
    const { context, page } = await openDemo(browser)
    try {
      const picker = page.getByRole('combobox', { name: /^Theme/ })
      await picker.selectOption('dark')
      await expect.poll(() => pageTheme(page)).toBe('dark')
      await expect.poll(() => page.locator('airlock-button').getAttribute('data-theme')).toBe('dark')
      await openConnect(page)
      await expectCard(page, 'dark', 'picker-dark-card')

      await demo(page).setThemeMode('light')
      await expectCard(page, 'light', 'runtime-light-card')
      expect(await pageTheme(page)).toBe('light')
      expect(await picker.inputValue()).toBe('light')
    } finally {
      await context.close()
    }
  })

  it('a theme variable: --airlock-border-radius-master squares the card, and removing it rounds it again', async () => {
    const { context, page } = await openDemo(browser)
    try {
      await openConnect(page)
      const corner = async (name: string) => pixel(await shot(card(page), name), 3, 3)
      const bg = rgb(themeColors.light.bg)
      // Rounded (4 px × 8): the corner shows the dimmed page behind the card.
      expect(contrastRatio(await corner('radius-default-card'), bg)).toBeGreaterThan(1.2)

      await demo(page).setThemeVariables({ '--airlock-border-radius-master': '0px' })
      await expect
        .poll(async () => contrastRatio(await corner('radius-0-card'), bg), { timeout: 5_000 })
        .toBeLessThan(1.02)
      await pageShot(page, 'radius-0-page')

      await demo(page).setThemeVariables({ '--airlock-border-radius-master': undefined })
      expect(
        await page.evaluate(() =>
          document.querySelector('airlock-modal')?.getAttribute('style')?.includes('--airlock-border-radius'),
        ),
      ).toBeFalsy()
      expect(contrastRatio(await corner('radius-removed-card'), bg)).toBeGreaterThan(1.2)
    } finally {
      await context.close()
    }
  })

  it('an accent colour (?accent=gold, then changed at run time): buttons take it, their labels stay readable', async () => {
    const { context, page, violations } = await openDemo(browser, { query: '?accent=gold' })
    try {
      // gold is #ffd700, a light accent: the near-black ink.
      await expectAccentButton(connectButton(page), '#ffd700', '#0b0d12', 'accent-gold-connect-button')
      await openConnect(page)
      await expectAccentButton(await primaryButton(page), '#ffd700', '#0b0d12', 'accent-gold-primary')
      await expectCard(page, 'light', 'accent-gold-card')
      // The accent as text on the card reads (gold itself is 1.4:1 on white).
      const accentText = await page.evaluate(() =>
        getComputedStyle(document.querySelector('airlock-modal') as Element)
          .getPropertyValue('--airlock-color-accent-text')
          .trim(),
      )
      expect(contrastRatio(rgb(accentText), rgb(themeColors.light.bg))).toBeGreaterThanOrEqual(4.5)
      await pageShot(page, 'accent-gold-page')

      await demo(page).setAccentColor('#1d4ed8')
      await expect
        .poll(async () => dominant(await shot(await primaryButton(page), 'accent-blue-primary')).b)
        .toBeGreaterThan(200)
      await expectAccentButton(await primaryButton(page), '#1d4ed8', '#ffffff', 'accent-blue-primary')
      await pageShot(page, 'accent-blue-page')

      // Back to the kit's own accent: the derived properties are gone from the hosts.
      await demo(page).setAccentColor(undefined)
      await expect
        .poll(() => page.evaluate(() => document.querySelector('airlock-modal')?.getAttribute('style') ?? ''))
        .not.toContain('--airlock-color-accent')
      await expectAccentButton(
        await primaryButton(page),
        themeColors.light.accent,
        '#ffffff',
        'accent-reset-primary',
      )
      expect(violations).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('demo language picker and header', () => {
  it('the Language picker switches the kit without a reload; ?locale=ar starts right to left', async () => {
    const { context, page } = await openDemo(browser)
    try {
      const button = connectButton(page)
      await expect.poll(() => button.textContent()).toBe('Connect Wallet')
      const picker = page.getByRole('combobox', { name: /^Language/ })
      // Each locale is offered under its own name.
      expect(await picker.locator('option').allTextContents()).toEqual([
        'English',
        'Español',
        'Français',
        'Deutsch',
        'Português (Brasil)',
        '日本語',
        '한국어',
        '简体中文',
        'العربية',
      ])
      const loads = page.waitForEvent('load', { timeout: 2_000 }).then(
        () => true,
        () => false,
      )
      await picker.selectOption('de')
      await expect.poll(() => page.locator('airlock-button').getAttribute('lang')).toBe('de')
      await expect.poll(() => button.textContent()).not.toBe('Connect Wallet')
      expect(await picker.inputValue()).toBe('de')
      expect(await loads, 'the page reloaded').toBe(false)
      await page.evaluate(() => window.airlockDemo?.setLocale('en'))
      await expect.poll(() => button.textContent()).toBe('Connect Wallet')
    } finally {
      await context.close()
    }
    const arabic = await openDemo(browser, { query: '?locale=ar' })
    try {
      await expect.poll(() => arabic.page.locator('airlock-button').getAttribute('dir')).toBe('rtl')
      expect(await arabic.page.getByRole('combobox', { name: /^Language/ }).inputValue()).toBe('ar')
    } finally {
      await arabic.context.close()
    }
  })

  it('on a phone the header wraps: the pickers and the button stay on screen, nothing scrolls sideways', async () => {
    const { context, page } = await openDemo(browser, { mobile: true })
    try {
      await connectButton(page).waitFor()
      await pageShot(page, 'mobile-header')
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(390)
      for (const locator of [
        connectButton(page),
        page.getByRole('combobox', { name: /^Theme/ }),
        page.getByRole('combobox', { name: /^Language/ }),
      ]) {
        const box = await locator.boundingBox()
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
      }
    } finally {
      await context.close()
    }
  })
})
