import { testAccounts } from '@airlock/devnet'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest'
import {
  closeAll,
  deepFocusText,
  expectText,
  openDemo,
  screenshot,
  startBrowser,
  truncated,
} from './helpers.ts'

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

/** What has focus, looking through shadow roots, and whether it shows a focus ring. */
interface Focused {
  tag: string
  text: string
  /** aria-label, or the label a form control is named by. */
  label: string
  role: string
  testId: string
  /** Inside the `airlock-modal` host's dialog. */
  inModal: boolean
  /** Inside the `airlock-button` host. */
  inButton: boolean
  /** A visible outline or box-shadow while focused. */
  ring: boolean
  /** Which sides of the control's outline a scrolling or clipping box cuts off ('' when none). */
  clipped: string
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let active = document.activeElement
    const hosts: string[] = []
    while (active?.shadowRoot?.activeElement) {
      hosts.push(active.tagName.toLowerCase())
      active = active.shadowRoot.activeElement
    }
    const el = active as HTMLElement | null
    if (!el)
      return {
        tag: '',
        text: '',
        label: '',
        role: '',
        testId: '',
        inModal: false,
        inButton: false,
        ring: false,
        clipped: '',
      }
    const outlined = (node: Element) => {
      const style = getComputedStyle(node)
      return (
        style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) > 0 &&
        style.outlineColor !== 'rgba(0, 0, 0, 0)'
      )
    }
    const shadowed = (node: Element, insetOnly: boolean) => {
      const shadow = getComputedStyle(node).boxShadow
      return shadow !== 'none' && shadow !== '' && (!insetOnly || shadow.includes('inset'))
    }
    // The ring may sit on the control, on a part of it (the action buttons' circle), or on the field around
    // an input (an inset ring on :focus-within); the dialog's own shadow is not a ring.
    const ancestors: Element[] = []
    for (let node = el.parentElement; node && ancestors.length < 3; node = node.parentElement) {
      if (node.getAttribute('role') === 'dialog') break
      ancestors.push(node)
    }
    const ring =
      outlined(el) ||
      shadowed(el, false) ||
      [...el.querySelectorAll('*')].some((child) => outlined(child)) ||
      ancestors.some((node) => outlined(node) || shadowed(node, true))
    // The outline drawn around the control, against every box between it and the dialog that clips.
    const style = getComputedStyle(el)
    const grow = outlined(el)
      ? Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth)
      : 0
    const box = el.getBoundingClientRect()
    const ringBox = {
      top: box.top - grow,
      bottom: box.bottom + grow,
      left: box.left - grow,
      right: box.right + grow,
    }
    const cut = new Set<string>()
    for (let node = el.parentElement; node; node = node.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(node)
      if (overflowX !== 'visible' || overflowY !== 'visible') {
        const outer = node.getBoundingClientRect()
        const top = outer.top + node.clientTop
        const left = outer.left + node.clientLeft
        const by = `.${node.className || node.tagName.toLowerCase()}`
        if (overflowY !== 'visible' && ringBox.top < top - 0.5) cut.add(`top by ${by}`)
        if (overflowY !== 'visible' && ringBox.bottom > top + node.clientHeight + 0.5)
          cut.add(`bottom by ${by}`)
        if (overflowX !== 'visible' && ringBox.left < left - 0.5) cut.add(`left by ${by}`)
        if (overflowX !== 'visible' && ringBox.right > left + node.clientWidth + 0.5)
          cut.add(`right by ${by}`)
      }
      if (node.getAttribute('role') === 'dialog') break
    }
    const labelledBy = el.getAttribute('aria-labelledby')
    const root = el.getRootNode() as Document | ShadowRoot
    const labelText =
      el.getAttribute('aria-label') ??
      (labelledBy ? root.getElementById(labelledBy)?.textContent : undefined) ??
      ((el as HTMLInputElement).labels?.[0]?.textContent || '')
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.textContent ?? '').trim(),
      label: (labelText ?? '').trim(),
      role: el.getAttribute('role') ?? '',
      testId: el.getAttribute('data-testid') ?? '',
      inModal: hosts.includes('airlock-modal'),
      inButton: hosts.includes('airlock-button'),
      ring,
      clipped: [...cut].join(' '),
    }
  })
}

const describeFocus = (f: Focused) =>
  `${f.tag}${f.role ? `[role=${f.role}]` : ''}${f.testId ? `#${f.testId}` : ''} "${(f.label || f.text).slice(0, 40)}"${f.inModal ? ' (modal)' : f.inButton ? ' (button host)' : ''}`

/**
 * Presses `key` until the focused element matches (at most `max` presses) and returns it; a miss names every
 * element focus went through, so a failure shows where the keyboard path broke.
 */
