import type { Browser, ConsoleMessage, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { closeAll, connectInjected, expectText, openDemo, startBrowser } from './helpers.ts'

/*
 * A Meld-type buy as a visitor with the console open: the kit follows the order from the moment it builds the
 * checkout URL, before the checkout page has created the order. Waiting for the checkout is a normal state of
 * the purchase, so neither the console nor the network shows an error while it lasts.
 */

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

describe('a Meld-type buy keeps the console clean', () => {
  it('polls its order before the checkout created it without a 404 or a console error', async () => {
    const opened = await openDemo(browser)
    const { page, context } = opened
    try {
      const problems: string[] = []
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${message.type()}: ${message.text()}`)
      }
      const orderAnswers: number[] = []
      const onResponse = (response: Response) => {
        if (!response.url().includes('/v1/onramp/orders')) return
        orderAnswers.push(response.status())
        if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`)
      }
      page.on('console', onConsole)
      page.on('response', onResponse)

      // The checkout page loads only once the kit has asked about its order: the window in which a Meld
      // order does not exist yet, made certain rather than left to a race.
      let firstPoll: () => void = () => {}
      const polled = new Promise<void>((resolve) => {
        firstPoll = resolve
      })
      page.on('response', (response) => {
        if (response.url().includes('/v1/onramp/orders/')) firstPoll()
      })
      await context.route(`${inject('onrampSandboxUrl')}/meld/**`, async (route) => {
        await polled
        await route.continue()
      })

      await connectInjected(page, opened.address)
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Buy 50 USD of USDC' }).click()
      await page.getByRole('dialog', { name: 'Buy Crypto' }).getByTestId('onramp-provider-meld').click()
      const amount = page.getByRole('dialog', { name: 'Buy USDC' })
      await expect
        .poll(() => amount.getByTestId('onramp-continue').isEnabled(), { timeout: 20_000 })
        .toBe(true)
      const popupOpened = context.waitForEvent('page')
      await amount.getByTestId('onramp-continue').click()
      const popup = await popupOpened
      await popup.getByRole('button', { name: /^Pay / }).waitFor({ timeout: 20_000 })
      const progress = page.getByRole('dialog', { name: 'Meld' })
      await expectText(progress.getByTestId('buy-title'), 'Finish your purchase in the Meld window')

      await popup.getByLabel('Card', { exact: true }).check()
      await popup.getByLabel('Card number').fill('4242 4242 4242 4242')
      await popup.getByLabel('Expiry').fill('12/34')
      await popup.getByLabel('CVC').fill('123')
      await popup.getByLabel('Name on card').fill('Ada Lovelace')
      await popup.getByRole('button', { name: /^Pay / }).click()
      await expect
        .poll(() => progress.getByTestId('buy-title').textContent(), { timeout: 60_000 })
        .toMatch(/^Bought/)

      expect(orderAnswers.length).toBeGreaterThan(1)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})
