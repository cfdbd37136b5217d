import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  closeAll,
  deepFocusText,
  focusInModal,
  openDemo,
  screenshot,
  startBrowser,
  truncated,
} from './helpers.ts'

let browser: Browser

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

describe('connect an injected wallet, end to end', () => {
  it('connects, shows the account and balance, switches network, disconnects, reconnects and restores on reload', async () => {
    const { context, page, wallet, violations, address } = await openDemo(browser)
    try {
      const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
      await connectButton.waitFor()
      await screenshot(page, '00-demo-disconnected')

      // Connect view lists the announced test wallet.
      await connectButton.click()
      const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
      await dialog.waitFor()
      const walletRow = dialog.getByRole('button', { name: /Airlock Test Wallet/ })
      await walletRow.waitFor()
      expect(await walletRow.textContent()).toContain('Installed')
      await screenshot(page, '01-connect')

      // Pending while the wallet has not answered.
      wallet.setPolicy('eth_requestAccounts', 'hang')
      await walletRow.click()
      await page.getByText('Continue in Airlock Test Wallet').waitFor()
      await screenshot(page, '02-connecting')
      await wallet.approvePending()
      wallet.setPolicy('eth_requestAccounts', 'approve')

      // Connected: the modal closes, the button and the page show the account and the devnet balance.
      await dialog.waitFor({ state: 'hidden' })
      await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
      expect(await page.getByTestId('address').textContent()).toBe(address)
      await expect.poll(() => page.getByTestId('balance').textContent()).toMatch(/^[\d,.]+ ETH$/)
      const accountChip = page.getByRole('button', { name: `Account ${truncated(address)}` })
      await expect.poll(() => accountChip.textContent()).toContain('ETH')
      await screenshot(page, '03-demo-connected')

      // Account view.
      await accountChip.click()
      const account = page.getByRole('dialog', { name: 'Account' })
      await account.waitFor()
      expect(await account.getByTestId('account-name').textContent()).toBe(truncated(address))
      await expect.poll(() => account.getByTestId('account-balance').textContent()).toMatch(/ETH$/)
      await screenshot(page, '04-account')

      // Copy address.
      await account.getByRole('button', { name: 'Copy address' }).click()
      await page.getByRole('status').filter({ hasText: 'Address copied' }).waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
      await screenshot(page, '05-account-copied')

      // Switch to Ethereum and back: the wallet is asked, the page follows.
      await account.getByRole('button', { name: /Switch network/ }).click()
      const networks = page.getByRole('dialog', { name: 'Choose Network' })
      await networks.waitFor()
      await screenshot(page, '06-networks')
      await networks.getByRole('button', { name: 'Ethereum', exact: true }).click()
      await page.getByRole('dialog', { name: 'Account' }).waitFor()
      await expect.poll(() => page.getByTestId('network').textContent()).toContain('Ethereum')
      expect(wallet.requests.some((r) => r.method === 'wallet_switchEthereumChain')).toBe(true)
      await screenshot(page, '07-account-ethereum')
      await page
        .getByRole('dialog', { name: 'Account' })
        .getByRole('button', { name: /Switch network/ })
        .click()
      await page
        .getByRole('dialog', { name: 'Choose Network' })
        .getByRole('button', { name: /Airlock Devnet/ })
        .click()
      await expect.poll(() => page.getByTestId('network').textContent()).toContain('Airlock Devnet')
      await expect.poll(() => page.getByTestId('balance').textContent()).toMatch(/ETH$/)

      // Escape closes and gives focus back to the button that opened the modal.
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      expect(await deepFocusText(page)).toContain(truncated(address))

      // Disconnect.
      await accountChip.click()
      await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      await connectButton.waitFor()
      expect(await page.getByTestId('status').textContent()).toBe('disconnected')

      // Connect again, then reload: the connection is restored without asking the wallet again.
      await connectButton.click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Airlock Test Wallet/ })
        .click()
      await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
      const asked = wallet.requests.filter((r) => r.method === 'eth_requestAccounts').length
      await page.reload()
      await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
      expect(await page.getByTestId('address').textContent()).toBe(address)
      expect(wallet.requests.filter((r) => r.method === 'eth_requestAccounts').length).toBe(asked)

      expect(violations).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('shows the declined state when the wallet rejects, and retry connects', async () => {
    const { context, page, wallet } = await openDemo(browser)
    try {
      wallet.setPolicy('eth_requestAccounts', 'reject')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Airlock Test Wallet/ })
        .click()
      await page.getByText('Connection declined').waitFor()
      await screenshot(page, '08-connection-declined')
      wallet.setPolicy('eth_requestAccounts', 'approve')
      await page.getByRole('button', { name: 'Try again' }).click()
      await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
    } finally {
      await context.close()
    }
  })

  it('asks to switch when the wallet moves to a network the dapp does not support', async () => {
    const { context, page, wallet } = await openDemo(browser)
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Airlock Test Wallet/ })
        .click()
      await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
      await wallet.switchChain(11155111)
      const dialog = page.getByRole('dialog', { name: 'Switch Network' })
      await dialog.waitFor()
      await dialog.getByText('doesn’t support your current network').waitFor()
      expect(await page.getByTestId('network').textContent()).toContain('Unsupported network')
      await screenshot(page, '09-unsupported-chain')
      await dialog.getByRole('button', { name: /Airlock Devnet/ }).click()
      await expect.poll(() => page.getByTestId('network').textContent()).toContain('Airlock Devnet')
    } finally {
      await context.close()
    }
  })

  it('shows the Connect view, wallets and text, in the first frame after the click; the idle rehearsal loads nothing', async () => {
    const { context, page } = await openDemo(browser)
    try {
      const walletListCalls: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/getWallets')) walletListCalls.push(request.url())
      })
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
      // Idle: the modal chunk is loaded and the Connect view rehearsed (then removed), hidden from everyone.
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
      await page.waitForTimeout(300)
      expect(walletListCalls).toEqual([])
      expect(await page.getByRole('dialog').count()).toBe(0)
      expect(await page.locator('airlock-modal .rehearsal').count()).toBe(0)

      // At the first animation frame after the click, before that frame paints: what will it show?
      await page.evaluate(() => {
        const state = window as unknown as { __firstFrame?: unknown }
        addEventListener(
          'click',
          () =>
            requestAnimationFrame(() => {
              const root = document.querySelector('airlock-modal')?.shadowRoot
              const card = root?.querySelector<HTMLElement>('[role=dialog]')
              const row = card?.querySelector<HTMLElement>('.view button')
              const opacity = (el: Element | null | undefined) =>
                el ? Number(getComputedStyle(el).opacity) : 0
              state.__firstFrame = {
                title: card?.querySelector('.title')?.textContent,
                row: row?.textContent,
                card: opacity(card),
                view: opacity(card?.querySelector('.view')),
                title_opacity: opacity(card?.querySelector('.title')),
                height: card?.getBoundingClientRect().height ?? 0,
              }
            }),
          { capture: true, once: true },
        )
      })
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const first = (
        await page.waitForFunction(() => (window as unknown as { __firstFrame?: unknown }).__firstFrame)
      ).jsonValue()
      expect(await first).toMatchObject({ title: 'Connect Wallet', view: 1, title_opacity: 1 })
      const shown = (await first) as { row?: string; card: number; height: number }
      expect(shown.row).toMatch(/\S/)
      expect(shown.card).toBeGreaterThan(0.5)
      expect(shown.height).toBeGreaterThan(100)
      // The view's own loads start once it has painted.
      await expect.poll(() => walletListCalls.length).toBeGreaterThan(0)
    } finally {
      await context.close()
    }
  })

  it('keeps keyboard focus inside the open modal', async () => {
    const { context, page } = await openDemo(browser)
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('dialog').waitFor()
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab')
        expect(await focusInModal(page)).toBe(true)
      }
      await page.keyboard.press('Shift+Tab')
      expect(await focusInModal(page)).toBe(true)
    } finally {
      await context.close()
    }
  })
})