async function pressUntil(page: Page, match: (f: Focused) => boolean, what: string, key = 'Tab', max = 40) {
  const path: string[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key)
    const now = await focused(page)
    path.push(describeFocus(now))
    if (match(now)) return now
  }
  await screenshot(page, `keyboard-failed-${what.replace(/\W+/g, '-')}`)
  throw new Error(`${key} never reached ${what}; focus went through:\n  ${path.join('\n  ')}`)
}

/** Tabs to a control of the modal named `name` (its aria-label, its label or its text). */
const tabToModal = (page: Page, name: string | RegExp, key = 'Tab') =>
  pressUntil(
    page,
    (f) => f.inModal && [f.label, f.text].some((s) => (typeof name === 'string' ? s === name : name.test(s))),
    `modal ${name}`,
    key,
  )

/**
 * The focused control shows a focus ring, whole: once the modal's animations have settled (a height transition
 * clips for its 150 ms), no scrolling or clipping box cuts its outline off.
 */
async function expectRing(page: Page, options: { clipped?: 'known' } = {}) {
  await page.evaluate(async () => {
    const root = document.querySelector('airlock-modal')?.shadowRoot
    const running = (root?.getAnimations() ?? []).filter(
      (animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
    )
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
  })
  const f = await focused(page)
  expect(f.ring, `no visible focus ring on ${describeFocus(f)}`).toBe(true)
  if (options.clipped !== 'known') expect(f.clipped, `focus ring cut off on ${describeFocus(f)}`).toBe('')
  return f
}

/** Waits for a toast reading `text`; a miss says which toasts showed and takes a screenshot. */
async function expectToast(page: Page, text: RegExp, what: string) {
  const toasts = () => page.getByTestId('toast').allTextContents()
  try {
    await expect.poll(async () => (await toasts()).some((t) => text.test(t)), { timeout: 30_000 }).toBe(true)
  } catch (error) {
    await screenshot(page, `keyboard-failed-${what}`)
    const view = await page
      .getByRole('dialog')
      .first()
      .evaluate((el) => `${el.getAttribute('data-view')}: ${el.textContent}`)
      .catch(() => 'no dialog')
    throw new Error(`No toast ${text}; toasts: ${JSON.stringify(await toasts())}; modal: ${view}`, {
      cause: error,
    })
  }
}

/**
 * On failure: a screenshot of the page as it was, and the requests that failed (a view's chunk that did not
 * load explains a view that never showed).
 */
function reportFailure(page: Page, name: string) {
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
  })
  page.on('requestfailed', (request) => failed.push(`${request.failure()?.errorText} ${request.url()}`))
  page.on('pageerror', (error) => failed.push(`page error: ${error.message}`))
  onTestFailed(async () => {
    await screenshot(page, `keyboard-failed-${name}`).catch(() => undefined)
    // A demo built by another run (the build folder is shared) talks to that run's devnet, not this one's.
    const unique = [...new Set(failed)]
    if (unique.length > 0)
      console.error(
        `failed requests (this run's devnet: ${inject('devnetRpcUrl')}):\n  ${unique.join('\n  ')}`,
      )
  })
}

/** The modal's dialog, by its title. */
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

/** From a fresh page: Tab to the Connect Wallet button, Enter, the test wallet's row, Enter: connected. */
async function connectByKeyboard(page: Page, address: string, shot?: string) {
  await page.locator('body').focus()
  await pressUntil(
    page,
    (f) => f.inButton && f.tag === 'button' && f.text === 'Connect Wallet',
    'the Connect Wallet button',
  )
  await expectRing(page)
  if (shot) await screenshot(page, `${shot}-connect-button`)
  await page.keyboard.press('Enter')
  await dialog(page, 'Connect Wallet').waitFor()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .waitFor()
  // The wallet rows are buttons in the tab order: Tab reaches them past the email field and the socials.
  await pressUntil(page, (f) => f.inModal && f.text.includes('Airlock Test Wallet'), 'the wallet row')
  await expectRing(page)
  if (shot) await screenshot(page, `${shot}-wallet-row`)
  await page.keyboard.press('Enter')
  await expectText(page.getByTestId('status'), /^connected$/)
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
  await expect.poll(() => deepFocusText(page)).toContain(truncated(address))
  const chip = await focused(page)
  expect(chip.inButton).toBe(true)
  await expectRing(page)
  if (shot) await screenshot(page, `${shot}-connected-chip`)
}

/** Focus is on the account chip, in the `airlock-button` host. */
async function expectFocusOnChip(page: Page, address: string) {
  await expect.poll(() => deepFocusText(page)).toContain(truncated(address))
  expect((await focused(page)).inButton).toBe(true)
}

/** From the focused account chip: Enter opens Account. */
async function openAccount(page: Page) {
  await page.keyboard.press('Enter')
  const account = dialog(page, 'Account')
  await account.waitFor()
  return account
}

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
