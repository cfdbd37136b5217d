import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devnetErc4337, devnetTokens } from '@airlock/devnet'
import { launchChromium } from '@airlock/testing'
import { build as esbuild } from 'esbuild'
import type { Browser, Frame, Page } from 'playwright-core'
import { createPublicClient, type Hex, http, isErc6492Signature, type PublicClient, stringToHex } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFrame } from './frame/build.ts'
import type * as Airlock from './index.ts'
import { type AuthDouble, CODE, startAuthDouble } from './test/authDouble.ts'
import { type SmartAccountStack, startSmartAccountStack } from './test/smartAccountCloud.ts'
import { type StaticServer, serveStatic } from './test/staticServer.ts'

/**
 * The built frame in Chromium with smart accounts: config.json lists the devnet, the auth backend is the test
 * double and the chain routes (RPC gateway, bundler, paymaster) are a real cloud on a real devnet. The dapp page
 * logs in, signs and sends through the frame's approval card, grants permissions and switches account type.
 */

interface DappWindow {
  airlock: typeof Airlock
  client: Airlock.FrameClient
  provider: Airlock.EmbeddedProvider
  pending?: Promise<unknown>
  updates: unknown[]
}

const PROJECT = 'test-project'
const screenshots = join(import.meta.dirname, '..', '..', '..', 'test-results', 'embedded-wallet')

let work: string
let stack: SmartAccountStack
let double: AuthDouble
let site: StaticServer
let dapp: StaticServer
let browser: Browser
let page: Page
let chain: PublicClient
let eoa: Hex
let smart: Hex

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'airlock-smart-frame-'))
  await mkdir(screenshots, { recursive: true })
  const [frameDir, client, started] = await Promise.all([
    buildFrame(join(work, 'frame')),
    esbuild({
      entryPoints: [join(import.meta.dirname, 'index.ts')],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
    }),
    startSmartAccountStack(PROJECT),
  ])
  stack = started
  chain = createPublicClient({ chain: hardhat, transport: http(stack.devnet.rpcUrl), pollingInterval: 50 })
  double = await startAuthDouble({ cloudUrl: stack.cloud.url })
  dapp = await serveStatic({
    routes: {
      '/': {
        type: 'text/html',
        body: '<!doctype html><html lang="en"><title>dapp</title><h1>dapp</h1><script type="module" src="/dapp.js"></script></html>',
      },
      '/dapp.js': {
        type: 'text/javascript',
        body: "import * as airlock from '/client.js'; window.airlock = airlock",
      },
      '/client.js': { type: 'text/javascript', body: client.outputFiles[0]?.text ?? '' },
    },
    headers: { 'content-security-policy': "default-src 'self'; frame-src http://127.0.0.1:*" },
  })
  site = await serveStatic({
    dir: frameDir,
    routes: {
      '/config.json': {
        type: 'application/json',
        body: JSON.stringify({
          apiUrl: double.url,
          allowedOrigins: [dapp.origin],
          version: 'smart-test',
          smartAccounts: [
            {
              chainId: 31337,
              entryPoint: devnetErc4337.entryPoint,
              factory: devnetErc4337.accountFactory,
              sessionValidator: devnetErc4337.sessionValidator,
              sponsored: true,
            },
          ],
        }),
      },
    },
    headers: {
      'content-security-policy': `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self' ${double.url}; frame-ancestors ${dapp.origin}`,
    },
  })
  browser = await launchChromium()
  page = await (await browser.newContext()).newPage()
  await page.goto(dapp.url)
  await page.waitForFunction(() => 'airlock' in window)
  await page.evaluate(
    ({ siteUrl }) => {
      const w = window as unknown as DappWindow
      w.updates = []
      w.client = w.airlock.createFrameClient({
        secureSiteUrl: siteUrl,
        projectId: 'test-project',
        chainId: 31337,
        version: 'kit-test',
      })
      w.provider = w.airlock.createEmbeddedProvider(w.client)
      w.client.on('APPROVAL_OPEN', () => w.client.show({ top: 0, left: 0, width: 360, height: 560 }))
      w.client.on('APPROVAL_CLOSED', () => w.client.hide())
      w.client.on('SESSION_UPDATE', (user) => void w.updates.push(user))
      return w.client.ready
    },
    { siteUrl: site.url },
  )
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all([double?.close(), site?.close(), dapp?.close()])
  await stack?.close()
  if (work) await rm(work, { recursive: true, force: true })
})

function frame(): Frame {
  const found = page.frames().find((each) => each.url().startsWith(site.origin))
  if (!found) throw new Error('no frame')
  return found
}

/** Starts a provider request in the page, waits for the card, checks it, clicks Approve and answers the result. */
async function approved(method: string, params: unknown[], check?: (frame: Frame) => Promise<void>) {
  await page.evaluate(
    ({ method, params }) => {
      const w = window as unknown as DappWindow
      w.pending = w.provider.request({ method, params } as never)
      w.pending.catch(() => {})
    },
    { method, params },
  )
  const approve = frame().getByRole('button', { name: 'Approve' })
  await approve.waitFor()
  await check?.(frame())
  await approve.click()
  return page.evaluate(() => (window as unknown as DappWindow).pending)
}

