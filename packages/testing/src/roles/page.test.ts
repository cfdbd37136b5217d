import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { verifyBitcoinMessage } from '@airlock/bitcoin/bip322'
import { getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../chromium.ts'
import { installTestWallet } from '../inject.ts'
import { createTestWallet, type TestWallet } from '../wallet.ts'

// Wallet Standard and sats-connect as a dapp sees them, driven in Chromium. One browser for the file.

const solanaSeed = '3b'.repeat(32)
const bitcoinKey = '4c'.repeat(32)

let server: Server
let url: string
let browser: Browser
let context: BrowserContext
let page: Page
let wallet: TestWallet

/** The page side: every Wallet Standard wallet, caught both ways (registered before and after app-ready). */
interface StandardWindow {
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

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end('<!doctype html><title>dapp</title><p>dapp</p>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  browser = await launchChromium()
  context = await browser.newContext()
  // A wallet-standard app already listening when the wallet loads: the register-wallet path.
  await context.addInitScript(() => {
    const w = window as unknown as StandardWindow
    w.registeredEarly = []
    window.addEventListener('wallet-standard:register-wallet', (event) => {
      ;(event as CustomEvent).detail({ register: (x: { name: string }) => w.registeredEarly.push(x.name) })
    })
  })
  wallet = createTestWallet({
    privateKeys: [`0x${'11'.repeat(32)}`],
    chains: [{ id: 31337, name: 'Airlock Devnet' }],
    solana: { seedHex: solanaSeed, rpcUrl: 'http://127.0.0.1:1' },
    bitcoin: { privateKeyHex: bitcoinKey, esploraUrl: 'http://127.0.0.1:1' },
  })
  await installTestWallet(context, wallet)
  page = await context.newPage()
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
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

describe('Wallet Standard registration', () => {
  it('registers a Solana and a Bitcoin wallet named Airlock Test Wallet, both ways', async () => {
    const listed = await page.evaluate(() =>
      (window as unknown as StandardWindow).wallets.map((w) => ({
        name: w.name,
        chains: w.chains,
        features: Object.keys(w.features),
      })),
    )
    expect(listed).toEqual([
      {
        name: 'Airlock Test Wallet',
        chains: ['solana:localnet', 'solana:devnet', 'solana:testnet', 'solana:mainnet'],
        features: [
          'standard:connect',
          'standard:disconnect',
          'standard:events',
          'solana:signMessage',
          'solana:signTransaction',
          'solana:signAndSendTransaction',
        ],
      },
      {
        name: 'Airlock Test Wallet',
        chains: ['bitcoin:regtest'],
        features: [
          'standard:connect',
          'standard:disconnect',
          'standard:events',
          'bitcoin:connect',
          'bitcoin:signMessage',
          'bitcoin:signTransaction',
        ],
      },
    ])
    expect(await page.evaluate(() => (window as unknown as StandardWindow).registeredEarly)).toEqual([
      'Airlock Test Wallet',
      'Airlock Test Wallet',
    ])
  })
})

describe('Solana role', () => {
  it('connects, emits change, and signs a message that verifies in Node', async () => {
    const solana = wallet.solana!
    const connected = await page.evaluate(async () => {
      const w = window as unknown as StandardWindow
      const sol = w.wallets[0]!
      ;(
        sol.features['standard:events']!.on as unknown as (
          e: string,
          l: (c: { accounts: { address: string }[] }) => void,
        ) => void
      )('change', (change) => w.changes.push(change.accounts.map((a) => a.address)))
      const { accounts } = (await sol.features['standard:connect']!
        .connect!()) as StandardWindow['wallets'][0]
      return {
        accounts: accounts.map((a) => ({ address: a.address, publicKey: Array.from(a.publicKey) })),
        same: sol.accounts[0] === accounts[0],
      }
    })
    expect(connected.accounts).toEqual([{ address: solana.address, publicKey: Array.from(solana.publicKey) }])
    expect(connected.same).toBe(true)
    expect(solana.isConnected).toBe(true)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as StandardWindow).changes))
      .toEqual([[solana.address]])

    const signed = await page.evaluate(async () => {
      const sol = (window as unknown as StandardWindow).wallets[0]!
      const [output] = (await sol.features['solana:signMessage']!.signMessage!({
        account: sol.accounts[0],
        message: new TextEncoder().encode('Sign in to Airlock'),
      })) as { signature: Uint8Array; signedMessage: Uint8Array; signatureType: string }[]
      return { signature: Array.from(output!.signature), type: output!.signatureType }
    })
    expect(signed.type).toBe('ed25519')
    const key = await getPublicKeyFromAddress(solana.address as never)
    const message = new TextEncoder().encode('Sign in to Airlock')
    expect(await verifySignature(key, new Uint8Array(signed.signature) as SignatureBytes, message)).toBe(true)
    expect(solana.requests.map((r) => r.method)).toEqual(['connect', 'signMessage'])
    expect(solana.requests[1]!.origin).toBe(new URL(url).origin)
  })

  it('rejectNext makes the next signature fail in the page with code 4001', async () => {
    wallet.solana!.rejectNext()
    const error = await page.evaluate(async () => {
      const sol = (window as unknown as StandardWindow).wallets[0]!
      try {
        await sol.features['solana:signMessage']!.signMessage!({
          account: sol.accounts[0],
          message: new Uint8Array([1]),
        })
        return undefined
      } catch (e) {
        return { code: (e as { code?: number }).code, message: (e as Error).message }
      }
    })
    expect(error).toEqual({ code: 4001, message: 'User rejected the request.' })
  })

  it('a disconnect from the wallet side empties the accounts in the page', async () => {
    await wallet.solana!.disconnect()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as StandardWindow).wallets[0]!.accounts.length))
      .toBe(0)
  })
})

