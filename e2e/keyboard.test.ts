import { testAccounts } from '@airlock/devnet'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeAll, deepFocusText, expectText, openDemo, screenshot, startBrowser } from './helpers.ts'
import {
  connectByKeyboard,
  dialog,
  expectFocusOnChip,
  expectRing,
  expectToast,
  focused,
  openAccount,
  pressUntil,
  reportFailure,
  tabToModal,
} from './keyboardHelpers.ts'

/*
 * The kit by keyboard alone: every step below is a key press (Tab, Shift+Tab, arrows, Enter, Escape, typing),
 * never a click, and the focused element is read after each. Connect, send, swap, and where focus lands when
 * the modal closes. Each focused control must show a focus ring a sighted keyboard user can follow.
 */

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

/** The receiver of the keyboard send: a devnet account no other browser test sends from or checks. */
const receiver = testAccounts[6]!.address

describe('keyboard only', () => {
  let context: BrowserContext | undefined
  afterAll(() => context?.close())

  it('connects, sends and swaps with the keyboard alone', async () => {
    const opened = await openDemo(browser)
    context = opened.context
    const { page, address } = opened
    reportFailure(page, 'walk')

    // 1. Connect.
    await connectByKeyboard(page, address, 'keyboard-01')

    // 2. Send 0.001 ETH to account 6.
    const account = await openAccount(page)
    await screenshot(page, 'keyboard-02-account')
    await tabToModal(page, 'Send')
    await expectRing(page)
    await screenshot(page, 'keyboard-03-send-button')
    await page.keyboard.press('Enter')
    const send = dialog(page, 'Send')
    await send.getByLabel('Amount').waitFor()
    const amount = await tabToModal(page, 'Amount')
    expect(amount.tag).toBe('input')
    await expectRing(page)
    await page.keyboard.type('0.001')
    await screenshot(page, 'keyboard-04-amount')

    await tabToModal(page, /^(Select token|Token: .*)$/)
    await screenshot(page, 'keyboard-05-token-button')
    await page.keyboard.press('Enter')
    const picker = dialog(page, 'Select Token')
    await picker
      .getByRole('button', { name: /\bETH\b/ })
      .first()
      .waitFor({ timeout: 20_000 })
    await pressUntil(
      page,
      (f) => f.inModal && f.tag === 'button' && /\bETH\b/.test(f.text),
      'ETH in the picker',
    )
    await expectRing(page)
    await screenshot(page, 'keyboard-06-pick-eth')
    await page.keyboard.press('Enter')
    await send.getByLabel('Amount').waitFor()
    expect(await send.getByLabel('Amount').inputValue()).toBe('0.001')

    const to = await tabToModal(page, 'Receiver address')
    expect(['input', 'textarea']).toContain(to.tag)
    await expectRing(page)
    await page.keyboard.type(receiver)
    await tabToModal(page, 'Preview send')
    await expectRing(page)
    await screenshot(page, 'keyboard-07-preview-button')
    await page.keyboard.press('Enter')
    const review = dialog(page, 'Review Send')
    await expectText(review.getByTestId('preview-amount'), '0.001 ETH')
    await tabToModal(page, 'Send')
    await expectRing(page)
    await screenshot(page, 'keyboard-08-send-confirm')
    await page.keyboard.press('Enter')
    await expectToast(page, /^Sent 0\.001 ETH$/, 'sent')
    await account.waitFor()
    await screenshot(page, 'keyboard-09-sent')

    // 3. Swap 0.001 ETH for USDC.
    await tabToModal(page, 'Swap')
    await expectRing(page)
    await page.keyboard.press('Enter')
    const swap = dialog(page, 'Swap')
    await swap.getByLabel('Amount to pay').waitFor()
    await screenshot(page, 'keyboard-10-swap')
    await tabToModal(page, /^(Select token to receive|Token to receive: .*)$/)
    await page.keyboard.press('Enter')
    const swapPicker = dialog(page, 'Select Token')
    await swapPicker
      .getByRole('button', { name: /USD Coin/ })
      .first()
      .waitFor({ timeout: 20_000 })
    await pressUntil(
      page,
      (f) => f.inModal && f.tag === 'button' && /USD Coin/.test(f.text),
      'USD Coin in the picker',
    )
    await expectRing(page)
    await screenshot(page, 'keyboard-11-pick-usdc')
    await page.keyboard.press('Enter')
    await swap.getByLabel('Amount to pay').waitFor()
    const pay = await tabToModal(page, 'Amount to pay')
    expect(pay.tag).toBe('input')
    await expectRing(page)
    await page.keyboard.type('0.001')
    await expect.poll(() => swap.getByTestId('swap-review').isEnabled(), { timeout: 20_000 }).toBe(true)
    await pressUntil(page, (f) => f.inModal && f.testId === 'swap-review', 'Review swap')
    await expectRing(page)
    await screenshot(page, 'keyboard-12-review-button')
    await page.keyboard.press('Enter')
    const swapReview = dialog(page, 'Review Swap')
    await expectText(swapReview.getByTestId('review-pay'), '0.001 ETH')
    await expect
      .poll(() => swapReview.getByTestId('swap-confirm').isEnabled(), { timeout: 20_000 })
      .toBe(true)
    await pressUntil(page, (f) => f.inModal && f.testId === 'swap-confirm', 'the swap confirm')
    await expectRing(page)
    await screenshot(page, 'keyboard-13-swap-confirm')
    await page.keyboard.press('Enter')
    await expectToast(page, /^Swapped 0\.001 ETH for [\d,.]+ USDC$/, 'swapped')
    await account.waitFor()
    await screenshot(page, 'keyboard-14-swapped')
    expect(opened.violations).toEqual([])
  })
})