describe('the embedded wallet with a smart account, in Chromium', () => {
  it('logs in and reports the EOA and the smart account, the smart one preferred', async () => {
    const user = (await page.evaluate(async (code) => {
      const { client } = window as unknown as DappWindow
      await client.request('CONNECT_EMAIL', { email: 'sam@example.com' })
      await client.request('CONNECT_OTP', { otp: code })
      return client.request('GET_USER', {})
    }, CODE)) as {
      address: Hex
      accounts: { address: Hex; type: string }[]
      preferredAccountType: string
      smartAccountDeployed: boolean
    }
    eoa = user.accounts[0]?.address as Hex
    smart = user.accounts[1]?.address as Hex
    expect(user.accounts).toEqual([
      { address: eoa, type: 'eoa' },
      { address: smart, type: 'smartAccount' },
    ])
    expect(user.address).toBe(smart)
    expect(user.preferredAccountType).toBe('smartAccount')
    expect(user.smartAccountDeployed).toBe(false)
    expect(
      await page.evaluate(() =>
        (window as unknown as DappWindow).provider.request({ method: 'eth_accounts' }),
      ),
    ).toEqual([smart])
  }, 60_000)

  it('signs a message as the undeployed account (ERC-6492), verified on the devnet', async () => {
    const message = stringToHex('Hello smart account')
    const signature = (await approved('personal_sign', [message, smart], async (card) => {
      expect(await card.getByText('Hello smart account').isVisible()).toBe(true)
      expect(await card.getByText('This also creates your smart account').isVisible()).toBe(true)
      expect(await card.getByText('Paid by the app').isVisible()).toBe(true)
    })) as Hex
    expect(isErc6492Signature(signature)).toBe(true)
    expect(await chain.verifyMessage({ address: smart, message: { raw: message }, signature })).toBe(true)
  }, 60_000)

  it('sends a batch as one sponsored user operation and reports its status', async () => {
    const { id } = (await approved(
      'wallet_sendCalls',
      [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: smart,
          atomicRequired: true,
          calls: [{ to: eoa, value: '0x0' }, { to: eoa }],
        },
      ],
      async (card) => {
        expect(await card.getByRole('dialog', { name: 'Send 2 transactions' }).isVisible()).toBe(true)
      },
    )) as { id: Hex }
    let status: { status: number; atomic: boolean } | undefined
    for (let attempt = 0; attempt < 100; attempt++) {
      status = (await page.evaluate(
        (id) =>
          (window as unknown as DappWindow).provider.request({
            method: 'wallet_getCallsStatus',
            params: [id],
          } as never),
        id,
      )) as { status: number; atomic: boolean }
      if (status.status !== 100) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(status).toMatchObject({ status: 200, atomic: true })
    expect(await chain.getCode({ address: smart })).toMatch(/^0x.+/)
    const user = (await page.evaluate(() =>
      (window as unknown as DappWindow).client.request('GET_USER', {}),
    )) as {
      smartAccountDeployed: boolean
    }
    expect(user.smartAccountDeployed).toBe(true)
  }, 120_000)

  it('grants ERC-7715 permissions after showing the contract, function, limit and expiry', async () => {
    const expiry = Math.floor(Date.now() / 1000) + 3600
    const answer = (await approved(
      'wallet_grantPermissions',
      [
        {
          chainId: '0x7a69',
          expiry,
          signer: { type: 'key', data: { id: eoa } },
          permissions: [
            {
              type: 'contract-call',
              data: { address: devnetTokens.usdc.address, calls: ['transfer(address,uint256)'] },
              policies: [],
            },
            {
              type: 'erc20-token-transfer',
              data: { address: devnetTokens.usdc.address },
              policies: [{ type: 'token-allowance', data: { allowance: '0x4c4b40' } }],
            },
          ],
        },
      ],
      async (card) => {
        expect(await card.getByRole('dialog', { name: 'Grant permissions' }).isVisible()).toBe(true)
        expect(await card.getByText('transfer(address,uint256)').isVisible()).toBe(true)
        expect(await card.getByText('5 USDC').isVisible()).toBe(true)
        expect(await card.getByText(' UTC').isVisible()).toBe(true)
        await page.screenshot({ path: join(screenshots, 'grant-permissions.png') })
      },
    )) as { permissionsContext: Hex; expiry: number }
    expect(answer.expiry).toBe(expiry)
    expect(answer.permissionsContext).toMatch(/^0x[0-9a-f]{128}$/)
  }, 120_000)

  it('switches to the EOA with SET_PREFERRED_ACCOUNT and says so with SESSION_UPDATE', async () => {
    const user = (await page.evaluate(() =>
      (window as unknown as DappWindow).client.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' }),
    )) as { address: Hex; preferredAccountType: string }
    expect(user).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    await page.waitForFunction(
      (eoa) =>
        (window as unknown as DappWindow).updates.some(
          (update) => (update as { address?: string } | null)?.address === eoa,
        ),
      eoa,
    )
    expect(
      await page.evaluate(() =>
        (window as unknown as DappWindow).provider.request({ method: 'eth_accounts' }),
      ),
    ).toEqual([eoa])
  }, 60_000)

  it('follows the account of each network: the smart account on the devnet, the EOA elsewhere', async () => {
    await page.evaluate(() =>
      (window as unknown as DappWindow).client.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }),
    )
    const accounts = () =>
      page.evaluate(() => (window as unknown as DappWindow).provider.request({ method: 'eth_accounts' }))
    await expect.poll(accounts).toEqual([smart])
    const switchTo = (chainId: string) =>
      page.evaluate(
        (chainId) =>
          (window as unknown as DappWindow).provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId }],
          }),
        chainId,
      )
    await switchTo('0x1')
    await expect.poll(accounts).toEqual([eoa])
    await switchTo('0x7a69')
    await expect.poll(accounts).toEqual([smart])
  }, 60_000)
})
