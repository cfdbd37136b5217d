import { testAccounts } from '@airlock/devnet'
import {
  createMemoryStorage,
  createWalletClient,
  type SessionNamespaces,
  type WalletClient,
  type WebSocketLike,
} from '@airlock/protocol'
import type { Browser, Page } from 'playwright-core'
import {
  createPublicClient,
  createWalletClient as createViemWallet,
  defineChain,
  http,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import WebSocket from 'ws'
import { closeAll, openDemo, screenshot, startBrowser } from './helpers.ts'

/*
 * The dapp connects by QR code to a WalletConnect wallet driven from this test (our protocol's wallet role
 * in Node, over the cloud's relay): the URI comes from the QR view, then sign, send, reject, switch network
 * from both sides, reload, unsupported chain and disconnect from both sides.
 */

const account = privateKeyToAccount(testAccounts[2]!.privateKey as `0x${string}`)
const devnet = defineChain({
  id: 31337,
  name: 'Airlock Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [inject('devnetRpcUrl')] } },
})
const chain = createViemWallet({ account, chain: devnet, transport: http(inject('devnetRpcUrl')) })
const reader = createPublicClient({ chain: devnet, transport: http(inject('devnetRpcUrl')) })

const granted = (chains = ['eip155:31337', 'eip155:1']): SessionNamespaces => ({
  eip155: {
    chains,
    accounts: chains.map((c) => `${c}:${account.address}`),
    methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
    events: ['chainChanged', 'accountsChanged'],
  },
})

let browser: Browser
let wallet: WalletClient
/** How the test wallet answers the next requests: approve (sign/send for real) or reject. */
let policy: 'approve' | 'reject' = 'approve'
const seen: string[] = []

beforeAll(async () => {
  browser = await startBrowser()
  wallet = await createWalletClient({
    relayUrl: `${inject('cloudUrl').replace(/^http/, 'ws')}/relay`,
    projectId: 'airlock-demo',
    webSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
    storage: createMemoryStorage(),
    metadata: { name: 'Node Test Wallet', description: 'e2e', url: 'http://127.0.0.1', icons: [] },
  })
  wallet.events.on('session_proposal', ({ id }) => {
    void wallet.approve({ id, namespaces: granted() })
  })
  wallet.events.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request
    seen.push(method)
    const reply = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      wallet.respond({ topic, response: { id, jsonrpc: '2.0', ...response } })
    if (policy === 'reject')
      return void reply({ error: { code: 4001, message: 'User rejected the request.' } })
    try {
      if (method === 'personal_sign') {
        const [data] = args as [`0x${string}`]
        return void reply({ result: await account.signMessage({ message: { raw: data } }) })
      }
      if (method === 'eth_sendTransaction') {
        const [tx] = args as [{ to: `0x${string}`; value?: `0x${string}`; data?: `0x${string}` }]
        const hash = await chain.sendTransaction({
          to: tx.to,
          value: tx.value ? BigInt(tx.value) : 0n,
          ...(tx.data && tx.data !== '0x' ? { data: tx.data } : {}),
        })
        return void reply({ result: hash })
      }
      if (method === 'wallet_switchEthereumChain') return void reply({ result: null })
      reply({ error: { code: 4200, message: `Unsupported method ${method}` } })
    } catch (error) {
      reply({ error: { code: -32000, message: (error as Error).message } })
    }
  })
})
afterAll(async () => {
  await wallet?.stop()
  await closeAll(browser)
})

async function scanQr(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByTestId('connector-walletConnect').click()
  await page.getByRole('dialog', { name: 'WalletConnect' }).waitFor()
  const qr = page.getByTestId('wc-qr')
  await qr.waitFor()
  return (await qr.getAttribute('data-uri')) as string
}

