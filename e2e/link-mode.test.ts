import { testAccounts } from '@airlock/devnet'
import type { Browser, BrowserContext, Request } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { closeAll, expectText, pasteDemoLink, screenshot, startBrowser } from './helpers.ts'

/*
 * WalletConnect link mode through the kit and the reference wallet: the demo (?linkMode) and the wallet pair
 * over the relay, then the demo's request opens the wallet's universal link with the request in it, and the
 * wallet's answer opens the demo's universal link with the answer in it. Each link lands in a new tab, which
 * hands it to the open tab of its app and closes.
 */

let browser: Browser
let context: BrowserContext | undefined

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser, context))

const origin = (url: string) => new URL(url).origin

describe('link mode', () => {
  it('a request travels to the wallet by link and the answer returns by link', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 820 } })
    // Every page load that carries a link-mode envelope (wc_ev), in the order they happen.
    const links: string[] = []
    context.on('request', (request: Request) => {
      if (request.isNavigationRequest() && new URL(request.url()).searchParams.has('wc_ev')) {
        links.push(request.url())
      }
    })
    const { demo, wallet } = await pasteDemoLink(context, '?linkMode')
    await wallet.getByTestId('proposal-approve').click()
    await expectText(demo.getByTestId('status'), /^connected$/)
    const address = (await demo.getByTestId('address').textContent()) as `0x${string}`
    expect(address).toBe(testAccounts[0]!.address)
    // Pairing and settlement travel over the relay; link mode starts once the session is there.
    expect(links).toEqual([])

    await demo.bringToFront()
    await demo.getByRole('button', { name: 'Sign a message' }).click()

    // The request opened the wallet's universal link; that tab handed it to the open wallet tab and closed.
    await expect.poll(() => links.length).toBe(1)
    expect(origin(links[0]!)).toBe(origin(inject('walletUrl')))
    await wallet.bringToFront()
    const sheet = wallet.getByTestId('request-sheet')
    await sheet.waitFor()
    await expectText(wallet.getByTestId('request-message'), /Hello from the Airlock demo/)
    await screenshot(wallet, 'link-mode-01-request-in-wallet')
    await expect.poll(() => context?.pages().length).toBe(2)

    await wallet.getByTestId('request-approve').click()

    // The answer opened the demo's universal link; that tab handed it to the waiting demo tab and closed.
    await expect.poll(() => links.length).toBe(2)
    expect(origin(links[1]!)).toBe(origin(inject('demoUrl')))
    expect(new URL(links[1]!).searchParams.has('linkMode')).toBe(true)
    const signature = demo.getByTestId('signature')
    await expect.poll(() => signature.getAttribute('data-kind')).toBe('ok')
    const signed = (await signature.textContent()) as `0x${string}`
    expect(await verifyMessage({ address, message: 'Hello from the Airlock demo', signature: signed })).toBe(
      true,
    )
    await expect.poll(() => context?.pages().length).toBe(2)
    await demo.bringToFront()
    await signature.scrollIntoViewIfNeeded()
    await screenshot(demo, 'link-mode-02-answer-in-demo')
  })
})