describe('look and configuration', () => {
  it('renders the dark theme', async () => {
    const { context, page } = await openDemo(browser, { query: '?theme=dark' })
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Airlock Test Wallet/ })
        .waitFor()
      const background = await page.evaluate(() => {
        const host = document.querySelector('airlock-modal')
        const card = host?.shadowRoot?.querySelector('.card')
        return card ? getComputedStyle(card).backgroundColor : ''
      })
      expect(background).toBe('rgb(24, 25, 29)')
      await screenshot(page, '10-connect-dark')
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Airlock Test Wallet/ })
        .click()
      await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
      await page.getByRole('button', { name: /^Account / }).click()
      await page
        .getByRole('dialog', { name: 'Account' })
        .getByTestId('account-balance')
        .getByText(/ETH/)
        .waitFor()
      await screenshot(page, '11-account-dark')
    } finally {
      await context.close()
    }
  })

  it('adds no style element or global stylesheet to the page and works under a strict CSP', async () => {
    const { context, page, violations } = await openDemo(browser)
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('dialog').waitFor()
      const page_ = await page.evaluate(() => ({
        styleElements: document.querySelectorAll('style').length,
        sheets: document.styleSheets.length,
        adopted: document.adoptedStyleSheets.length,
        modalSheets: document.querySelector('airlock-modal')?.shadowRoot?.adoptedStyleSheets.length ?? 0,
        hostParent: document.querySelector('airlock-modal')?.parentElement?.tagName,
        // Layout width: the opening animation scales the card, so its bounding box is not it.
        cardWidth: document.querySelector('airlock-modal')?.shadowRoot?.querySelector<HTMLElement>('.card')
          ?.offsetWidth,
        zIndex: getComputedStyle(
          document.querySelector('airlock-modal')!.shadowRoot!.querySelector('.backdrop')!,
        ).zIndex,
        font: getComputedStyle(document.querySelector('airlock-modal')!.shadowRoot!.querySelector('.card')!)
          .fontFamily,
      }))
      expect(page_).toEqual({
        styleElements: 0,
        sheets: 1,
        adopted: 0,
        modalSheets: 1,
        hostParent: 'BODY',
        cardWidth: 360,
        zIndex: '999',
        font: expect.stringMatching(/^AirlockInter, Inter/),
      })
      // Inter comes from the package itself and is loaded.
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px AirlockInter'))).toBe(true)
      expect(violations).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('shows the Project ID Not Configured alert without a project id', async () => {
    const { context, page } = await openDemo(browser, { query: '?projectId=' })
    try {
      await page.getByRole('alert').filter({ hasText: 'Project ID Not Configured' }).waitFor()
      await screenshot(page, '12-alert-project-id')
    } finally {
      await context.close()
    }
  })
})

describe('embedded mode', () => {
  it('renders the modal inline where <AirlockModal /> is placed, not over the page', async () => {
    const { context, page } = await openDemo(browser, { query: '?embedded' })
    try {
      const region = page.getByRole('region', { name: 'Connect Wallet' })
      await region.getByRole('button', { name: /Airlock Test Wallet/ }).waitFor()
      expect(await page.getByRole('dialog').count()).toBe(0)
      // Nothing to close: the page owns where it sits.
      expect(await region.getByRole('button', { name: 'Close' }).count()).toBe(0)
      const parent = await page.evaluate(
        () => document.querySelector('airlock-modal')?.parentElement?.className,
      )
      expect(parent).toBe('embedded')
      await screenshot(page, '13-embedded')
    } finally {
      await context.close()
    }
  })
})

describe('with the cloud', () => {
  it('an unknown project id gets the Invalid App Configuration alert from the cloud', async () => {
    const { context, page } = await openDemo(browser, { query: '?projectId=no-such-project' })
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('alert').filter({ hasText: 'Invalid App Configuration' }).waitFor()
      await screenshot(page, '14-alert-invalid-project')
    } finally {
      await context.close()
    }
  })
})
