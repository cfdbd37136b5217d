import { join } from 'node:path'
import { testAccounts } from '@airlock/devnet'
import {
  type AppClient,
  authenticate,
  createAppClient,
  createMemoryStorage,
  formatSiweMessage,
  type WebSocketLike,
} from '@airlock/protocol'
import type { Browser, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import WebSocket from 'ws'
import { closeAll, expectText, pasteDemoLink, screenshot, startBrowser } from './helpers.ts'

/*
 * One-click auth (wc_sessionAuthenticate) in the reference wallet: a dapp played by our protocol's app role in
 * this Node process asks to connect and sign in with one approval; the wallet shows the exact message, signs a
 * CACAO per supported chain, and the session settles with them.
 */

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

const alice = testAccounts[0]!

async function dapp(): Promise<AppClient> {
  return createAppClient({
    relayUrl: `${inject('cloudUrl').replace(/^http/, 'ws')}/relay`,
    projectId: 'airlock-demo',
    webSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
    storage: createMemoryStorage(),
    metadata: { name: 'One-Click Dapp', description: 'e2e', url: 'http://127.0.0.1:5173', icons: [] },
  })
}

async function openWallet() {
  const context = await browser.newContext({ viewport: { width: 480, height: 900 } })
  const page = await context.newPage()
  await page.goto(inject('walletUrl'))
  await page.getByText('Online').waitFor()
  return { context, page }
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(inject('screenshotDir'), `wallet-one-click-${name}.png`) })

const request = {
  chains: ['eip155:31337', 'eip155:1'],
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173/',
  nonce: 'oneclick12345678',
  statement: 'Sign in to One-Click Dapp',
  methods: ['personal_sign', 'eth_sendTransaction'],
}

describe('one-click auth in the reference wallet', () => {
  it('shows the sign-in request with its message, and Sign in settles the session with verified CACAOs', async () => {
    const app = await dapp()
    const { context, page } = await openWallet()
    try {
      const { uri, response } = await authenticate(app, request)
      await page.getByTestId('uri-input').fill(uri)
      await page.getByTestId('uri-connect').click()
      const sheet = page.getByRole('dialog', { name: 'Sign-in request' })
      await sheet.waitFor({ timeout: 20_000 })
      expect(await sheet.getByTestId('auth-dapp-name').textContent()).toBe('One-Click Dapp')
      const message = (await sheet.getByTestId('auth-message').textContent()) ?? ''
      expect(message).toContain(
        `127.0.0.1:5173 wants you to sign in with your Ethereum account:\n${alice.address}`,
      )
      expect(message).toContain('Nonce: oneclick12345678')
      // The dapp's fallback proposal is not shown beside it.
      expect(await page.getByRole('dialog', { name: 'Connection request' }).count()).toBe(0)
      await shot(page, '01-request')

      await sheet.getByTestId('auth-approve').click()
      const result = await response()
      expect(result.auths?.map((cacao) => cacao.p.iss)).toEqual([
        `did:pkh:eip155:31337:${alice.address}`,
        `did:pkh:eip155:1:${alice.address}`,
      ])
      for (const cacao of result.auths ?? []) {
        const signed = formatSiweMessage(cacao.p, cacao.p.iss)
        expect(
          await verifyMessage({
            address: alice.address,
            message: signed,
            signature: cacao.s.s as `0x${string}`,
          }),
        ).toBe(true)
      }
      expect(result.session.namespaces.eip155?.accounts).toContain(`eip155:31337:${alice.address}`)
      await page.getByText('Signed in to One-Click Dapp.').waitFor()
      await shot(page, '02-signed-in')
    } finally {
      await context.close()
      await app.stop()
    }
  })

  it('Reject answers the dapp with an error and leaves nothing pending', async () => {
    const app = await dapp()
    const { context, page } = await openWallet()
    try {
      const { uri, response } = await authenticate(app, { ...request, nonce: 'oneclick87654321' })
      const outcome = response().then(
        () => 'settled',
        (error: { message?: string }) => error.message ?? 'rejected',
      )
      await page.getByTestId('uri-input').fill(uri)
      await page.getByTestId('uri-connect').click()
      const sheet = page.getByRole('dialog', { name: 'Sign-in request' })
      await sheet.waitFor({ timeout: 20_000 })
      await sheet.getByTestId('auth-reject').click()
      expect(await outcome).not.toBe('settled')
      await sheet.waitFor({ state: 'hidden' })
      expect(await page.getByRole('dialog').count()).toBe(0)
    } finally {
      await context.close()
      await app.stop()
    }
  })
})

describe('one-click sign-in from the demo (siwx) with the reference wallet over WalletConnect', () => {
  // Once an intermittent failure (2 of 6 CI runs: the demo stayed on 'Checking the sign-in…'): a sign-in check
  // whose account moved while it read the sessions gave up and nothing checked again (fixed in siwx/flow.ts, see
  // flow.test.ts). Should it ever fail again, the message says where the demo stood.
  it('connects and signs in with one approval: no sign-in view after, and the demo’s server answers', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 820 } })
    try {
      const logs: string[] = []
      context.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`))
      const { demo, wallet, uri } = await pasteDemoLink(context, '?siwx')
      expect(uri).toContain('methods=wc_sessionAuthenticate')
      const sheet = wallet.getByRole('dialog', { name: 'Sign-in request' })
      await sheet.waitFor({ timeout: 20_000 })
      const host = new URL(inject('demoUrl')).host
      expect(await sheet.getByTestId('auth-message').textContent()).toContain(
        `${host} wants you to sign in with your Ethereum account:\n${alice.address}`,
      )
      await shot(wallet, '03-demo-request')
      await sheet.getByTestId('auth-approve').click()

      await demo.bringToFront()
      await expectText(demo.getByTestId('status'), /^connected$/)
      await expectText(
        demo.getByTestId('siwx-status'),
        `Signed in as ${alice.address} on eip155:31337`,
      ).catch(async (error: Error) => {
        // Seen once in CI and never here: say where the demo stood, so the next failure tells why.
        const signIn = demo.getByRole('dialog', { name: 'Sign In' })
        const state = {
          network: await demo.getByTestId('network').textContent(),
          signInView: (await signIn.count()) > 0 ? await signIn.textContent() : 'closed',
          console: logs.slice(-20),
          kitLog: await demo.evaluate(() => window.airlockDemo?.readLog()),
        }
        throw new Error(`${error.message}\n${JSON.stringify(state, null, 2)}`, { cause: error })
      })
      // Signed in by the one approval: the sign-in view never asked.
      expect(await demo.getByRole('dialog', { name: 'Sign In' }).count()).toBe(0)
      await demo.getByRole('button', { name: 'Call the server' }).click()
      await expectText(demo.getByTestId('secret'), new RegExp(`^Only ${alice.address} can read this`))
      await screenshot(demo, 'siwx-one-click-signed-in')
    } finally {
      await context.close()
    }
  })
})
