import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { type Address, createTestClient, http, parseEther } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { codeFor } from './embeddedHelpers.ts'
import {
  a11yCheckpoint,
  axeScan,
  closeAll,
  devnetClient,
  expectText,
  openDemo,
  screenshot,
  startBrowser,
} from './helpers.ts'

/*
 * The embedded wallet's email change from the Account view (Edit Email, then the code sent to the current
 * address, then the one sent to the new address, both read from the dev mailbox), and spec section 4's rule
 * that closing the modal rejects an approval the frame still shows: the dapp's call fails with 4001, the frame
 * reloads without its card, and the next request is approved as usual.
 */

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

/**
 * Submits with `submit` and, when the cloud's 30 s cooldown per address answers first ('Please try again after
 * N seconds', said in `alert`), waits it out and submits again. Resolves with the time the code was asked for.
 */
async function submitPastCooldown(
  page: Page,
  alert: Locator,
  next: Locator,
  submit: () => Promise<void>,
  whileCooling: () => Promise<void> = async () => {},
) {
  let asked = Date.now() - 1000
  await submit()
  const cooling = alert.filter({ hasText: /Please try again after \d+ seconds/ })
  await Promise.race([cooling.waitFor({ timeout: 30_000 }), next.waitFor({ timeout: 30_000 })])
  if (await cooling.isVisible()) {
    await whileCooling()
    const seconds = Number(/(\d+) seconds/.exec((await cooling.textContent()) ?? '')?.[1] ?? '30')
    await page.waitForTimeout(seconds * 1000 + 500)
    asked = Date.now() - 1000
    await submit()
  }
  await next.waitFor({ timeout: 30_000 })
  return asked
}

async function loginByEmail(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByTestId('email-input').fill(email)
  const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
  const asked = await submitPastCooldown(
    page,
    connect.getByRole('alert'),
    confirm.getByTestId('otp-input'),
    () => connect.getByTestId('email-continue').click(),
  )
  await confirm.getByTestId('otp-input').fill(await codeFor(email, asked))
  await expectText(page.getByTestId('status'), /^connected$/)
  await expectText(page.getByTestId('address'), /^0x[0-9a-fA-F]{40}$/)
  return ((await page.getByTestId('address').textContent()) ?? '').trim() as Address
}

