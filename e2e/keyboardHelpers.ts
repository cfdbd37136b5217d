import type { Page } from 'playwright-core'
import { expect, inject, onTestFailed } from 'vitest'
import { deepFocusText, expectText, screenshot, truncated } from './helpers.ts'

// What the keyboard-only tests read and press: the focused element (through shadow roots) and its focus
// ring, Tab until a control has focus, and a connect done by keys alone.

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

export function focused(page: Page): Promise<Focused> {
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
export async function pressUntil(
  page: Page,
  match: (f: Focused) => boolean,
  what: string,
  key = 'Tab',
  max = 40,
) {
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
export const tabToModal = (page: Page, name: string | RegExp, key = 'Tab') =>
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
export async function expectRing(page: Page, options: { clipped?: 'known' } = {}) {
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
export async function expectToast(page: Page, text: RegExp, what: string) {
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
export function reportFailure(page: Page, name: string) {
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
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

/** From a fresh page: Tab to the Connect Wallet button, Enter, the test wallet's row, Enter: connected. */
export async function connectByKeyboard(page: Page, address: string, shot?: string) {
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
export async function expectFocusOnChip(page: Page, address: string) {
  await expect.poll(() => deepFocusText(page)).toContain(truncated(address))
  expect((await focused(page)).inButton).toBe(true)
}

/** From the focused account chip: Enter opens Account. */
export async function openAccount(page: Page) {
  await page.keyboard.press('Enter')
  const account = dialog(page, 'Account')
  await account.waitFor()
  return account
}
