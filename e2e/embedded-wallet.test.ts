import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import { type Address, createTestClient, http, parseEther, parseEventLogs } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { approveInFrame, codeFor } from './embeddedHelpers.ts'
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
 * The embedded wallet from the demo, as a visitor without a wallet: email, the one-time code read from the
 * dev mailbox, then a message signed and a devnet transaction sent, each approved on the frame's own card
 * inside the modal; a reload keeps the session; the cooldown message. Every window message of the dapp and
 * the frame is recorded: none carries key material.
 */

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

const chain = devnetClient

/** Every window message each frame of the page receives, as JSON (read back per frame). */
const RECORD_MESSAGES = () => {
  const store = (window as unknown as { __messages: string[] }).__messages ?? []
  ;(window as unknown as { __messages: string[] }).__messages = store
  window.addEventListener(
    'message',
    (event) => {
      try {
        store.push(JSON.stringify({ origin: event.origin, data: event.data }))
      } catch {
        store.push(String(event.data))
      }
    },
    true,
  )
}

async function recordedMessages(page: Page) {
  const all: string[] = []
  for (const frame of page.frames())
    all.push(
      ...(await frame
        .evaluate(() => (window as unknown as { __messages?: string[] }).__messages ?? [])
        .catch(() => [])),
    )
  return all
}

function secureFrame(page: Page): Frame {
  const origin = new URL(inject('secureSiteUrl')).origin
  const frame = page.frames().find((f) => f.url().startsWith(origin))
  if (!frame) throw new Error('no secure-site frame on the page')
  return frame
}

async function loginByEmail(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByTestId('email-input').fill(email)
  const asked = Date.now() - 1000
  await connect.getByTestId('email-continue').click()
  const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
  await confirm.getByTestId('otp-input').waitFor({ timeout: 30_000 })
  return { confirm, asked }
}

