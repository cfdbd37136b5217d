import type { LocaleCatalogue } from '@airlock/core'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeAll, expectText, openDemo, screenshot, startBrowser, truncated } from './helpers.ts'

let browser: Browser

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

/** A locale's catalogue as the kit ships it: the test expects the texts the visitor will read. */
async function catalogue(code: string): Promise<LocaleCatalogue> {
  return (await import(`../packages/react/src/i18n/locales/${code}.ts`)).default
}
const text = (c: LocaleCatalogue, ns: string, key: string) => {
  const value = c.messages[ns]?.[key]
  if (typeof value !== 'string') throw new Error(`no ${ns}.${key} in ${c.locale}`)
  return value
}

/** The JavaScript files the page fetches from now on. */
function watchScripts(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js'))
      urls.push(request.url())
  })
  return urls
}

const hostAttribute = (page: Page, host: string, name: string) =>
  page.evaluate(
    ([h, n]) => document.querySelector(h as string)?.getAttribute(n as string) ?? null,
    [host, name],
  )

describe('locales', () => {
  it('switches the visible texts without a reload, fetching the new locale’s chunk (and the core’s English list)', async () => {
    const { context, page } = await openDemo(browser)
    try {
      const connect = page.getByRole('button', { name: 'Connect Wallet' })
      await connect.click()
      const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
      await dialog.waitFor()
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      // A mark a reload would wipe.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

      const scripts = watchScripts(page)
      const es = await catalogue('es')
      await page.getByLabel('Language').selectOption('es')
      const esConnect = page.getByRole('button', { name: text(es, 'button', 'connectWallet') })
      await esConnect.waitFor()
      expect(
        await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true)
      // The locale's chunk, and the English list of the core's texts its core translations are keyed by: one
      // chunk every locale shares, fetched with the first of them (en/core.ts).
      expect(scripts).toHaveLength(2)
      expect(scripts.find((script) => /\/es-[\w-]+\.js$/.test(script))).toBeDefined()
      expect(scripts.find((script) => /\/core-[\w-]+\.js$/.test(script))).toBeDefined()
      expect(await hostAttribute(page, 'airlock-button', 'lang')).toBe('es')

      // The modal speaks Spanish too, and its core texts come from the same chunk.
      await esConnect.click()
      const esDialog = page.getByRole('dialog', { name: text(es, 'shell', 'connectWallet') })
      await esDialog.waitFor()
      expect(await hostAttribute(page, 'airlock-modal', 'lang')).toBe('es')
      expect(await esDialog.textContent()).not.toContain('Connect Wallet')
      await screenshot(page, 'i18n-01-connect-es')
      await page.keyboard.press('Escape')

      // Back to English: nothing to fetch, the bundled texts return.
      await page.getByLabel('Language').selectOption('en')
      await connect.waitFor()
      expect(scripts).toHaveLength(2)
      expect(await hostAttribute(page, 'airlock-button', 'lang')).toBe('en')
    } finally {
      await context.close()
    }
  })

  it('lays Arabic out right to left, with addresses kept left to right', async () => {
    const { context, page, address } = await openDemo(browser, { query: '?locale=ar' })
    try {
      const ar = await catalogue('ar')
      const connect = page.getByRole('button', { name: text(ar, 'button', 'connectWallet') })
      await connect.waitFor()
      expect(await hostAttribute(page, 'airlock-button', 'dir')).toBe('rtl')
      await connect.click()
      const dialog = page.getByRole('dialog', { name: text(ar, 'shell', 'connectWallet') })
      await dialog.waitFor()
      expect(await hostAttribute(page, 'airlock-modal', 'dir')).toBe('rtl')
      await screenshot(page, 'i18n-02-connect-ar')

      // A view with a Back button: it sits at the right, where a right-to-left reader starts.
      await dialog.getByRole('button', { name: /Airlock Test Wallet/ }).waitFor()
      await dialog.getByTestId('all-wallets').click()
      const back = page.getByRole('button', { name: text(ar, 'shell', 'back') })
      await back.waitFor()
      const title = page.getByRole('dialog').getByRole('heading').first()
      const [backBox, titleBox] = [await back.boundingBox(), await title.boundingBox()]
      expect(backBox && titleBox && backBox.x > titleBox.x).toBe(true)
      await screenshot(page, 'i18n-03-all-wallets-ar')
      await back.click()

      // Connected: the chip keeps the address readable left to right.
      await dialog.getByRole('button', { name: /Airlock Test Wallet/ }).click()
      await expectText(page.getByTestId('status'), /^connected$/)
      const chip = page.locator('airlock-button').getByRole('button').first()
      await expect.poll(() => chip.textContent()).toContain(truncated(address))
      const isolated = await page.evaluate(() => {
        const root = document.querySelector('airlock-button')?.shadowRoot
        return [...(root?.querySelectorAll('bdi[dir=ltr]') ?? [])].map((node) => node.textContent)
      })
      expect(isolated.join(' ')).toContain(truncated(address))
      await screenshot(page, 'i18n-04-connected-ar')
    } finally {
      await context.close()
    }
  })

  it('formats amounts with the separators of the locale', async () => {
    const { context, page, address } = await openDemo(browser, { query: '?locale=de' })
    try {
      const de = await catalogue('de')
      await page.getByRole('button', { name: text(de, 'button', 'connectWallet') }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Airlock Test Wallet/ })
        .click()
      await expectText(page.getByTestId('status'), /^connected$/)
      const chip = page.locator('airlock-button').getByRole('button').first()
      await expect.poll(() => chip.textContent()).toMatch(/ETH/)
      // The devnet account holds thousands of ETH: German groups with '.' and marks decimals with ','.
      const amount = /([\d.,]+)\s*ETH/.exec((await chip.textContent()) ?? '')?.[1]
      expect(amount).toMatch(/^\d{1,3}(\.\d{3})+(,\d{1,3})?$/)
      expect(await chip.textContent()).toContain(truncated(address))
    } finally {
      await context.close()
    }
  })
})
