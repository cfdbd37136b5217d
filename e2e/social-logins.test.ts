import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { closeAll, expectText, openDemo, screenshot, startBrowser } from './helpers.ts'

/*
 * Every social login other than Google (its own walk is in embedded-wallet.test.ts) and Farcaster (its own
 * channel), once each, end to end: the demo's button, the provider's login and consent in a popup (the local
 * identity provider of the e2e cloud stands in for each provider), and a connected embedded account that says
 * which provider it came from.
 */

let browser: Browser

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

const PROVIDERS = [
  { id: 'x', label: 'X' },
  { id: 'discord', label: 'Discord' },
  { id: 'github', label: 'GitHub' },
  { id: 'apple', label: 'Apple' },
  { id: 'facebook', label: 'Facebook' },
] as const

describe('social logins', () => {
  it.each(PROVIDERS)('signs in with $label through the local identity provider', async ({ id, label }) => {
    const { page, context } = await openDemo(browser)
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
      const popupOpened = context.waitForEvent('page')
      await connect.getByRole('button', { name: `Continue with ${label}` }).click()
      const popup = await popupOpened
      await popup.getByLabel('Username').waitFor({ timeout: 30_000 })
      await popup.screenshot({ path: `${inject('screenshotDir')}/social-${id}-01-provider.png` })
      await popup.getByLabel('Username').fill('ada')
      await popup.getByLabel('Password').fill('ada-password')
      await popup.getByRole('button', { name: 'Sign in' }).click()
      const consent = popup.getByRole('button', { name: 'Continue' })
      if (await consent.isVisible({ timeout: 3000 }).catch(() => false)) await consent.click()
      await expectText(page.getByTestId('status'), /^connected$/)
      await expectText(page.getByTestId('address'), /^0x[0-9a-fA-F]{40}$/)
      await page.getByRole('button', { name: /^Account / }).click()
      const account = page.getByRole('dialog', { name: 'Account' })
      await expectText(account.getByTestId('account-login'), `${label} · ada`)
      await screenshot(page, `social-${id}-02-account`)
      await account.getByRole('button', { name: 'Disconnect' }).click()
      await expectText(page.getByTestId('status'), 'disconnected')
      expect(popup.isClosed()).toBe(true)
    } finally {
      await context.close()
    }
  })
})