describe('focus return', () => {
  it('gives focus back after Escape, Close, a connect, a disconnect, and an open() from the page', async () => {
    // In the dark theme, so the screenshots show the focus ring on dark backgrounds too.
    const { context, page, address } = await openDemo(browser, { query: '?theme=dark' })
    reportFailure(page, 'focus-return')
    try {
      // A connect: focus lands on the account chip (the same button, now the chip).
      await connectByKeyboard(page, address)

      // Escape: back on the chip that opened the modal.
      await openAccount(page)
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      await expectFocusOnChip(page, address)
      await screenshot(page, 'keyboard-20-after-escape')

      // The Close button, by Enter: back on the chip.
      await openAccount(page)
      await tabToModal(page, 'Close')
      await expectRing(page)
      await screenshot(page, 'keyboard-21-close-button')
      await page.keyboard.press('Enter')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      await expectFocusOnChip(page, address)

      // Disconnect: the chip becomes the Connect Wallet button, and focus stays on it.
      await openAccount(page)
      await tabToModal(page, 'Disconnect')
      // The Account view scrolls a little at this height: a control that already fits is not scrolled, so its
      // ring would be cut off by the view without the focus scroll margin of modal/styles.ts.
      await expectRing(page)
      await screenshot(page, 'keyboard-22-disconnect')
      await page.keyboard.press('Enter')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      await expectText(page.getByTestId('status'), /^disconnected$/)
      await expect.poll(() => deepFocusText(page)).toBe('Connect Wallet')
      expect((await focused(page)).inButton).toBe(true)
      await screenshot(page, 'keyboard-23-after-disconnect')

      // A dapp button that calls open(): Escape, then Close, each give focus back to it.
      await pressUntil(
        page,
        (f) => !f.inButton && !f.inModal && f.tag === 'button' && f.text === 'Open modal',
        'the demo Open modal button',
      )
      await expectRing(page)
      await page.keyboard.press('Enter')
      await dialog(page, 'Connect Wallet').waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      await expect.poll(() => deepFocusText(page)).toBe('Open modal')
      await screenshot(page, 'keyboard-24-after-open-modal-escape')
      await page.keyboard.press('Enter')
      await dialog(page, 'Connect Wallet').waitFor()
      await tabToModal(page, 'Close')
      await page.keyboard.press('Enter')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      await expect.poll(() => deepFocusText(page)).toBe('Open modal')
      const back = await expectRing(page)
      expect(back.inButton || back.inModal).toBe(false)
      await screenshot(page, 'keyboard-25-after-open-modal-close')

      // Typing through an input method (Japanese here): the Escape that cancels the composition leaves the
      // modal open; the next Escape closes it. The composition comes from the browser's own IME input.
      await page.keyboard.press('Enter')
      await dialog(page, 'Connect Wallet').waitFor()
      await pressUntil(page, (f) => f.inModal && f.testId === 'email-input', 'the email field')
      await expectRing(page)
      const ime = await context.newCDPSession(page)
      await ime.send('Input.imeSetComposition', { text: 'めーる', selectionStart: 3, selectionEnd: 3 })
      await screenshot(page, 'keyboard-26-composing')
      await page.keyboard.press('Escape')
      await ime.send('Input.imeSetComposition', { text: '', selectionStart: 0, selectionEnd: 0 })
      // Still open, not closing (a closing modal stays visible for its exit animation), focus where it was.
      expect(await dialog(page, 'Connect Wallet').isVisible()).toBe(true)
      expect(await page.locator('airlock-modal .backdrop.closing').count()).toBe(0)
      expect((await focused(page)).testId).toBe('email-input')
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      await expect.poll(() => deepFocusText(page)).toBe('Open modal')
    } finally {
      await context.close()
    }
  })
})
