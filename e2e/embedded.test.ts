import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeAll, deepFocusText, focusInModal, openDemo, screenshot, startBrowser } from './helpers.ts'

let browser: Browser

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

// The screenshots of the inline card: the slot alone, beside the full page in e2e/screenshots.
const SHOTS = join(import.meta.dirname, '..', 'test-results', 'embedded-mode')
mkdirSync(SHOTS, { recursive: true })

async function shoot(page: Page, name: string) {
  await screenshot(page, `embedded-${name}`)
  await page.locator('section.embedded').screenshot({ path: join(SHOTS, `${name}.png`) })
}

/** Where the inline card sits and how it is laid out, read in the page. */
function layout(page: Page) {
  return page.evaluate(() => {
    const host = document.querySelector('airlock-modal')
    const root = host?.shadowRoot
    const card = root?.querySelector<HTMLElement>('.card')
    if (!host || !root || !card) return undefined
    return {
      parent: host.parentElement?.className,
      hostDisplay: getComputedStyle(host).display,
      embedded: host.hasAttribute('data-embedded'),
      backdrops: root.querySelectorAll('.backdrop').length,
      cardWidth: card.getBoundingClientRect().width,
      slotWidth: host.parentElement?.getBoundingClientRect().width,
      maxHeight: getComputedStyle(card).maxHeight,
      viewMaxHeight: getComputedStyle(card.querySelector('.view')!).maxHeight,
      view: card.dataset.view,
    }
  })
}

const cardView = (page: Page) => layout(page).then((l) => l?.view)

/** Connects the injected test wallet from the inline Connect view (the wallet approves at once). */
async function connectInline(page: Page) {
  const row = page.locator('airlock-modal').getByRole('button', { name: /Airlock Test Wallet/ })
  await row.waitFor()
  // By keyboard, as a visitor without a mouse would: the row has focus when the view changes under it.
  await row.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => cardView(page), { timeout: 15_000 }).toBe('Account')
}

describe('embedded (inline) mode', () => {
  it('sits inline in the dapp slot, fills its width, connects to Account and keeps focus in the card', async () => {
    const { context, page } = await openDemo(browser, { query: '?embedded' })
    try {
      const region = page.getByRole('region', { name: 'Connect Wallet' })
      await region.getByRole('button', { name: /Airlock Test Wallet/ }).waitFor()
      expect(await page.getByRole('dialog').count()).toBe(0)
      const start = await layout(page)
      expect(start).toMatchObject({
        parent: 'embedded',
        hostDisplay: 'block',
        embedded: true,
        backdrops: 0,
        maxHeight: 'none',
        viewMaxHeight: 'none',
      })
      expect(start?.cardWidth).toBe(start?.slotWidth)
      await shoot(page, 'connect-light')

      // Narrower than the modal width, the card follows the slot; with --airlock-modal-width: 100% it fills a wider one.
      await page.evaluate(() => {
        document.querySelector<HTMLElement>('section.embedded')!.style.maxWidth = '300px'
      })
      expect(await layout(page)).toMatchObject({ cardWidth: 300, slotWidth: 300 })
      await page.evaluate(() => {
        document.querySelector<HTMLElement>('section.embedded')!.style.maxWidth = '520px'
        document
          .querySelector<HTMLElement>('airlock-modal')!
          .style.setProperty('--airlock-modal-width', '100%')
      })
      expect(await layout(page)).toMatchObject({ cardWidth: 520, slotWidth: 520 })
      await page.evaluate(() => {
        document.querySelector<HTMLElement>('section.embedded')!.style.maxWidth = ''
        document.querySelector<HTMLElement>('airlock-modal')!.style.removeProperty('--airlock-modal-width')
      })

      await connectInline(page)
      await page.getByRole('region', { name: 'Account' }).waitFor()
      expect(await page.locator('airlock-modal').getAttribute('data-embedded')).toBe('')
      // The wallet row that had focus is gone with its view: focus stayed in the card, not on <body>.
      expect(await focusInModal(page)).toBe(true)
      await expect
        .poll(() => page.locator('airlock-modal').getByTestId('account-balance').textContent())
        .toMatch(/ETH$/)
      await shoot(page, 'account-light')

      // Focus elsewhere on the page stays there when the card changes view.
      const pageButton = page.locator('.panel .buttons').getByRole('button', { name: 'Switch network' })
      await pageButton.click()
      await page.getByRole('region', { name: 'Choose Network' }).waitFor()
      expect(await deepFocusText(page)).toBe('Switch network')
    } finally {
      await context.close()
    }
  })

  it('takes the dark theme', async () => {
    const { context, page } = await openDemo(browser, { query: '?embedded&theme=dark' })
    try {
      await connectInline(page)
      await expect
        .poll(() => page.locator('airlock-modal').getByTestId('account-balance').textContent())
        .toMatch(/ETH$/)
      const theme = await page.evaluate(() => {
        const host = document.querySelector('airlock-modal')!
        const card = host.shadowRoot!.querySelector('.card')!
        const [r = 255, g = 255, b = 255] = getComputedStyle(card).backgroundColor.match(/\d+/g)!.map(Number)
        return { attribute: host.getAttribute('data-theme'), light: (r + g + b) / 3 }
      })
      expect(theme.attribute).toBe('dark')
      expect(theme.light).toBeLessThan(64)
      await shoot(page, 'account-dark')
    } finally {
      await context.close()
    }
  })

  it('lays out right to left in Arabic: dir=rtl on the host, Back on the right of the title, mirrored', async () => {
    const { context, page } = await openDemo(browser, { query: '?embedded&locale=ar' })
    const host = page.locator('airlock-modal')
    try {
      await expect.poll(() => host.getAttribute('dir')).toBe('rtl')
      expect(await host.getAttribute('lang')).toBe('ar')
      await host.getByRole('button', { name: /Airlock Test Wallet/ }).waitFor()
      await shoot(page, 'connect-arabic')
      await connectInline(page)
      await host.locator('.network-row').click()
      await expect.poll(() => cardView(page)).toBe('Networks')
      const back = host.locator('.header .icon-button')
      const title = host.locator('.header .title')
      const [backBox, titleBox] = [await back.boundingBox(), await title.boundingBox()]
      expect(backBox && titleBox).toBeTruthy()
      // The title's grid column ends where Back's begins: Back is at the right, the reading start.
      expect(backBox!.x).toBeGreaterThanOrEqual(titleBox!.x + titleBox!.width - 1)
      // The arrow points right, back toward the reading start.
      expect(await back.locator('svg').evaluate((svg) => getComputedStyle(svg).scale)).toBe('-1 1')
      await shoot(page, 'networks-arabic')
      await back.click()
      await expect.poll(() => cardView(page)).toBe('Account')
      await shoot(page, 'account-arabic')
    } finally {
      await context.close()
    }
  })
})