describe('connect by QR code through WalletConnect', () => {
  it('pairs from the QR view, signs, sends, rejects, switches both ways, reloads, disconnects', async () => {
    const { context, page, violations } = await openDemo(browser)
    try {
      const uri = await scanQr(page)
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?expiryTimestamp=\d+&relay-protocol=irn&symKey=[0-9a-f]{64}$/)
      await screenshot(page, 'wc-01-qr')

      // Copy link puts the same URI on the clipboard.
      await page.getByTestId('wc-copy-link').click()
      await page.getByText('Link copied').waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uri)

      await wallet.pair({ uri })
      await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 15_000 }).toBe('connected')
      expect(await page.getByTestId('address').textContent()).toBe(account.address)
      await expect.poll(() => page.getByTestId('network').textContent()).toContain('eip155:31337')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      await screenshot(page, 'wc-02-connected')

      // Sign: the wallet signs for real; the signature verifies against the account.
      await page.getByRole('button', { name: 'Sign a message' }).click()
      const signature = page.getByTestId('signature')
      await expect.poll(() => signature.getAttribute('data-kind'), { timeout: 15_000 }).toBe('ok')
      const signed = (await signature.textContent()) as `0x${string}`
      expect(
        await verifyMessage({
          address: account.address,
          message: 'Hello from the Airlock demo',
          signature: signed,
        }),
      ).toBe(true)

      // Send: a real devnet transaction, mined.
      await page.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
      const txHash = page.getByTestId('tx-hash')
      await expect.poll(() => txHash.getAttribute('data-kind'), { timeout: 20_000 }).toBe('ok')
      const receipt = await reader.waitForTransactionReceipt({
        hash: (await txHash.textContent()) as `0x${string}`,
      })
      expect(receipt.status).toBe('success')
      expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase())
      await screenshot(page, 'wc-03-signed-and-sent')

      // Reject: the wallet's refusal reaches the dapp as the catalogue's text (spec section 8).
      policy = 'reject'
      await page.getByRole('button', { name: 'Sign a message' }).click()
      await expect.poll(() => signature.getAttribute('data-kind'), { timeout: 15_000 }).toBe('error')
      expect(await signature.textContent()).toContain('Signature declined')
      policy = 'approve'

      // Switch network from the dapp: the wallet is asked, the dapp follows.
      await page.getByRole('button', { name: 'Switch network' }).click()
      await page
        .getByRole('dialog', { name: 'Choose Network' })
        .getByRole('button', { name: /Ethereum/ })
        .click()
      await expect
        .poll(() => page.getByTestId('network').textContent(), { timeout: 15_000 })
        .toContain('eip155:1')
      expect(seen).toContain('wallet_switchEthereumChain')

      // Switch from the wallet: chainChanged moves the dapp back to the devnet.
      const topic = wallet.sessions[0]?.topic as string
      await wallet.emit({ topic, chainId: 'eip155:31337', event: { name: 'chainChanged', data: 31337 } })
      await expect
        .poll(() => page.getByTestId('network').textContent(), { timeout: 15_000 })
        .toContain('eip155:31337')

      // Reload: the session is restored without a new pairing.
      await page.reload()
      await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 15_000 }).toBe('connected')
      expect(await page.getByTestId('address').textContent()).toBe(account.address)
      await page.getByRole('button', { name: 'Sign a message' }).click()
      await expect
        .poll(() => page.getByTestId('signature').getAttribute('data-kind'), { timeout: 15_000 })
        .toBe('ok')

      // Disconnect from the wallet: the dapp notices.
      await wallet.disconnect({ topic })
      await expect
        .poll(() => page.getByTestId('status').textContent(), { timeout: 15_000 })
        .toBe('disconnected')
      expect(violations).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('disconnects from the dapp, and shows UnsupportedChain for a chain the dapp does not list', async () => {
    const { context, page } = await openDemo(browser)
    try {
      const uri = await scanQr(page)
      await wallet.pair({ uri })
      await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 15_000 }).toBe('connected')
      const topic = wallet.sessions.at(-1)?.topic as string

      // A chain the wallet may use but the dapp does not list.
      await wallet.update({ topic, namespaces: granted(['eip155:31337', 'eip155:1', 'eip155:5']) })
      await wallet.emit({ topic, chainId: 'eip155:5', event: { name: 'chainChanged', data: 5 } })
      await page.getByRole('dialog', { name: 'Switch Network' }).waitFor({ timeout: 15_000 })
      await screenshot(page, 'wc-04-unsupported-chain')
      await page
        .getByRole('dialog', { name: 'Switch Network' })
        .getByRole('button', { name: /Airlock Devnet/ })
        .click()
      await expect
        .poll(() => page.getByTestId('network').textContent(), { timeout: 15_000 })
        .toContain('eip155:31337')

      // Disconnect from the dapp's account view: the wallet's session ends.
      const deleted = new Promise((resolve) => wallet.events.once('session_delete', resolve))
      // Back on a listed chain, the modal moved on from UnsupportedChain to the account.
      const accountView = page.getByRole('dialog', { name: 'Account' })
      await accountView.waitFor()
      await screenshot(page, 'wc-05-account')
      await accountView.getByRole('button', { name: 'Disconnect' }).click()
      await deleted
      await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
      expect(wallet.sessions.some((s) => s.topic === topic)).toBe(false)
    } finally {
      await context.close()
    }
  })

  it('a wallet picked from All Wallets: its QR and apps on a desktop, its deep link on a phone', async () => {
    const LEDGER = 'ed217c14ba51543c2eae183317a1bc18758d818f48aff250da70cb1b786eb066'
    const desktop = await openDemo(browser, { query: `?featuredWalletIds=${LEDGER}` })
    try {
      await desktop.page.getByRole('button', { name: 'Connect Wallet' }).click()
      // Connector order: WalletConnect, installed, featured, recommended, then All Wallets.
      const connect = desktop.page.getByRole('dialog', { name: 'Connect Wallet' })
      await connect.getByTestId(`wallet-${LEDGER}`).waitFor()
      const wallets = connect.getByRole('list', { name: 'Wallets' })
      await expect.poll(async () => (await wallets.locator('li > button').count()) >= 7).toBe(true)
      const order = await wallets
        .locator('li > button')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')))
      expect(order[0]).toBe('connector-walletConnect')
      expect(order[1]).toMatch(/^connector-/)
      expect(order[2]).toBe(`wallet-${LEDGER}`)
      expect(order.slice(3, -1).every((id) => id?.startsWith('wallet-'))).toBe(true)
      expect(order.at(-1)).toBe('all-wallets')
      await screenshot(desktop.page, 'wc-00-connect-order')
      await desktop.page.getByTestId('all-wallets').click()
      const all = desktop.page.getByRole('dialog', { name: 'All Wallets' })
      await all.getByRole('searchbox').fill('Ledger Live')
      await all.getByRole('button', { name: /Ledger Live/ }).click()
      const view = desktop.page.getByRole('dialog', { name: 'Ledger Live' })
      await view.getByTestId('wc-qr').waitFor()
      const uri = (await view.getByTestId('wc-qr').getAttribute('data-uri')) as string
      const open = view.getByRole('link', { name: 'Open desktop app' })
      expect(await open.getAttribute('href')).toBe(`ledgerlive://wc?uri=${encodeURIComponent(uri)}`)
      await screenshot(desktop.page, 'wc-06-wallet-desktop')
    } finally {
      await desktop.context.close()
    }

    const phone = await openDemo(browser, { mobile: true })
    try {
      await phone.page.getByRole('button', { name: 'Connect Wallet' }).click()
      await phone.page.getByTestId('all-wallets').click()
      const all = phone.page.getByRole('dialog', { name: 'All Wallets' })
      await all.getByRole('button', { name: /MetaMask/ }).click()
      const view = phone.page.getByRole('dialog', { name: 'MetaMask' })
      const open = view.getByTestId('wc-open-wallet')
      await open.waitFor()
      expect(await open.getAttribute('href')).toMatch(/^metamask:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)
      await screenshot(phone.page, 'wc-07-wallet-mobile')
    } finally {
      await phone.context.close()
    }
  })
})