describe('Bitcoin role', () => {
  it('bitcoin:connect answers payment and ordinals accounts, and signMessage (BIP-322) verifies', async () => {
    const bitcoin = wallet.bitcoin!
    const accounts = await page.evaluate(async () => {
      const bit = (window as unknown as StandardWindow).wallets[1]!
      const output = (await bit.features['bitcoin:connect']!.connect!({
        purposes: ['payment', 'ordinals'],
      })) as {
        accounts: StandardWindow['wallets'][0]['accounts']
      }
      return output.accounts.map((a) => ({
        address: a.address,
        purpose: a.purpose,
        keyLength: a.publicKey.length,
      }))
    })
    expect(accounts).toEqual([
      { address: bitcoin.paymentAddress, purpose: 'payment', keyLength: 33 },
      { address: bitcoin.ordinalsAddress, purpose: 'ordinals', keyLength: 32 },
    ])
    expect(accounts[0]!.address).toMatch(/^bcrt1q/)
    expect(accounts[1]!.address).toMatch(/^bcrt1p/)

    const signature = await page.evaluate(async () => {
      const bit = (window as unknown as StandardWindow).wallets[1]!
      const [output] = (await bit.features['bitcoin:signMessage']!.signMessage!({
        account: bit.accounts[0],
        message: new TextEncoder().encode('Sign in to Airlock'),
        protocol: 'bip322',
      })) as { signature: Uint8Array }[]
      return btoa(String.fromCharCode(...output!.signature))
    })
    expect(
      verifyBitcoinMessage({ address: bitcoin.paymentAddress, message: 'Sign in to Airlock', signature }),
    ).toBe(true)
  })

  it('the sats-connect provider is listed and answers getInfo, getAddresses and signMessage envelopes', async () => {
    const bitcoin = wallet.bitcoin!
    const replies = await page.evaluate(async (ordinals) => {
      const w = window as unknown as StandardWindow
      const info = w.btc_providers.find((p) => p.id === 'AirlockTestBitcoinProvider')
      const provider = w.AirlockTestBitcoinProvider
      return {
        info: info && { id: info.id, name: info.name },
        getInfo: await provider.request('getInfo', null),
        getAddresses: await provider.request('getAddresses', { purposes: ['payment', 'ordinals'] }),
        signMessage: await provider.request('signMessage', {
          address: ordinals,
          message: 'Hello from sats-connect',
          protocol: 'BIP322',
        }),
        unknown: await provider.request('stx_getAddresses', {}),
      }
    }, bitcoin.ordinalsAddress)
    expect(replies.info).toEqual({ id: 'AirlockTestBitcoinProvider', name: 'Airlock Test Wallet' })
    expect(replies.getInfo).toMatchObject({
      jsonrpc: '2.0',
      result: { methods: expect.arrayContaining(['signPsbt']) },
    })
    const addresses = (
      replies.getAddresses as { result: { addresses: { address: string; purpose: string }[] } }
    ).result
    expect(addresses).toMatchObject({ network: { bitcoin: { name: 'Regtest' } } })
    expect(addresses.addresses.map((a) => [a.address, a.purpose])).toEqual([
      [bitcoin.paymentAddress, 'payment'],
      [bitcoin.ordinalsAddress, 'ordinals'],
    ])
    const signed = (replies.signMessage as { result: { signature: string; protocol: string } }).result
    expect(signed.protocol).toBe('BIP322')
    expect(
      verifyBitcoinMessage({
        address: bitcoin.ordinalsAddress,
        message: 'Hello from sats-connect',
        signature: signed.signature,
      }),
    ).toBe(true)
    expect(replies.unknown).toMatchObject({ jsonrpc: '2.0', error: { code: -32601 } })
  })

  it("a rejected prompt is sats-connect's USER_REJECTION (-32000) envelope", async () => {
    wallet.bitcoin!.rejectNext('signMessage')
    const reply = await page.evaluate(
      (address) =>
        (window as unknown as StandardWindow).AirlockTestBitcoinProvider.request('signMessage', {
          address,
          message: 'no',
        }),
      wallet.bitcoin!.paymentAddress,
    )
    expect(reply).toMatchObject({
      jsonrpc: '2.0',
      error: { code: -32000, message: 'User rejected the request.' },
    })
  })
})