async function openAccount(page: Page) {
  await page.getByRole('button', { name: /^Account / }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.waitFor()
  return account
}

const approveButton = (page: Page) =>
  page.frameLocator('iframe[title="Airlock embedded wallet"]').getByRole('button', { name: 'Approve' })

/** When the secure site's frame document started: a reload gives it a new one. */
function frameTimeOrigin(page: Page) {
  const origin = new URL(inject('secureSiteUrl')).origin
  const frame = page.frames().find((f) => f.url().startsWith(origin))
  if (!frame) throw new Error('no secure-site frame on the page')
  return frame.evaluate(() => performance.timeOrigin).catch(() => 0)
}

describe('the embedded wallet’s email change', () => {
  let context: BrowserContext | undefined
  afterAll(() => context?.close())
  const stamp = Date.now()
  const first = `ada+${stamp}@example.com`
  const second = `ada.new+${stamp}@example.com`
  let page: Page
  let address: Address

  it('changes the email through both codes, shows it in Account, and logs in with it to the same address', async () => {
    const opened = await openDemo(browser)
    context = opened.context
    page = opened.page
    address = await loginByEmail(page, first)

    let account = await openAccount(page)
    await expectText(account.getByTestId('account-login'), first)
    await screenshot(page, 'update-email-01-account')
    await a11yCheckpoint(page, 'Account')

    // Edit Email: filled with the current address; the same one and a malformed one are refused in the view.
    await account.getByRole('button', { name: 'Update email' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Email' })
    const input = edit.getByTestId('update-email-input')
    await input.waitFor()
    expect(await input.inputValue()).toBe(first)
    await screenshot(page, 'update-email-02-edit')
    await a11yCheckpoint(page, 'UpdateEmailWallet')
    expect(await axeScan(page)).toEqual([])
    await edit.getByRole('button', { name: 'Save' }).click()
    await expectText(edit.getByRole('alert'), 'This is already your email: enter a different one')
    await input.fill('ada@example')
    await input.press('Enter')
    await expectText(edit.getByRole('alert'), 'Enter a valid email address')
    expect(await input.inputValue()).toBe('ada@example')
    await screenshot(page, 'update-email-03-invalid')
    await a11yCheckpoint(page, 'UpdateEmailWallet')

    // Enter sends it; the login code to the current address may be under 30 s old: the cooldown is said and kept.
    await input.fill(second)
    const primary = page.getByRole('dialog', { name: 'Confirm Current Email' })
    const askedPrimary = await submitPastCooldown(
      page,
      edit.getByRole('alert'),
      primary,
      () => input.press('Enter'),
      async () => {
        expect(await input.inputValue()).toBe(second)
        await screenshot(page, 'update-email-04-cooldown')
      },
    )
    await expectText(primary.getByTestId('update-email-to'), first)
    await expectText(
      primary.locator('p').first(),
      `Enter the code sent to ${first}. It confirms the change to ${second}.`,
    )
    await screenshot(page, 'update-email-05-primary-code')
    await a11yCheckpoint(page, 'UpdateEmailPrimaryOtp')
    expect(await axeScan(page)).toEqual([])

    // A wrong code is refused in the view; the mailed one goes on to the new address.
    const primaryInput = primary.getByTestId('update-otp-input')
    await primaryInput.fill('000000')
    await expectText(primary.getByRole('alert'), 'Invalid code: 4 attempts left.')
    await screenshot(page, 'update-email-06-primary-wrong')
    await a11yCheckpoint(page, 'UpdateEmailPrimaryOtp')
    const askedSecondary = Date.now() - 1000
    await primaryInput.fill(await codeFor(first, askedPrimary))

    const secondary = page.getByRole('dialog', { name: 'Confirm New Email' })
    await expectText(secondary.getByTestId('update-email-to'), second)
    await screenshot(page, 'update-email-07-secondary-code')
    await a11yCheckpoint(page, 'UpdateEmailSecondaryOtp')
    const secondaryInput = secondary.getByTestId('update-otp-input')
    await secondaryInput.pressSequentially(await codeFor(second, askedSecondary))

    account = page.getByRole('dialog', { name: 'Account' })
    await expectText(account.getByTestId('account-login'), second)
    await expectText(page.getByTestId('toast'), 'Email updated')
    await screenshot(page, 'update-email-08-updated')
    await a11yCheckpoint(page, 'Account')

    // A reload restores the session, and the Account view shows the new email again.
    await page.reload()
    await expectText(page.getByTestId('status'), /^connected$/)
    await expectText(page.getByTestId('address'), address)
    account = await openAccount(page)
    await expectText(account.getByTestId('account-login'), second)

    // Signed out, then in with the new address: the same wallet.
    await account.getByRole('button', { name: 'Disconnect' }).click()
    await expectText(page.getByTestId('status'), 'disconnected')
    expect(await loginByEmail(page, second)).toBe(address)
    account = await openAccount(page)
    await expectText(account.getByTestId('account-login'), second)
    await screenshot(page, 'update-email-09-new-login')
    await page.keyboard.press('Escape')
    await account.waitFor({ state: 'detached' })
  })

  it('rejects the dapp’s call with 4001 when the modal closes on the approval, and the next request works', async () => {
    expect(address).toBeDefined()
    await createTestClient({
      chain: hardhat,
      mode: 'hardhat',
      transport: http(inject('devnetRpcUrl')),
    }).setBalance({
      address,
      value: parseEther('1'),
    })

    // Sign: the frame's card shows; Escape (focus on the modal, not in the frame) closes the modal.
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const approve = page.getByRole('dialog', { name: 'Approve' })
    await approve.waitFor()
    await approveButton(page).waitFor({ timeout: 20_000 })
    await screenshot(page, 'update-email-10-approval-card')
    await a11yCheckpoint(page, 'ApproveTransaction')
    const before = await frameTimeOrigin(page)
    await approve.getByRole('heading', { name: 'Approve' }).click()
    await page.keyboard.press('Escape')
    await approve.waitFor({ state: 'detached' })
    const signature = page.getByTestId('signature')
    // Spec section 8: a declined signature of a smart account (the devnet's default) says it may be the app.
    await expectText(signature, 'This application might not support Smart Accounts')
    expect(await signature.getAttribute('data-kind')).toBe('error')
    // The frame reloaded without its card (and with its session): nothing is left to approve.
    await expect.poll(() => frameTimeOrigin(page)).not.toBe(before)
    await expect.poll(() => approveButton(page).count()).toBe(0)
    await screenshot(page, 'update-email-11-closed-declined')

    // The next request shows a new card, approved as usual.
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await page.getByRole('dialog', { name: 'Approve' }).waitFor()
    await approveButton(page).click({ timeout: 20_000 })
    await expectText(signature, /^0x[0-9a-f]+$/)
    expect(
      await devnetClient().verifyMessage({
        address,
        message: 'Hello from the Airlock demo',
        signature: ((await signature.textContent()) ?? '') as `0x${string}`,
      }),
    ).toBe(true)
    await screenshot(page, 'update-email-12-signed-after')

    // Send, closed with the close button this time: the transaction is refused with 4001 as well.
    await page.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
    const sending = page.getByRole('dialog', { name: 'Approve' })
    await sending.waitFor()
    await approveButton(page).waitFor({ timeout: 20_000 })
    await sending.getByRole('button', { name: 'Close' }).click()
    await expectText(page.getByTestId('tx-hash'), 'User rejected the request')
    await expectText(page.getByTestId('status'), /^connected$/)
  })
})
