import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeAll, connectInjected, expectText, openDemo, screenshot, startBrowser } from './helpers.ts'

/*
 * The kit's images come from its one image store: an item with an image id and no URL of its own is drawn from
 * the cloud's image routes (getWalletImage, getAssetImage, getCurrencyImage), and the kit asks the cloud's
 * gateway which chains it serves (v1/supported-chains).
 */

let browser: Browser

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

/** The paths of the cloud calls the page made, in order. */
function cloudCalls(page: Page) {
  const paths: string[] = []
  page.on('request', (request) => paths.push(new URL(request.url()).pathname))
  return paths
}

/** Whether the <img> in `locator` loaded (a broken image has no natural width). */
const loaded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)

describe('images from the cloud', () => {
  it('draws networks, currencies and wallets from the cloud’s image routes', async () => {
    const { page, context, address } = await openDemo(browser)
    try {
      const calls = cloudCalls(page)
      const account = await connectInjected(page, address)
      await expect.poll(() => calls.includes('/v1/supported-chains')).toBe(true)

      // The network of the account (an image id, no URL of its own): the cloud's asset image.
      const network = account.locator('img.network-icon').first()
      await network.waitFor()
      expect(new URL((await network.getAttribute('src')) ?? '').pathname).toBe(
        '/public/getAssetImage/airlock-devnet',
      )
      await expect.poll(() => loaded(network)).toBe(true)

      // The currencies the visitor pays in: the cloud's currency images.
      await account.getByRole('button', { name: 'Buy', exact: true }).click()
      const providers = page.getByRole('dialog', { name: 'Buy Crypto' })
      await providers.getByTestId('onramp-provider-coinbase').click()
      const amount = page.getByRole('dialog', { name: /^Buy/ })
      await amount.getByTestId('onramp-fiat').click()
      const fiats = page.getByRole('dialog', { name: 'Select Currency' })
      const euro = fiats.getByTestId('currency-icon-EUR')
      await euro.waitFor()
      expect(new URL((await euro.getAttribute('src')) ?? '').pathname).toBe('/public/getCurrencyImage/EUR')
      await expect.poll(() => loaded(euro)).toBe(true)
      await screenshot(page, 'images-01-currencies')

      // The registry's wallets (an image_id each): the cloud's wallet images.
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      await page.getByRole('button', { name: /^Account / }).click()
      await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
      await expectText(page.getByTestId('status'), 'disconnected')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('dialog', { name: 'Connect Wallet' }).getByTestId('all-wallets').click()
      const tile = page.getByRole('dialog', { name: 'All Wallets' }).locator('.wallet-tile img').first()
      await tile.waitFor()
      expect(new URL((await tile.getAttribute('src')) ?? '').pathname).toMatch(/^\/getWalletImage\//)
      await expect.poll(() => loaded(tile)).toBe(true)
      await screenshot(page, 'images-02-wallets')
    } finally {
      await context.close()
    }
  })
})
