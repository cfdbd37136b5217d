import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { closeAll, expectText, pasteDemoLink, screenshot, startBrowser } from './helpers.ts'

/*
 * A visitor opens WalletConnect's QR view, then closes the modal: they have walked away, so the button says
 * Connect Wallet again at once. The pairing lives on in the background: a wallet that answers it later still
 * connects the page.
 */

let browser: Browser
let context: BrowserContext | undefined
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser, context))

describe('closing the QR view', () => {
  it('puts the button back to Connect Wallet at once, and a wallet answering later still connects', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 820 } })
    // The link is copied from the QR view and pasted into the reference wallet, which now holds the proposal.
    const { demo, wallet } = await pasteDemoLink(context)
    await demo.bringToFront()
    await demo.getByRole('dialog', { name: 'WalletConnect' }).getByRole('button', { name: 'Close' }).click()
    await demo.getByRole('dialog').waitFor({ state: 'hidden' })

    // Nothing is on screen to wait on: no spinner, no "Connecting…", the page reads disconnected.
    await expectText(demo.getByTestId('status'), /^disconnected$/)
    await demo.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await screenshot(demo, 'qr-close-01-closed')

    // The wallet approves the proposal it already holds: the page connects without the modal.
    await wallet.getByTestId('proposal-approve').click()
    await expectText(demo.getByTestId('status'), /^connected$/)
    await expectText(demo.getByTestId('address'), /^0x[0-9a-fA-F]{40}$/)
    await demo.bringToFront()
    await demo.getByRole('button', { name: /^Account / }).waitFor()
    await screenshot(demo, 'qr-close-02-connected')
  })
})