describe('embedded wallet by email', () => {
  let context: BrowserContext | undefined
  afterAll(() => context?.close())
  const email = `ada+${Date.now()}@example.com`
  let firstAddress = ''

  it('logs in with the mailed code, signs and sends approved in the frame, and keeps the session on reload', async () => {
    const opened = await openDemo(browser)
    context = opened.context
    const { page } = opened
    await context.addInitScript(RECORD_MESSAGES)
    await page.reload()

    // Bad input is said before anything is sent.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await connect.getByTestId('email-input').fill('ada@example')
    await connect.getByTestId('email-continue').click()
    await expectText(connect.getByRole('alert'), 'Enter a valid email address')
    await screenshot(page, 'email-01-connect-invalid')
    await a11yCheckpoint(page, 'Connect')
    await page.keyboard.press('Escape')

    const { confirm, asked } = await loginByEmail(page, email)
    await screenshot(page, 'email-02-code')
    await a11yCheckpoint(page, 'EmailVerifyOtp')
    expect(await axeScan(page)).toEqual([])

    // Asking again at once: the cooldown of spec section 5.
    await confirm.getByRole('button', { name: 'Resend code' }).click()
    await expectText(confirm.getByRole('alert'), /^Please try again after \d+ seconds$/)

    // A wrong code is refused and cleared; the right one connects.
    await confirm.getByTestId('otp-input').fill('000000')
    await expectText(confirm.getByRole('alert'), /\S/)
    await screenshot(page, 'email-03-wrong-code')
    await a11yCheckpoint(page, 'EmailVerifyOtp')
    await confirm.getByTestId('otp-input').fill(await codeFor(email, asked))
    await expectText(page.getByTestId('status'), /^connected$/)
    await expectText(page.getByTestId('address'), /^0x[0-9a-fA-F]{40}$/)
    const address = ((await page.getByTestId('address').textContent()) ?? '').trim() as Address
    firstAddress = address
    await screenshot(page, 'email-04-connected')

    // Sign a message: the frame's card, approved inside the frame; viem verifies it against the address (the
    // devnet's default account is the smart account: ERC-6492 before it is deployed, checked on chain).
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await page.getByRole('dialog', { name: 'Approve' }).waitFor()
    await approveInFrame(page)
    await screenshot(page, 'email-05-approve-sign')
    const signature = page.getByTestId('signature')
    await expectText(signature, /^0x[0-9a-f]+$/)
    expect(
      await chain().verifyMessage({
        address,
        message: 'Hello from the Airlock demo',
        signature: ((await signature.textContent()) ?? '') as `0x${string}`,
      }),
    ).toBe(true)

    // Send: the new account gets gas from the devnet, then sends to itself, approved in the frame.
    await createTestClient({
      chain: hardhat,
      mode: 'hardhat',
      transport: http(inject('devnetRpcUrl')),
    }).setBalance({
      address,
      value: parseEther('1'),
    })
    await page.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
    await page.getByRole('dialog', { name: 'Approve' }).waitFor()
    const card = page.frameLocator('iframe[title="Airlock embedded wallet"]')
    await expectText(card.locator('body'), /0\.001 ETH/)
    await screenshot(page, 'email-06-approve-send')
    await a11yCheckpoint(page, 'ApproveTransaction')
    await approveInFrame(page)
    const hash = page.getByTestId('tx-hash')
    await expectText(hash, /^0x[0-9a-f]{64}$/)
    const receipt = await chain().waitForTransactionReceipt({
      hash: ((await hash.textContent()) ?? '') as `0x${string}`,
    })
    expect(receipt.status).toBe('success')
    // A user operation of the smart account, bundled by the cloud: the EntryPoint says whose and that it ran.
    const [operation] = parseEventLogs({
      abi: entryPoint07Abi,
      logs: receipt.logs,
      eventName: 'UserOperationEvent',
    })
    expect(operation?.args.sender.toLowerCase()).toBe(address.toLowerCase())
    expect(operation?.args.success).toBe(true)

    // Nothing that crossed a window message was key material.
    const messages = await recordedMessages(page)
    expect(messages.length).toBeGreaterThan(0)
    const deviceShare = await secureFrame(page).evaluate(() => JSON.stringify({ ...localStorage }))
    for (const message of messages) {
      expect(message).not.toMatch(/privateKey|private_key|authShare|recoveryShare|deviceShare|mnemonic/i)
      for (const value of Object.values(JSON.parse(deviceShare) as Record<string, string>))
        if (value.length >= 32) expect(message).not.toContain(value)
    }

    // A reload keeps the session: the same address, connected again through the frame.
    await page.reload()
    await expectText(page.getByTestId('status'), /^connected$/)
    await expectText(page.getByTestId('address'), address)
    await screenshot(page, 'email-07-reloaded')
  })
  it('reaches the same address from a second browser once the device is approved by the mailed link', async () => {
    expect(firstAddress).not.toBe('')
    const opened = await openDemo(browser)
    const { page } = opened
    try {
      let since = Date.now() - 1000
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
      await connect.getByTestId('email-input').fill(email)
      // The cloud keeps the cooldown per email too: the first browser's code is under 30 s old, so this one is
      // told to wait, and waits.
      await connect.getByTestId('email-continue').click()
      const cooling = connect.getByRole('alert').filter({ hasText: /Please try again after \d+ seconds/ })
      const register = page.getByRole('dialog', { name: 'Register Device' })
      await Promise.race([cooling.waitFor({ timeout: 30_000 }), register.waitFor({ timeout: 30_000 })])
      if (await cooling.isVisible()) {
        const seconds = Number(/(\d+) seconds/.exec((await cooling.textContent()) ?? '')?.[1] ?? '30')
        await screenshot(page, 'email-08a-cooldown-across-browsers')
        await page.waitForTimeout(seconds * 1000 + 500)
        since = Date.now() - 1000
        await connect.getByTestId('email-continue').click()
      }
      await register.getByTestId('verify-device').waitFor({ timeout: 30_000 })
      await screenshot(page, 'email-08-register-device')
      await a11yCheckpoint(page, 'EmailVerifyDevice')
      expect(await axeScan(page)).toEqual([])

      // The approval link from the mail, opened as the visitor would (another tab).
      let link: string | undefined
      await expect
        .poll(async () => {
          const response = await fetch(`${inject('mailboxUrl')}/messages?to=${encodeURIComponent(email)}`)
          const mail = (await response.json()) as { text: string; date: string }[]
          link = mail
            .filter((m) => new Date(m.date).getTime() >= since)
            .map((m) => /https?:\/\/\S+device\/approve\?token=[\w-]+/.exec(m.text)?.[0])
            .find(Boolean)
          return link
        })
        .toBeTruthy()
      // Opening it approves nothing (mail scanners open links): the page's button does.
      const tab = await opened.context.newPage()
      await tab.goto(link as string)
      await tab.getByRole('button', { name: 'Approve this browser' }).click()
      await expectText(tab.locator('body'), /Device approved/)
      await tab.close()

      const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
      await confirm.getByTestId('otp-input').waitFor({ timeout: 30_000 })
      await confirm.getByTestId('otp-input').fill(await codeFor(email, since))
      await expectText(page.getByTestId('status'), /^connected$/)
      await expectText(page.getByTestId('address'), firstAddress)
      await screenshot(page, 'email-09-second-browser')
    } finally {
      await opened.context.close()
    }
  })
})

