import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeAll, deepFocusText, openDemo, screenshot, startBrowser } from './helpers.ts'

let browser: Browser

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

/** Connects the injected test wallet (account 0) and opens the Account view. */
async function openAccount(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
  await page.getByRole('button', { name: /^Account / }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.waitFor()
  return account
}

describe('Account view tabs: Tokens, NFTs, Activity', () => {
  for (const scheme of ['light', 'dark'] as const) {
    const suffix = scheme === 'dark' ? '-dark' : ''

    it(`shows the tokens, NFTs and activity of the account (${scheme})`, async () => {
      const { context, page, violations } = await openDemo(browser, {
        colorScheme: scheme,
        query: scheme === 'dark' ? '?theme=dark' : '',
      })
      try {
        const account = await openAccount(page)
        expect(await account.getByRole('button', { name: 'Send', exact: true }).count()).toBe(1)
        expect(await account.getByRole('button', { name: 'Receive', exact: true }).count()).toBe(1)
        const tabs = account.getByRole('tab')
        expect(await tabs.allTextContents()).toEqual(['Tokens', 'NFTs', 'Activity'])

        // Tokens: the devnet gives account 0 ether and ERC-20s, with USD values.
        expect(await account.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
        const tokens = account.getByTestId('token-row')
        await tokens.filter({ hasText: 'USDC' }).first().waitFor()
        await tokens.filter({ hasText: / ETH/ }).first().waitFor()
        expect(await tokens.filter({ hasText: 'USDC' }).first().textContent()).toMatch(/\$[\d,]+\.\d\d/)
        await screenshot(page, `account-tokens${suffix}`)

        // NFTs: Airlock Explorers #1 to #3; the spam airdrop is hidden.
        await account.getByRole('tab', { name: 'NFTs' }).click()
        const nfts = account.getByTestId('nft-tile')
        await nfts.filter({ hasText: 'Airlock Explorers #1' }).waitFor()
        const names = await nfts.allTextContents()
        for (const name of ['Airlock Explorers #1', 'Airlock Explorers #2', 'Airlock Explorers #3'])
          expect(names).toContain(name)
        expect(names.some((name) => name.includes('Claim Your Reward Pass'))).toBe(false)
        await page.waitForFunction(() => {
          const host = document.querySelector('airlock-modal')?.shadowRoot
          const images = [...(host?.querySelectorAll<HTMLImageElement>('img.nft-media') ?? [])]
          return images.length > 0 && images.every((image) => image.complete)
        })
        await screenshot(page, `account-nfts${suffix}`)

        // Activity: under date headers, with titles and amounts.
        await account.getByRole('tab', { name: 'Activity' }).click()
        const rows = account.getByTestId('activity-row')
        await rows.first().waitFor()
        expect(await account.getByRole('heading', { name: 'Today' }).count()).toBe(1)
        // The other browser tests trade from this account at the same time, pushing the devnet's seeded
        // history down: scrolling loads older pages until it shows.
        const seeded = async () => {
          const texts = await rows.allTextContents()
          return (
            texts.some((text) => /Minted.*Airlock Explorers #1/.test(text)) &&
            texts.some((text) => /Received\+1\.5 ETH|Swapped-[\d.]+ ETH → \+[\d,.]+ USDC/.test(text))
          )
        }
        await expect
          .poll(
            async () => {
              if (await seeded()) return true
              await rows.last().scrollIntoViewIfNeeded()
              return false
            },
            { timeout: 20_000, interval: 400 },
          )
          .toBe(true)
        await rows.first().scrollIntoViewIfNeeded()
        expect(await rows.first().locator('time').getAttribute('title')).toMatch(/\d{4}/)
        await screenshot(page, `account-activity${suffix}`)

        expect(violations).toEqual([])
      } finally {
        await context.close()
      }
    })
  }

  it('moves between tabs with the arrow keys, Home and End, and keeps the tab within the modal session', async () => {
    const { context, page } = await openDemo(browser)
    try {
      const account = await openAccount(page)
      const selected = () => account.getByRole('tab', { selected: true }).textContent()
      await account.getByRole('tab', { name: 'Tokens' }).focus()

      await page.keyboard.press('ArrowRight')
      expect(await selected()).toBe('NFTs')
      expect(await deepFocusText(page)).toBe('NFTs')
      await page.keyboard.press('ArrowRight')
      expect(await selected()).toBe('Activity')
      await page.keyboard.press('ArrowRight')
      expect(await selected()).toBe('Tokens')
      await page.keyboard.press('ArrowLeft')
      expect(await selected()).toBe('Activity')
      expect(await deepFocusText(page)).toBe('Activity')
      await page.keyboard.press('Home')
      expect(await selected()).toBe('Tokens')
      await page.keyboard.press('End')
      expect(await selected()).toBe('Activity')
      // Roving tabindex: only the selected tab is in the tab order; Tab moves into its panel.
      expect(
        await account.getByRole('tab', { selected: false }).evaluateAll((els) => els.map((e) => e.tabIndex)),
      ).toEqual([-1, -1])
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(
          () =>
            document.querySelector('airlock-modal')?.shadowRoot?.activeElement?.getAttribute('role') ?? '',
        ),
      ).toBe('tabpanel')

      // Another view and back: the tab stays.
      await account.getByRole('tab', { name: 'NFTs' }).click()
      await account.getByRole('button', { name: /Switch network/ }).click()
      const networks = page.getByRole('dialog', { name: 'Choose Network' })
      await networks.waitFor()
      await networks.getByRole('button', { name: 'Back' }).click()
      await page.getByRole('dialog', { name: 'Account' }).waitFor()
      expect(await selected()).toBe('NFTs')

      // Closing ends the session: the next opening starts on Tokens.
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      await page.getByRole('button', { name: /^Account / }).click()
      await account.waitFor()
      expect(await selected()).toBe('Tokens')
    } finally {
      await context.close()
    }
  })
})
