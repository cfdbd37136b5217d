import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeAll, connectInjected, expectText, openDemo, screenshot, startBrowser } from './helpers.ts'

/*
 * The amount fields of Send, Swap and Buy, typed into key by key as a visitor does: a text that is not an
 * amount stays as typed, says why, and never lets the visitor go on; the number a review shows is the one
 * typed, every digit; Buy's limits read in the locale's numbers.
 */

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

const NOT_AMOUNTS = ['1e3', '1.2.3', '-5', 'abc']
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Types `text` key by key into an emptied field, then checks the field kept it and `next` stays disabled. */
async function typeNotAnAmount(page: Page, field: Locator, next: Locator, text: string, shot: string) {
  await field.fill('')
  await field.pressSequentially(text)
  expect(await field.inputValue(), `the field rewrote ${text}`).toBe(text)
  // Long enough for a quote the old field would have asked for with the rewritten number.
  await page.waitForTimeout(1500)
  expect(await next.isDisabled(), `${text} let the visitor go on`).toBe(true)
  expect(await field.getAttribute('aria-invalid')).toBe('true')
  await screenshot(page, shot)
}

describe('amount fields', () => {
  it('keep what was typed, say why it is not an amount, and never enable the next step', async () => {
    const { context, page, address } = await openDemo(browser)
    try {
      const account = await connectInjected(page, address)

      // Swap: ETH to USDC, so an amount the field made up would be quoted.
      await account.getByRole('button', { name: 'Swap', exact: true }).click()
      const swap = page.getByRole('dialog', { name: 'Swap' })
      const pay = swap.getByLabel('Amount to pay')
      await pay.waitFor()
      await swap.getByTestId('swap-to-token').click()
      await page
        .getByRole('dialog', { name: 'Select Token' })
        .getByRole('button', { name: /USD Coin/ })
        .first()
        .click()
      for (const [i, text] of NOT_AMOUNTS.entries())
        await typeNotAnAmount(page, pay, swap.getByTestId('swap-review'), text, `amount-swap-0${i + 1}`)
      await expectText(swap.getByTestId('swap-message'), 'Use digits only, like 1.25')
      await pay.fill('0.5')
      await expect.poll(() => swap.getByTestId('swap-review').isEnabled(), { timeout: 20_000 }).toBe(true)
      await page.keyboard.press('Escape')
      await swap.waitFor({ state: 'hidden' })

      // Send: the native token, a receiver; Preview stays disabled while the amount is not one.
      await page.getByRole('button', { name: 'Account', exact: true }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click()
      await screenshot(page, 'amount-send-00-open')
      const send = page.getByRole('dialog', { name: 'Send' })
      await send.getByRole('button', { name: /Select token|Change token/ }).click()
      await page
        .getByRole('dialog', { name: 'Select Token' })
        .getByRole('button', { name: /\bETH\b/ })
        .first()
        .click()
      await send.getByLabel('Receiver address').fill(RECEIVER)
      const amount = send.getByLabel('Amount')
      const preview = send.getByRole('button', { name: 'Preview send' })
      for (const [i, text] of NOT_AMOUNTS.entries())
        await typeNotAnAmount(page, amount, preview, text, `amount-send-0${i + 1}`)
      await expectText(send.getByTestId('send-error'), 'Use digits only, like 1.25')

      // The review shows every digit typed: 0.0123, not 0.012.
      await amount.fill('0.0123')
      await preview.click()
      const review = page.getByRole('dialog', { name: 'Review Send' })
      await expectText(review.getByTestId('preview-amount'), '0.0123 ETH')
      await screenshot(page, 'amount-send-05-review-exact')
      await page.keyboard.press('Escape')
      await review.waitFor({ state: 'hidden' })

      // Buy: the fiat amount.
      await page.getByRole('button', { name: 'Account', exact: true }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Buy', exact: true }).click()
      const buy = page.getByRole('dialog', { name: /^Buy/ })
      const fiat = buy.getByTestId('onramp-amount')
      // The provider list, unless the kit goes straight to the amount with the provider chosen before.
      const provider = buy.getByTestId('onramp-provider-coinbase')
      await provider.or(fiat).waitFor()
      if (await provider.isVisible()) await provider.click()
      for (const [i, text] of NOT_AMOUNTS.entries())
        await typeNotAnAmount(page, fiat, buy.getByTestId('onramp-continue'), text, `amount-buy-0${i + 1}`)
    } finally {
      await context.close()
    }
  })

  it("write Buy's limits with the locale's numbers, as its payment options do", async () => {
    const { context, page, address } = await openDemo(browser)
    try {
      const account = await connectInjected(page, address)
      await account.getByRole('button', { name: 'Buy', exact: true }).click()
      await page.getByRole('dialog', { name: 'Buy Crypto' }).getByTestId('onramp-provider-coinbase').click()
      const buy = page.getByRole('dialog')
      const fiat = buy.getByTestId('onramp-amount')
      await fiat.waitFor()
      for (const [locale, tag] of [
        ['en', 'en-US'],
        ['de', 'de'],
        ['ar', 'ar-u-nu-latn'],
      ] as const) {
        await page.getByLabel('Language').selectOption(locale)
        await expect.poll(() => page.locator('airlock-modal').getAttribute('lang')).toBe(locale)
        const number = (value: number) =>
          new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
        const message = buy.getByTestId('onramp-message')
        // Typed again until it holds: the view's texts of the new locale may still be arriving.
        const typed = async (text: string) => {
          await fiat.fill(text)
          return message.textContent()
        }
        await expect
          .poll(() => typed(locale === 'de' ? '9000,5' : '9000.5'), { timeout: 20_000 })
          .toContain(number(7500))
        expect(await message.textContent()).not.toContain('7500.00')
        await screenshot(page, `amount-buy-limit-max-${locale}`)
        await expect.poll(() => typed('5'), { timeout: 20_000 }).toContain(number(10))
        await screenshot(page, `amount-buy-limit-min-${locale}`)
      }
    } finally {
      await context.close()
    }
  })
})