describe('the secure site’s boundaries', () => {
  it('refuses to be framed by a page on an origin the project does not allow, and the kit ignores forged frame messages', async () => {
    // A page on another site (any *.localhost name reaches loopback) trying to embed the frame.
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end(
        `<!doctype html><title>Not allowed</title><iframe id="frame" src="${inject('secureSiteUrl')}/?projectId=airlock-demo&chainId=eip155:31337&version=0.1.0"></iframe>`,
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    const opened = await openDemo(browser)
    try {
      const evil = await opened.context.newPage()
      const refused = new Promise<string>((resolve) =>
        evil.on('console', (message) => {
          if (/frame-ancestors/.test(message.text())) resolve(message.text())
        }),
      )
      await evil.goto(`http://evil.localhost:${port}/`)
      // Chromium blocks the frame and says why: the secure site's CSP does not list this origin.
      expect(await refused).toMatch(/frame-ancestors/)
      const framed = evil.frames().find((f) => f.url().startsWith(new URL(inject('secureSiteUrl')).origin))
      expect(await framed?.evaluate(() => document.title).catch(() => undefined)).toBeUndefined()
      await evil.close()

      // On the dapp, a message that claims to come from the frame but comes from the page itself is dropped:
      // a forged "signed out" leaves the connection as it is.
      const { page } = opened
      const email = `grace+${Date.now()}@example.com`
      const { confirm, asked } = await loginByEmail(page, email)
      await confirm.getByTestId('otp-input').fill(await codeFor(email, asked))
      await expectText(page.getByTestId('status'), /^connected$/)
      await page.evaluate(() =>
        window.postMessage({ type: '@airlock-frame/SESSION_UPDATE', payload: null }, window.location.origin),
      )
      await page.waitForTimeout(500)
      await expectText(page.getByTestId('status'), /^connected$/)
    } finally {
      await opened.context.close()
      server.close()
    }
  })
})

describe('embedded wallet code rules', () => {
  it('locks the address after 5 wrong codes and says when to try again', async () => {
    const opened = await openDemo(browser)
    const { page } = opened
    try {
      const { confirm } = await loginByEmail(page, `lin+${Date.now()}@example.com`)
      const alert = confirm.getByRole('alert')
      for (let left = 4; left >= 1; left--) {
        await confirm.getByTestId('otp-input').fill('000000')
        await expectText(alert, `Invalid code: ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`)
      }
      await confirm.getByTestId('otp-input').fill('000000')
      await expectText(alert, /^Too many wrong codes for this email: please try again after \d+ seconds\.$/)
      await screenshot(page, 'email-10-locked')
      await a11yCheckpoint(page, 'EmailVerifyOtp')
      await expectText(page.getByTestId('status'), 'disconnected')
    } finally {
      await opened.context.close()
    }
  })
})

describe('embedded wallet by social login', () => {
  it('signs in with Google through the local OpenID provider in a popup, and the Account view says so', async () => {
    const opened = await openDemo(browser)
    const { page, context } = opened
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
      await screenshot(page, 'social-01-connect')
      await a11yCheckpoint(page, 'Connect')
      const popupOpened = context.waitForEvent('page')
      await connect.getByRole('button', { name: 'Continue with Google' }).click()
      const popup = await popupOpened
      // The local identity provider's own login page: the real redirect, code exchange and id token follow.
      await popup.getByLabel('Username').waitFor({ timeout: 30_000 })
      await popup.screenshot({ path: `${inject('screenshotDir')}/social-02-provider-login.png` })
      await popup.getByLabel('Username').fill('ada')
      await popup.getByLabel('Password').fill('ada-password')
      await popup.getByRole('button', { name: 'Sign in' }).click()
      const consent = popup.getByRole('button', { name: 'Continue' })
      if (await consent.isVisible({ timeout: 3000 }).catch(() => false)) await consent.click()
      await expectText(page.getByTestId('status'), /^connected$/)
      await expectText(page.getByTestId('address'), /^0x[0-9a-fA-F]{40}$/)
      await page.getByRole('button', { name: /^Account / }).click()
      const account = page.getByRole('dialog', { name: 'Account' })
      await expectText(account.getByTestId('account-login'), 'Google · ada')
      await screenshot(page, 'social-03-account')
      await a11yCheckpoint(page, 'Account')

      // Disconnecting signs the embedded wallet out, with nothing to approve; a reload stays disconnected.
      await account.getByRole('button', { name: 'Disconnect' }).click()
      await expectText(page.getByTestId('status'), 'disconnected')
      expect(await page.getByRole('dialog', { name: 'Approve' }).count()).toBe(0)
      await page.reload()
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
      await expectText(page.getByTestId('status'), 'disconnected')
    } finally {
      await context.close()
    }
  })
})

