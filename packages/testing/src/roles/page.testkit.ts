import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devnetSolanaAccounts, type SolanaDevnet, startSolanaDevnet } from '@airlock/devnet'
import type { Page } from 'playwright-core'
import { type BitcoinTestChain, startBitcoinTestChain, testBitcoinAccounts } from '../bitcoin/index.ts'
import { TestBitcoinWallet } from '../bitcoinWallet/index.ts'
import { launchChromium } from '../chromium.ts'
import { installTestWallet } from '../inject.ts'
import { TestSolanaWallet } from '../solana/index.ts'
import { createTestWallet, type TestWallet } from '../wallet.ts'

// Wallet Standard and sats-connect as a dapp sees them, driven in Chromium against the local Solana chain
// and the Bitcoin test chain: one browser, one chain of each, and a page with both roles installed, for a
// test file.

const [solanaPayer] = devnetSolanaAccounts
const [bitcoinPayer] = testBitcoinAccounts
/** The Bitcoin test chain's account #1, which the role pays to. */
export const bitcoinPayee = testBitcoinAccounts[1]

/** The page side: every Wallet Standard wallet, caught both ways (registered before and after app-ready). */
export interface StandardWindow {
  registeredEarly: string[]
  wallets: {
    name: string
    chains: string[]
    accounts: { address: string; publicKey: Uint8Array; purpose?: string }[]
    features: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>
  }[]
  changes: string[][]
  AirlockTestBitcoinProvider: { request(method: string, params?: unknown): Promise<unknown> }
  btc_providers: { id: string; name: string }[]
}

/** What a roles test file drives: the page, the wallet behind it and the two chains. */
export interface RolesPage {
  readonly url: string
  readonly page: Page
  readonly wallet: TestWallet
  readonly solanaChain: SolanaDevnet
  readonly bitcoinChain: BitcoinTestChain
  /** One JSON-RPC call to the Solana chain; throws its error. */
  solanaRpc(method: string, params: unknown[]): Promise<unknown>
  /** One Esplora call to the Bitcoin chain: parsed JSON or text; throws on an HTTP error. */
  esplora<T>(path: string, init?: RequestInit): Promise<T>
  stop(): Promise<void>
}

/** Starts the page, with an app listening before the wallet loads and one that loads after it. */
export async function startRolesPage(): Promise<RolesPage> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end('<!doctype html><title>dapp</title><p>dapp</p>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  const [browser, solanaChain, bitcoinChain] = await Promise.all([
    launchChromium(),
    startSolanaDevnet({ port: 0 }),
    startBitcoinTestChain({ port: 0 }),
  ])
  const context = await browser.newContext()
  // A wallet-standard app already listening when the wallet loads: the register-wallet path.
  await context.addInitScript(() => {
    const w = window as unknown as StandardWindow
    w.registeredEarly = []
    window.addEventListener('wallet-standard:register-wallet', (event) => {
      ;(event as CustomEvent).detail({ register: (x: { name: string }) => w.registeredEarly.push(x.name) })
    })
  })
  const wallet = createTestWallet({
    privateKeys: [`0x${'11'.repeat(32)}`],
    chains: [{ id: 31337, name: 'Airlock Devnet' }],
    solana: new TestSolanaWallet({ seedHex: solanaPayer!.seedHex, rpcUrl: solanaChain.rpcUrl }),
    bitcoin: new TestBitcoinWallet({
      privateKeyHex: bitcoinPayer!.privateKeyHex,
      esploraUrl: bitcoinChain.url,
    }),
  })
  await installTestWallet(context, wallet)
  const page = await context.newPage()
  await page.goto(url)
  // An app that loads after the wallet: the app-ready path.
  await page.evaluate(() => {
    const w = window as unknown as StandardWindow
    w.wallets = []
    w.changes = []
    window.dispatchEvent(
      new CustomEvent('wallet-standard:app-ready', {
        detail: { register: (...wallets: StandardWindow['wallets']) => w.wallets.push(...wallets) },
      }),
    )
  })
  return {
    url,
    page,
    wallet,
    solanaChain,
    bitcoinChain,
    async solanaRpc(method, params) {
      const response = await fetch(solanaChain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      const body = (await response.json()) as { result?: unknown; error?: unknown }
      if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`)
      return body.result
    },
    async esplora<T>(path: string, init?: RequestInit) {
      const response = await fetch(`${bitcoinChain.url}${path}`, init)
      const text = await response.text()
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${text}`)
      return (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T
    },
    async stop() {
      await browser.close()
      await Promise.all([solanaChain.stop(), bitcoinChain.stop()])
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
