import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Devnet, startDevnet, testAccounts } from '@airlock/devnet'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, type Hex, http, stringToHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './chromium.ts'
import { installTestWallet } from './inject.ts'
import { createTestWallet, type TestWallet } from './wallet.ts'

/** A dapp page in miniature: collects EIP-6963 announcements and asks for them once it has loaded. */
const dappHtml = `<!doctype html>
<html><head><title>dapp</title></head><body><p>dapp</p>
<script>
  window.announced = []
  window.addEventListener('eip6963:announceProvider', (event) => window.announced.push(event.detail))
  window.dispatchEvent(new Event('eip6963:requestProvider'))
</script></body></html>`

interface DappWindow {
  announced: { info: Record<string, string>; provider: PageProvider }[]
  ethereum?: PageProvider
  seen: [string, unknown][]
  outcome?:
    | { state: 'pending' }
    | { state: 'resolved'; value: unknown }
    | { state: 'rejected'; error: unknown }
}

interface PageProvider {
  isAirlockTestWallet?: boolean
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (payload: unknown) => void): unknown
}

let server: Server
let url: string
let browser: Browser
let devnet: Devnet
let context: BrowserContext | undefined

const [alice, bob] = testAccounts as [(typeof testAccounts)[0], (typeof testAccounts)[0]]

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(dappHtml)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  ;[browser, devnet] = await Promise.all([launchChromium(), startDevnet({ port: 0 })])
})

afterEach(async () => {
  await context?.close()
  context = undefined
})

afterAll(async () => {
  await browser?.close()
  await devnet?.stop()
  await new Promise((resolve) => server?.close(resolve))
})

function newWallet() {
  return createTestWallet({
    privateKeys: [alice.privateKey, bob.privateKey],
    chains: [
      { id: 31337, name: 'Airlock Devnet', rpcUrl: devnet.rpcUrl },
      { id: 1, name: 'Ethereum' },
    ],
  })
}

async function open(options: Parameters<typeof installTestWallet>[2] = {}) {
  context = await browser.newContext()
  const wallet = newWallet()
  const installed = await installTestWallet(context, wallet, options)
  const page = await context.newPage()
  await page.goto(url)
  return { wallet, installed, page }
}

/** Runs provider.request in the page and reports the result or the thrown error's shape. */
function requestInPage(page: Page, method: string, params?: unknown) {
  return page.evaluate(
    async ([method, params]) => {
      const provider = (window as unknown as DappWindow).announced[0]!.provider
      try {
        return { ok: true as const, value: await provider.request({ method, params }) }
      } catch (error) {
        const e = error as { code?: unknown; message?: unknown }
        return {
          ok: false as const,
          error: { code: e.code, message: e.message, isError: error instanceof Error },
        }
      }
    },
    [method, params] as const,
  )
}

