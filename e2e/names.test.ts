import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { devnetContracts, testAccounts } from '@airlock/devnet'
import { createTestWallet, installTestWallet } from '@airlock/testing'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Address, createPublicClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  a11yCheckpoint,
  axeScan,
  closeAll,
  connectInjected,
  DEVNET,
  expectText,
  screenshot,
  startBrowser,
  truncated,
} from './helpers.ts'

/*
 * Names (issue 19, spec sections 2-5, 7, 8): a visitor registers a name from the demo's Account view, sees it in
 * the Account view and on the button, ENS tooling (viem on the devnet, CCIP-read through the cloud) resolves it,
 * and Send takes a name as receiver. Accounts 7 and 8 have names here; no other browser test uses them, so their
 * names do not show where another test expects a truncated address.
 */

let browser: Browser
let context: BrowserContext | undefined

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser, context))

const alice = testAccounts[7]!
const bob = testAccounts[8]!
// Unique per run: a rerun against the same cloud would find last run's names taken.
const run = Date.now().toString(36)
const aliceLabel = `alice-${run}`
const bobName = `bob-${run}.airlock.eth`

/** hardhat reports reverts as -32603, which viem would retry: CCIP-read lookups need retryCount 0. */
const chain = () => createPublicClient({ transport: http(inject('devnetRpcUrl'), { retryCount: 0 }) })

/**
 * Registers a name straight with the cloud, as another wallet would have: the message of docs/names.md, signed
 * for the demo's site (which its project allows), its project and the devnet.
 */
