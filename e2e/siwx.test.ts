import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Hex, hexToString } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  a11yCheckpoint,
  axeScan,
  closeAll,
  expectText,
  openDemo,
  screenshot,
  startBrowser,
} from './helpers.ts'

/*
 * Sign in with X, required (the demo's ?siwx switch, createCloudSiwx against the test cloud): SIWXSignMessage
 * opens once the injected test wallet connects, cannot be closed, and Cancel disconnects; signing (EIP-4361,
 * verified by the cloud on the devnet) opens a session that the demo's own server route accepts, and that a
 * reload keeps. Disconnecting revokes it at the cloud.
 */

let browser: Browser
let context: BrowserContext | undefined

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser, context))

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await signIn.waitFor()
  return signIn
}

async function callServer(page: Page) {
  const answer = page.getByTestId('secret')
  const before = (await answer.count()) > 0 ? await answer.textContent() : undefined
  await page.getByRole('button', { name: 'Call the server' }).click()
  // A fresh answer replaces the old one (it is cleared while the call runs).
  await expect
    .poll(async () => ((await answer.count()) > 0 ? await answer.textContent() : null))
    .not.toBe(null)
  void before
  return answer
}

describe('sign in with X (required) with the injected test wallet', () => {
  it('opens after connecting, refuses to close, cancels by disconnecting, then signs in, reaches the server and survives a reload', async () => {
    const demo = await openDemo(browser, { query: '?siwx' })
    context = demo.context
    const { page, wallet, address } = demo
    await expectText(page.getByTestId('siwx-status'), 'Connect a wallet to sign in')

    // Connect: SIWXSignMessage asks for a signature, with the dapp and wallet icons and AppKit's words.
    let signIn = await connect(page)
    await expectText(page.getByTestId('status'), /^connected$/)
    await expectText(signIn, /Airlock Demo needs to connect to your wallet/)
    await expectText(
      signIn,
      /Sign this message to prove you own this wallet and proceed\. Cancelling will disconnect you\./,
    )
    expect(await signIn.getByRole('button', { name: 'Sign', exact: true }).isEnabled()).toBe(true)
    expect(await signIn.getByRole('button', { name: 'Cancel' }).isEnabled()).toBe(true)

    // Closing is disabled while the required sign-in has no session: the button, Escape and the backdrop.
    const close = signIn.getByRole('button', { name: 'Close' })
    expect(await close.isDisabled()).toBe(true)
    await page.keyboard.press('Escape')
    await page.mouse.click(10, 10)
    await page.waitForTimeout(600)
    expect(await signIn.isVisible()).toBe(true)
    await screenshot(page, 'siwx-sign-message')
    await a11yCheckpoint(page, 'SIWXSignMessage')
    expect(await axeScan(page)).toEqual([])

    // Cancel disconnects (required) and closes.
    await signIn.getByRole('button', { name: 'Cancel' }).click()
    await expectText(page.getByTestId('status'), 'disconnected')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expectText(await callServer(page), /^401: Sign in first/)

    // Connect again; a declined signature shows why and stays on the view.
    wallet.setPolicy('personal_sign', 'reject')
    signIn = await connect(page)
    await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
    await expectText(signIn.getByTestId('siwx-error'), 'Signature declined')
    expect(await signIn.isVisible()).toBe(true)
    await screenshot(page, 'siwx-declined')
    await a11yCheckpoint(page, 'SIWXSignMessage')

    // Sign: the cloud verifies the EIP-4361 message on the devnet, the modal closes, the session is shown.
    wallet.setPolicy('personal_sign', 'approve')
    await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
    await signIn.waitFor({ state: 'hidden' })
    await expectText(page.getByTestId('siwx-status'), `Signed in as ${address} on eip155:31337`)
    const signed = wallet.requests.filter((r) => r.method === 'personal_sign').at(-1)
    expect(signed?.outcome).toBe('approved')
    // What the wallet signed: EIP-4361 for the demo's page, on the devnet, with the cloud's nonce.
    const text = hexToString((signed!.params as [Hex, string])[0])
    const host = new URL(inject('demoUrl')).host
    expect(text).toMatch(
      new RegExp(`^${host} wants you to sign in with your Ethereum account:\n${address}\n`),
    )
    expect(text).toMatch(
      /\nURI: http:\/\/127\.0\.0\.1:\d+\/\?siwx\nVersion: 1\nChain ID: 31337\nNonce: [0-9a-f]{32}\n/,
    )

    // The demo's own server answers the signed-in address (it checked the token with the cloud).
    await expectText(await callServer(page), new RegExp(`^Only ${address} can read this`))
    await screenshot(page, 'siwx-signed-in')

    // A reload keeps the session: no prompt, still signed in, the server still answers.
    await page.reload()
    await expectText(page.getByTestId('status'), /^connected$/)
    await expectText(page.getByTestId('siwx-status'), `Signed in as ${address} on eip155:31337`)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await expectText(await callServer(page), new RegExp(`^Only ${address} can read this`))

    // Disconnecting signs out: the cloud no longer knows the token.
    const token = await page.evaluate(() => {
      const tokens = JSON.parse(localStorage.getItem('@airlock/siwx_tokens') ?? '{}') as Record<
        string,
        { token: string }
      >
      return Object.values(tokens)[0]?.token
    })
    expect(token).toBeTruthy()
    const session = (t: string) =>
      fetch(`${inject('cloudUrl')}/v1/siwx/session?projectId=airlock-demo`, {
        headers: { authorization: `Bearer ${t}` },
      }).then((r) => r.status)
    expect(await session(token!)).toBe(200)
    await page.getByRole('button', { name: 'Account', exact: true }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    await expectText(page.getByTestId('status'), 'disconnected')
    await expect.poll(() => session(token!)).toBe(401)
    await expectText(page.getByTestId('siwx-status'), 'Connect a wallet to sign in')
  })
})

describe('sign in with X (optional)', () => {
  it('can be closed; Cancel closes and keeps the wallet connected; the demo asks again on request', async () => {
    const demo = await openDemo(browser, { query: '?siwx=optional' })
    const { page, address } = demo
    try {
      const signIn = await connect(page)
      await expectText(
        signIn,
        /^(?!.*Cancelling will disconnect you).*Sign this message to prove you own this wallet and proceed\./,
      )
      expect(await signIn.getByRole('button', { name: 'Close' }).isEnabled()).toBe(true)
      await signIn.getByRole('button', { name: 'Cancel' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await expectText(page.getByTestId('status'), /^connected$/)
      await expectText(page.getByTestId('siwx-status'), 'Not signed in')

      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await page
        .getByRole('dialog', { name: 'Sign In' })
        .getByRole('button', { name: 'Sign', exact: true })
        .click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await expectText(page.getByTestId('siwx-status'), `Signed in as ${address} on eip155:31337`)
    } finally {
      await demo.context.close()
    }
  })
})

describe('page load (DESIGN section 2): the sign-in flow, its message and its view are chunks of their own', () => {
  const dist = join(import.meta.dirname, '.work/demo')
  const chunks = () =>
    readdirSync(join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ name: f, code: readFileSync(join(dist, 'assets', f), 'utf8') }))
  const entryName = () =>
    /src="\/assets\/([^"]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1]

  it.each([
    ['the view', 'Sign this message to prove you own this wallet'],
    ['the flow', 'Connect a wallet on an EVM, Solana or Bitcoin network to sign in'],
    ['the EIP-4361 writer', 'wants you to sign in with your Ethereum account:'],
  ])('%s is fetched on first use, not with the page or the modal', (_, text) => {
    const holding = chunks().filter((c) => c.code.includes(text))
    expect(holding.length).toBeGreaterThan(0)
    for (const chunk of holding) {
      expect(chunk.name).not.toBe(entryName())
      expect(chunk.name).not.toMatch(/^Overlay-/)
    }
  })
})
