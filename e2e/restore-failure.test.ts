import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeAll, connectInjected, expectText, openDemo, screenshot, startBrowser } from './helpers.ts'

/*
 * A visitor connected an injected wallet, then comes back to the page, and the wallet fails to answer the kit's
 * reconnection (an extension crashed, say). The page does not pretend to be connected: the stored connection is
 * dropped, the button says Connect Wallet, the visitor is told why, and connecting again works.
 */

let browser: Browser
let context: BrowserContext | undefined
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser, context))

describe('a stored connection whose wallet fails to reconnect', () => {
  it('disconnects, says why in a toast, and the visitor connects again from Connect', async () => {
    const demo = await openDemo(browser)
    context = demo.context
    const { page, wallet, address } = demo
    const account = await connectInjected(page, address)
    await account.getByRole('button', { name: 'Close' }).click()

    // The wallet's accounts call fails with an internal error on the next visit.
    const answer = wallet.request.bind(wallet)
    let broken = true
    wallet.request = async (args, requestContext) => {
      if (broken && args.method === 'eth_accounts')
        throw Object.assign(new Error('The extension stopped responding'), { code: -32603 })
      return answer(args, requestContext)
    }
    await page.reload()

    await expectText(page.getByTestId('status'), /^disconnected$/)
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    const toast = page.getByTestId('toast')
    await screenshot(page, 'restore-failure-01-toast')
    await expectText(toast, 'The extension stopped responding')
    expect(await toast.getAttribute('role')).toBe('alert')
    // The dropped connection is forgotten: a second reload does not try it again.
    const stored = await page.evaluate(() => ({
      status: localStorage.getItem('@airlock/connection_status'),
      namespaces: localStorage.getItem('@airlock/connected_namespaces'),
    }))
    expect(stored).toEqual({ status: '"disconnected"', namespaces: '[]' })

    broken = false
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const modal = page.getByRole('dialog')
    await modal.getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await expectText(page.getByTestId('status'), /^connected$/)
    await expectText(page.getByTestId('address'), address)
  })
})