async function registerWithCloud(privateKey: `0x${string}`, name: string) {
  const account = privateKeyToAccount(privateKey)
  const message = JSON.stringify({
    name,
    address: account.address,
    domain: new URL(inject('demoUrl')).host,
    projectId: 'airlock-demo',
    chain: 'eip155:31337',
    timestamp: Math.floor(Date.now() / 1000),
  })
  const response = await fetch(`${inject('cloudUrl')}/v1/profile/account?projectId=airlock-demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: 2147514985,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

/** The demo with the test wallet holding only `privateKey`, and every profile call the page makes. */
async function openDemoAs(privateKey: `0x${string}`) {
  context = await browser.newContext({ viewport: { width: 1280, height: 820 } })
  const wallet = createTestWallet({
    privateKeys: [privateKey],
    chains: [{ ...DEVNET, rpcUrl: inject('devnetRpcUrl') }],
  })
  await installTestWallet(context, wallet)
  const page = await context.newPage()
  const profileCalls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/v1/profile/')) profileCalls.push(`${request.method()} ${url.pathname}`)
  })
  await page.goto(inject('demoUrl'))
  return { page, wallet, profileCalls }
}

const message = (page: Page) => page.getByRole('dialog').getByTestId('names-message')

describe('names', () => {
  it('registers a name from the Account view, shows it, resolves it with viem, and sends to a name', async () => {
    await registerWithCloud(bob.privateKey, bobName)
    const { page, wallet, profileCalls } = await openDemoAs(alice.privateKey)
    const account = await connectInjected(page, alice.address)
    await account.getByTestId('choose-name').waitFor()
    await screenshot(page, 'names-00-account-without-name')
    await a11yCheckpoint(page, 'Account')

    await account.getByRole('button', { name: 'Choose a name' }).click()
    const form = page.getByRole('dialog', { name: 'Choose Name' })
    const input = form.getByLabel('Name')
    await input.waitFor()
    const register = form.getByRole('button', { name: 'Register' })

    // Spec section 5 before any call: 'ab' is too short, and nothing is asked of the cloud.
    await input.fill('ab')
    await expectText(message(page), 'A name has letters, digits and hyphens only, at least 4 characters')
    expect(await register.isDisabled()).toBe(true)
    // Nor for a name DNS refuses or one that would pass for the operator's own.
    await input.fill('-abcd')
    await expectText(message(page), 'A name cannot start or end with a hyphen')
    await input.fill('admin')
    await expectText(message(page), 'This name is reserved')
    expect(await register.isDisabled()).toBe(true)
    await input.fill('ab')
    await page.waitForTimeout(600)
    expect(profileCalls.filter((call) => call.includes('/suggestions/'))).toEqual([])
    await screenshot(page, 'names-01-rule-error')
    await a11yCheckpoint(page, 'RegisterAccountName')

    // A taken name: said so, with free alternatives to pick.
    await input.fill(`bob-${run}`)
    await expectText(message(page), 'This name is taken')
    const chips = form.getByTestId('names-suggestions').getByRole('button')
    await expect.poll(() => chips.count()).toBeGreaterThan(0)
    expect(await chips.first().textContent()).toBe(`bob-${run}1.airlock.eth`)
    expect(await register.isDisabled()).toBe(true)
    expect(profileCalls).toContain(`GET /v1/profile/suggestions/bob-${run}`)
    await screenshot(page, 'names-02-taken-suggestions')
    await a11yCheckpoint(page, 'RegisterAccountName')
    expect(await axeScan(page)).toEqual([])
    await chips.first().click()
    await expectText(message(page), `bob-${run}1.airlock.eth is available`)
    expect(await input.inputValue()).toBe(`bob-${run}1`)

    // A free name: available, spinner while checking, then Register.
    await input.fill(aliceLabel)
    await expectText(message(page), `${aliceLabel}.airlock.eth is available`)
    expect(await register.isEnabled()).toBe(true)
    await screenshot(page, 'names-03-available')
    await a11yCheckpoint(page, 'RegisterAccountName')

    // Refused in the wallet: the message stays with the name.
    wallet.setPolicy('personal_sign', 'reject')
    await register.click()
    await expectText(message(page), 'Signature declined')
    expect(await input.inputValue()).toBe(aliceLabel)
    await screenshot(page, 'names-04-signature-declined')
    await a11yCheckpoint(page, 'RegisterAccountName')

    // Signing: the button waits for the wallet.
    wallet.setPolicy('personal_sign', 'hang')
    await register.click()
    await form.getByRole('button', { name: 'Confirm in wallet' }).waitFor()
    expect(await input.isDisabled()).toBe(true)
    await screenshot(page, 'names-05-signing')
    await a11yCheckpoint(page, 'RegisterAccountName')
    await expect.poll(() => wallet.pendingRequests.length).toBe(1)
    await wallet.approvePending()

    const success = page.getByRole('dialog', { name: 'Name Registered' })
    await expectText(success.getByTestId('registered-name'), `${aliceLabel}.airlock.eth`)
    await screenshot(page, 'names-06-registered')
    await a11yCheckpoint(page, 'RegisterAccountNameSuccess')
    expect(await axeScan(page)).toEqual([])
    await success.getByRole('button', { name: 'Done' }).click()

    // The Account view and the button show the name.
    const accountView = page.getByRole('dialog', { name: 'Account' })
    await expectText(accountView.getByTestId('account-name'), `${aliceLabel}.airlock.eth`)
    expect(await accountView.getByTestId('choose-name').count()).toBe(0)
    await page.getByRole('button', { name: new RegExp(`^Account ${aliceLabel}\\.airlock\\.eth`) }).waitFor()
    await screenshot(page, 'names-07-account-with-name')
    await a11yCheckpoint(page, 'Account')

    // Standard ENS tooling resolves it: viem on the devnet, CCIP-read through the cloud's gateway.
    const universalResolverAddress = devnetContracts.universalResolver
    const resolved = await chain().getEnsAddress({
      name: `${aliceLabel}.airlock.eth`,
      universalResolverAddress,
    })
    expect(resolved?.toLowerCase()).toBe(alice.address.toLowerCase())
    expect(await chain().getEnsName({ address: alice.address as Address, universalResolverAddress })).toBe(
      `${aliceLabel}.airlock.eth`,
    )

    // Send to a name: refused while it does not resolve, then the address it resolves to receives the ETH.
    await accountView.getByRole('button', { name: 'Send', exact: true }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await send.getByRole('button', { name: /Select token|Change token/ }).click()
    await page
      .getByRole('dialog', { name: 'Select Token' })
      .getByRole('button', { name: /\bETH\b/ })
      .first()
      .click({ timeout: 20_000 })
    await send.getByLabel('Amount').waitFor()
    await send.getByLabel('Amount').fill('0.01')
    await send.getByLabel('Receiver address').fill(`nobody-${run}.airlock.eth`)
    await expectText(send.getByTestId('send-resolved'), `nobody-${run}.airlock.eth is not registered`)
    await send.getByRole('button', { name: 'Preview send' }).click()
    await expectText(send.getByTestId('send-error'), 'Error resolving name')
    await screenshot(page, 'names-08-send-unresolved')
    await a11yCheckpoint(page, 'Send')

    await send.getByLabel('Receiver address').fill(bobName)
    await expectText(send.getByTestId('send-resolved'), bob.address)
    await screenshot(page, 'names-09-send-resolved')
    await a11yCheckpoint(page, 'Send')
    await expect.poll(() => send.getByTestId('send-error').textContent()).toBe('')
    await send.getByRole('button', { name: 'Preview send' }).click()
    const review = page.getByRole('dialog', { name: 'Review Send' })
    await expectText(review.getByTestId('preview-receiver'), bobName)
    await expectText(review.getByTestId('preview-receiver-address'), truncated(bob.address))
    await screenshot(page, 'names-10-send-preview')
    await a11yCheckpoint(page, 'SendPreview')

    const before = await chain().getBalance({ address: bob.address as Address })
    await review.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    await expect
      .poll(() => chain().getBalance({ address: bob.address as Address }), { timeout: 20_000 })
      .toBe(before + parseEther('0.01'))
    await screenshot(page, 'names-11-sent')
    await a11yCheckpoint(page, 'Account')
  })
})

describe('the names chunks (DESIGN section 2: loaded on first use)', () => {
  const dist = join(import.meta.dirname, '.work/demo')
  const chunks = () =>
    readdirSync(join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ name: f, code: readFileSync(join(dist, 'assets', f), 'utf8') }))
  const entry = () => {
    const src = /<script type="module" crossorigin src="\/assets\/([^"]+)"/.exec(
      readFileSync(join(dist, 'index.html'), 'utf8'),
    )?.[1]
    return chunks().find((c) => c.name === src)
  }

  it('keeps the views, their styles and the profile calls out of the page load and out of the modal', () => {
    const overlay = chunks().find((c) => c.name.startsWith('Overlay-'))
    expect(entry()).toBeDefined()
    for (const code of [entry()?.code ?? '', overlay?.code ?? '']) {
      expect(code).not.toContain('Available instead')
      expect(code).not.toContain('.names-chip')
      expect(code).not.toContain('v1/profile/suggestions')
    }
  })

  it('ships the views with their styles, and the names logic as a chunk of its own', () => {
    const views = chunks().filter((c) => c.code.includes('Available instead'))
    expect(views).toHaveLength(1)
    expect(views[0]?.code).toContain('.names-chip')
    const controller = chunks().filter((c) => c.code.includes('v1/profile/suggestions'))
    expect(controller).toHaveLength(1)
    expect(controller[0]?.name).not.toBe(views[0]?.name)
  })
})