describe('embedded wallet by Farcaster', () => {
  it('signs in with Farcaster by the relay link (the dev relay’s page stands in for the app); going back drops the link', async () => {
    const opened = await openDemo(browser)
    const { page, context } = opened
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
      await connect.getByRole('button', { name: 'Continue with Farcaster' }).click()
      const farcaster = page.getByRole('dialog', { name: 'Farcaster' })
      const qr = farcaster.getByTestId('farcaster-qr')
      await qr.waitFor({ timeout: 30_000 })
      const first = await qr.getAttribute('data-uri')
      expect(first).toMatch(/\/farcaster-relay\/~\/siwf\?channelToken=[\w-]+$/)
      await screenshot(page, 'farcaster-01-qr')
      await a11yCheckpoint(page, 'ConnectingFarcaster')

      // Back without signing in clears the link; the next attempt gets a channel of its own.
      await farcaster.getByRole('button', { name: 'Back' }).click()
      await connect.getByRole('button', { name: 'Continue with Farcaster' }).click()
      await qr.waitFor({ timeout: 30_000 })
      await expect.poll(() => qr.getAttribute('data-uri'), { timeout: 30_000 }).not.toBe(first)

      const appOpened = context.waitForEvent('page')
      await farcaster.getByTestId('farcaster-open-link').click()
      const app = await appOpened
      await app.getByRole('button', { name: /Sign in as @ada/ }).waitFor({ timeout: 30_000 })
      await app.screenshot({ path: `${inject('screenshotDir')}/farcaster-02-app.png` })
      await app.getByRole('button', { name: /Sign in as @ada/ }).click()
      await app.getByText('You signed in to').waitFor()
      await app.close()

      await expectText(page.getByTestId('status'), /^connected$/)
      await expectText(page.getByTestId('address'), /^0x[0-9a-fA-F]{40}$/)
      await page.getByRole('button', { name: /^Account / }).click()
      const account = page.getByRole('dialog', { name: 'Account' })
      await expectText(account.getByTestId('account-login'), 'Farcaster · ada')
      await screenshot(page, 'farcaster-03-account')
      await a11yCheckpoint(page, 'Account')
      await account.getByRole('button', { name: 'Disconnect' }).click()
      await expectText(page.getByTestId('status'), 'disconnected')
    } finally {
      await context.close()
    }
  })
})