describe('installTestWallet in Chromium', () => {
  it('announces the provider through EIP-6963 with the wallet’s info', async () => {
    const { wallet, page } = await open()
    const announced = await page.evaluate(() =>
      (window as unknown as DappWindow).announced.map((detail) => ({
        info: detail.info,
        isTestWallet: detail.provider.isAirlockTestWallet,
        frozen: Object.isFrozen(detail) && Object.isFrozen(detail.info),
      })),
    )
    expect(announced).toEqual([{ info: { ...wallet.info }, isTestWallet: true, frozen: true }])
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false)
  })

  it('connects, and a personal_sign from the page verifies in Node', async () => {
    const { wallet, page } = await open()
    expect(await requestInPage(page, 'eth_accounts')).toEqual({ ok: true, value: [] })
    expect(await requestInPage(page, 'eth_requestAccounts')).toEqual({
      ok: true,
      value: [alice.address, bob.address],
    })
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'eth_requestAccounts',
      origin: new URL(url).origin,
    })

    const message = 'Sign in to the dapp'
    const signed = await requestInPage(page, 'personal_sign', [stringToHex(message), alice.address])
    expect(signed.ok).toBe(true)
    const signature = (signed as { value: Hex }).value
    expect(await verifyMessage({ address: alice.address, message, signature })).toBe(true)
  })

  it('throws EIP-1193 errors in the page: 4001 on rejection, 4200 for unknown methods', async () => {
    const { wallet, page } = await open()
    wallet.setPolicy('eth_requestAccounts', 'reject')
    expect(await requestInPage(page, 'eth_requestAccounts')).toEqual({
      ok: false,
      error: { code: 4001, message: 'User rejected the request.', isError: true },
    })
    expect(await requestInPage(page, 'eth_frobnicate')).toMatchObject({ ok: false, error: { code: 4200 } })
    expect(await requestInPage(page, 'personal_sign', ['0x00', alice.address])).toMatchObject({
      ok: false,
      error: { code: 4100 },
    })
  })

  it('keeps a hung request pending in the page until approvePending', async () => {
    const { wallet, page } = await open()
    wallet.setPolicy('eth_requestAccounts', 'hang')
    await page.evaluate(() => {
      const w = window as unknown as DappWindow
      w.outcome = { state: 'pending' }
      w.announced[0]!.provider.request({ method: 'eth_requestAccounts' }).then(
        (value) => {
          w.outcome = { state: 'resolved', value }
        },
        (error) => {
          w.outcome = { state: 'rejected', error }
        },
      )
    })
    const held = await wallet.waitForRequest({ method: 'eth_requestAccounts' })
    expect(wallet.pendingRequests.map((request) => request.id)).toEqual([held.id])
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await page.evaluate(() => (window as unknown as DappWindow).outcome)).toEqual({ state: 'pending' })

    await wallet.approvePending(held.id)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as DappWindow).outcome))
      .toEqual({ state: 'resolved', value: [alice.address, bob.address] })
  })

  it('delivers wallet events to page listeners, in order, by the time the action resolves', async () => {
    const { wallet, page } = await open()
    await page.evaluate(() => {
      const w = window as unknown as DappWindow
      w.seen = []
      for (const event of ['connect', 'accountsChanged', 'chainChanged', 'disconnect']) {
        w.announced[0]!.provider.on(event, (payload) => w.seen.push([event, payload]))
      }
    })
    await requestInPage(page, 'eth_requestAccounts')
    await wallet.switchChain(1)
    await wallet.selectAccount(1)
    await wallet.disconnect()
    expect(await page.evaluate(() => (window as unknown as DappWindow).seen)).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [alice.address, bob.address]],
      ['chainChanged', '0x1'],
      ['accountsChanged', [bob.address, alice.address]],
      ['accountsChanged', []],
      ['disconnect', { code: 4900, message: 'The provider is disconnected from all chains.' }],
    ])
  })

  it('reaches every page of the context, and is there again after a reload', async () => {
    const { wallet, page } = await open()
    const second = await context!.newPage()
    await second.goto(url)
    for (const p of [page, second]) {
      await p.evaluate(() => {
        const w = window as unknown as DappWindow
        w.seen = []
        w.announced[0]!.provider.on('chainChanged', (payload) => w.seen.push(['chainChanged', payload]))
      })
    }
    await requestInPage(page, 'eth_requestAccounts')
    await wallet.switchChain(1)
    for (const p of [page, second]) {
      expect(await p.evaluate(() => (window as unknown as DappWindow).seen)).toEqual([
        ['chainChanged', '0x1'],
      ])
    }

    await second.close()
    await page.reload()
    expect(await page.evaluate(() => (window as unknown as DappWindow).announced.length)).toBe(1)
    // The wallet kept its state: the site is still connected, now on chain 1.
    expect(await requestInPage(page, 'eth_accounts')).toEqual({
      ok: true,
      value: [alice.address, bob.address],
    })
    expect(await requestInPage(page, 'eth_chainId')).toEqual({ ok: true, value: '0x1' })
  })

  it('reads and sends transactions on the devnet through the page', async () => {
    const { page } = await open()
    const client = createPublicClient({ transport: http(devnet.rpcUrl) })
    const balance = await requestInPage(page, 'eth_getBalance', [bob.address, 'latest'])
    expect(BigInt((balance as { value: Hex }).value)).toBe(await client.getBalance({ address: bob.address }))

    await requestInPage(page, 'eth_requestAccounts')
    const recipient = testAccounts[9]!.address
    const before = await client.getBalance({ address: recipient })
    const sent = await requestInPage(page, 'eth_sendTransaction', [
      { from: alice.address, to: recipient, value: '0x2386f26fc10000' },
    ])
    const receipt = await client.waitForTransactionReceipt({ hash: (sent as { value: Hex }).value })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(before + 10n ** 16n)
  })

  it('lets several wallets share a context, each announced with its own info', async () => {
    const { page, wallet } = await open()
    const other = createTestWallet({
      privateKeys: [bob.privateKey],
      chains: [{ id: 1, name: 'Ethereum' }],
      info: { name: 'Other Wallet', rdns: 'dev.airlock.other' },
    })
    await installTestWallet(context!, other)
    await page.reload()
    const names = await page.evaluate(() =>
      (window as unknown as DappWindow).announced.map((detail) => detail.info.name),
    )
    expect(names.sort()).toEqual(['Airlock Test Wallet', 'Other Wallet'])
    const chainIds = await page.evaluate(() =>
      Promise.all(
        (window as unknown as DappWindow).announced.map(async (detail) => [
          detail.info.name,
          await detail.provider.request({ method: 'eth_chainId' }),
        ]),
      ),
    )
    expect(Object.fromEntries(chainIds)).toEqual({ 'Airlock Test Wallet': '0x7a69', 'Other Wallet': '0x1' })
    expect(wallet.requests.map((r) => r.method)).toEqual(['eth_chainId'])
  })

  it('sets window.ethereum only with legacy: true', async () => {
    const { page } = await open({ legacy: true, announce: false })
    expect(
      await page.evaluate(() => ({
        legacy: (window as unknown as DappWindow).ethereum?.isAirlockTestWallet,
        announced: (window as unknown as DappWindow).announced.length,
      })),
    ).toEqual({ legacy: true, announced: 0 })
  })

  it('injects into a page opened before installation, and uninstall() cuts the page off', async () => {
    context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(url)
    const wallet: TestWallet = newWallet()
    const installed = await installTestWallet(page, wallet)
    // The page's own listener was registered before installation, so it catches the immediate announcement.
    expect(await page.evaluate(() => (window as unknown as DappWindow).announced.length)).toBe(1)
    expect(await requestInPage(page, 'eth_chainId')).toEqual({ ok: true, value: '0x7a69' })

    await installed.uninstall()
    expect(await requestInPage(page, 'eth_chainId')).toMatchObject({ ok: false, error: { code: 4900 } })
    await page.reload()
    expect(await page.evaluate(() => (window as unknown as DappWindow).announced.length)).toBe(0)
  })
})
