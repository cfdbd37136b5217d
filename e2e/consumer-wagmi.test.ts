import { join } from 'node:path'
import { devnetTokens, testAccounts } from '@airlock/devnet'
import {
  createMemoryStorage,
  createWalletClient,
  type WalletClient,
  type WebSocketLike,
} from '@airlock/protocol'
import type { Browser, BrowserContext } from 'playwright-core'
import { createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import WebSocket from 'ws'
import { preparedConsumer } from './consumers/install.ts'
import { type Served, serveConsumer } from './consumers/serve.ts'
import { closeAll, openDemo, screenshot, startBrowser, truncated } from './helpers.ts'

/*
 * A dapp that keeps its wagmi config and hooks: consumers/vite's wagmi page (wagmi.html, built with
 * `--mode wagmi`), installed from the tarballs offline, with Airlock on top through @airlock/wagmi. Both ways
 * round: a wallet connected in Airlock's modal is wagmi's (useConnection, signMessage, switchChain,
 * sendTransaction, writeContract reach the injected test wallet), and wagmi's own connect and disconnect show
 * in Airlock's button.
 */

let browser: Browser
const contexts: BrowserContext[] = []
let served: Served | undefined
let pageUrl: string

const chain = () => createPublicClient({ transport: http(inject('devnetRpcUrl')) })
const receiptStatus = async (hash: string) =>
  (await chain().waitForTransactionReceipt({ hash: hash as Hex, timeout: 15_000 })).status

beforeAll(async () => {
  // The Vite app's `--mode wagmi` build, made beside the unit tests under `npm test`.
  const { app } = await preparedConsumer('vite')
  served = await serveConsumer(app, (port) => [
    join(app, 'node_modules', '.bin', 'vite'),
    'preview',
    '--mode',
    'wagmi',
    '--port',
    String(port),
    '--strictPort',
  ])
  pageUrl = served.url
  browser = await startBrowser()
}, 240_000)

afterAll(async () => {
  await closeAll(browser, ...contexts)
  await served?.close()
})

describe('a Vite app keeping wagmi, with @airlock/wagmi', () => {
  it("connects in Airlock's modal; wagmi sees the wallet and its actions go through it", async () => {
    const opened = await openDemo(browser, { url: pageUrl })
    contexts.push(opened.context)
    const { page, address, wallet, violations } = opened
    // WagmiProvider's reconnect on mount finds nothing to restore.
    await expect.poll(() => page.getByTestId('wagmi-status').textContent()).toBe('disconnected')

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .click()
    await expect.poll(() => page.getByTestId('wagmi-status').textContent()).toBe('connected')
    expect(await page.getByTestId('wagmi-address').textContent()).toBe(address)
    expect(await page.getByTestId('wagmi-connector').textContent()).toBe('Airlock Test Wallet')
    expect(await page.getByTestId('wagmi-chain').textContent()).toBe('31337')
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    await page.getByRole('button', { name: `Account ${truncated(address)}` }).waitFor()
    await screenshot(page, 'consumer-wagmi-01-modal-connected')

    // wagmi's signMessage: a real signature by the test wallet's key.
    await page.getByRole('button', { name: 'wagmi sign' }).click()
    await expect.poll(() => page.getByTestId('wagmi-signature').textContent()).toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await page.getByTestId('wagmi-signature').textContent()) as Hex
    expect(await verifyMessage({ address, message: 'Signed through wagmi', signature })).toBe(true)

    // wagmi's switchChain: the wallet moves, and Airlock's network follows.
    await page.getByRole('button', { name: 'wagmi switch to Ethereum' }).click()
    await expect.poll(() => page.getByTestId('wagmi-chain').textContent()).toBe('1')
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Ethereum')
    expect(wallet.chainId).toBe(1)
    await screenshot(page, 'consumer-wagmi-02-wagmi-switched')
    await page.getByRole('button', { name: 'wagmi switch to the devnet' }).click()
    await expect.poll(() => page.getByTestId('wagmi-chain').textContent()).toBe('31337')
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Airlock Devnet')

    // wagmi's sendTransaction and writeContract (an ERC-20 transfer): mined on the devnet.
    await page.getByRole('button', { name: 'wagmi send' }).click()
    await expect.poll(() => page.getByTestId('wagmi-sent').textContent()).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await receiptStatus((await page.getByTestId('wagmi-sent').textContent()) as string)).toBe(
      'success',
    )
    await page.getByRole('button', { name: 'wagmi write' }).click()
    await expect.poll(() => page.getByTestId('wagmi-written').textContent()).toMatch(/^0x[0-9a-f]{64}$/)
    const written = (await page.getByTestId('wagmi-written').textContent()) as string
    expect(await receiptStatus(written)).toBe('success')
    const tx = await chain().getTransaction({ hash: written as Hex })
    expect(tx.to?.toLowerCase()).toBe(devnetTokens.usdc.address.toLowerCase())
    expect(tx.from.toLowerCase()).toBe(testAccounts[0]!.address.toLowerCase())
    expect(await page.getByTestId('wagmi-error').textContent()).toBe('')
    await screenshot(page, 'consumer-wagmi-03-wagmi-actions')

    // Airlock's disconnect ends wagmi's connection too.
    await page.getByRole('button', { name: `Account ${truncated(address)}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('wagmi-status').textContent()).toBe('disconnected')
    expect(violations).toEqual([])
  })

  it("connects and disconnects with wagmi's own hooks; Airlock's button follows", async () => {
    const opened = await openDemo(browser, { url: pageUrl })
    contexts.push(opened.context)
    const { page, address } = opened
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()

    await page.getByRole('button', { name: 'wagmi connect Airlock Test Wallet' }).click()
    await expect.poll(() => page.getByTestId('wagmi-status').textContent()).toBe('connected')
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('address').textContent()).toBe(address)
    expect(await page.getByTestId('network').textContent()).toBe('Airlock Devnet')
    await page.getByRole('button', { name: `Account ${truncated(address)}` }).waitFor()
    await screenshot(page, 'consumer-wagmi-04-wagmi-connected')

    // The modal opened from the button shows the account wagmi connected.
    await page.getByRole('button', { name: `Account ${truncated(address)}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).waitFor()
    await screenshot(page, 'consumer-wagmi-05-account-view')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'wagmi disconnect' }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.getByTestId('wagmi-status').textContent()).toBe('disconnected')
    await screenshot(page, 'consumer-wagmi-06-wagmi-disconnected')
  })

  it("pairs a WalletConnect wallet in Airlock's modal; wagmi's signMessage reaches it over the relay", async () => {
    // A WalletConnect wallet driven from this test: our protocol's wallet role in Node, over the cloud's relay.
    const account = privateKeyToAccount(testAccounts[2]!.privateKey as Hex)
    const wcWallet: WalletClient = await createWalletClient({
      relayUrl: `${inject('cloudUrl').replace(/^http/, 'ws')}/relay`,
      projectId: 'airlock-demo',
      webSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      storage: createMemoryStorage(),
      metadata: { name: 'Node Test Wallet', description: 'e2e', url: 'http://127.0.0.1', icons: [] },
    })
    const methods: string[] = []
    wcWallet.events.on('session_proposal', ({ id }) => {
      void wcWallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: ['eip155:31337'],
            accounts: [`eip155:31337:${account.address}`],
            methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
            events: ['chainChanged', 'accountsChanged'],
          },
        },
      })
    })
    wcWallet.events.on('session_request', async ({ id, topic, params }) => {
      methods.push(params.request.method)
      const reply = (response: { result: unknown } | { error: { code: number; message: string } }) =>
        wcWallet.respond({ topic, response: { id, jsonrpc: '2.0', ...response } })
      if (params.request.method !== 'personal_sign')
        return void reply({ error: { code: 4200, message: `Unsupported method ${params.request.method}` } })
      const [data] = params.request.params as [Hex]
      reply({ result: await account.signMessage({ message: { raw: data } }) })
    })
    try {
      const opened = await openDemo(browser, { url: pageUrl })
      contexts.push(opened.context)
      const { page } = opened
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page
        .getByRole('dialog', { name: 'Connect Wallet' })
        .getByTestId('connector-walletConnect')
        .click()
      const qr = page.getByTestId('wc-qr')
      await qr.waitFor()
      await wcWallet.pair({ uri: (await qr.getAttribute('data-uri')) as string })

      await expect.poll(() => page.getByTestId('wagmi-status').textContent()).toBe('connected')
      expect(await page.getByTestId('wagmi-address').textContent()).toBe(account.address)
      expect(await page.getByTestId('wagmi-connector').textContent()).toBe('WalletConnect')
      await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
      await screenshot(page, 'consumer-wagmi-07-walletconnect-connected')

      await page.getByRole('button', { name: 'wagmi sign' }).click()
      await expect.poll(() => page.getByTestId('wagmi-signature').textContent()).toMatch(/^0x[0-9a-f]{130}$/)
      const signature = (await page.getByTestId('wagmi-signature').textContent()) as Hex
      expect(
        await verifyMessage({ address: account.address, message: 'Signed through wagmi', signature }),
      ).toBe(true)
      expect(methods).toContain('personal_sign')
      await screenshot(page, 'consumer-wagmi-08-walletconnect-signed')
    } finally {
      await wcWallet.stop()
    }
  })
})
