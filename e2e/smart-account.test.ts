import { devnetErc4337, devnetTokens, testAccounts } from '@airlock/devnet'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Address, erc20Abi, type Hex, isAddressEqual, parseEther } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approveInFrame, codeFor } from './embeddedHelpers.ts'
import {
  a11yCheckpoint,
  closeAll,
  devnetClient,
  devnetTestClient,
  devnetWallet,
  expectText,
  openDemo,
  screenshot,
  startBrowser,
} from './helpers.ts'

/*
 * Issue 20 as a visitor meets it: an email login on the devnet gets a smart account by default (counterfactual
 * until its first operation). USDC sent from it goes as a sponsored user operation through the cloud's bundler
 * (the frame reads the receipt from the bundler route); the Account view switches to the EOA and back, and both
 * send. Then the demo asks for a smart session, pays with its session key without a wallet prompt, is refused on
 * chain over the limit, and after the revoke.
 */

const usdc = devnetTokens.usdc.address
/** The demo's shop (apps/demo/src/sessions/SessionDemo.tsx). */
const SHOP = '0x000000000000000000000000000000000000dEaD'

let browser: Browser
let context: BrowserContext
let page: Page
let smart: Address
const bundlerCalls: string[] = []

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser, context))

const chain = devnetClient

const usdcOf = (address: Address) =>
  chain().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

const shownAddress = async () => ((await page.getByTestId('address').textContent()) ?? '').trim() as Address

async function openAccount() {
  await page.getByRole('button', { name: 'Account', exact: true }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.waitFor()
  return account
}

/** The session panel's answer to the last click. */
const sessionResult = () => page.getByTestId('session-result')

describe('the embedded wallet’s smart account', () => {
  it('sends USDC from the smart account as a sponsored user operation; the EOA works too', async () => {
    ;({ context, page } = await openDemo(browser))
    // Every call to the cloud's bundler route, from the page or the secure site's frame.
    context.on('request', (request) => {
      if (request.url().includes('/v1/bundler')) bundlerCalls.push(request.postData() ?? '')
    })
    const email = `grace+${Date.now()}@example.com`
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await connect.getByTestId('email-input').fill(email)
    const asked = Date.now() - 1000
    await connect.getByTestId('email-continue').click()
    const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
    await confirm.getByTestId('otp-input').fill(await codeFor(email, asked))
    await expectText(page.getByTestId('status'), /^connected$/)
    await expectText(page.getByTestId('address'), /^0x[0-9a-fA-F]{40}$/)
    smart = await shownAddress()
    expect(await chain().getCode({ address: smart })).toBeUndefined()

    // Some USDC for it (from test account 3); no ether: the project's paymaster pays the gas.
    const funder = devnetWallet(3)
    await chain().waitForTransactionReceipt({
      hash: await funder.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [smart, 10_000_000n],
      }),
    })
    const receiver = testAccounts[4]!.address
    const before = await usdcOf(receiver)

    // The default on the devnet: the smart account, at the factory's address for it, not deployed yet.
    let account = await openAccount()
    await expectText(account.getByTestId('account-type-badge'), 'Smart Account')
    await expectText(account.getByTestId('smart-account-deployed'), /^Not deployed yet/)
    await screenshot(page, 'smart-01-account-counterfactual')
    await a11yCheckpoint(page, 'Account')

    // Send 2 USDC from the Account view: the frame's card, then one user operation through the bundler.
    await account.getByRole('button', { name: 'Send', exact: true }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await send.getByRole('button', { name: /Select token|Change token/ }).click()
    const picker = page.getByRole('dialog', { name: 'Select Token' })
    await picker
      .getByRole('button', { name: /\bUSDC\b/ })
      .first()
      .click({ timeout: 30_000 })
    await send.waitFor()
    await send.getByLabel('Amount').fill('2')
    await send.getByLabel('Receiver address').fill(receiver)
    await send.getByRole('button', { name: 'Preview send' }).click()
    const review = page.getByRole('dialog', { name: 'Review Send' })
    await expectText(review.getByTestId('preview-amount'), '2 USDC')
    await review.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('dialog', { name: 'Approve' }).waitFor()
    await expectText(page.frameLocator('iframe[title="Airlock embedded wallet"]').locator('body'), /2 USDC/)
    await screenshot(page, 'smart-02-approve-send')
    await a11yCheckpoint(page, 'ApproveTransaction')
    await approveInFrame(page)
    await page.getByRole('status').filter({ hasText: 'Sent 2 USDC' }).waitFor({ timeout: 60_000 })
    await screenshot(page, 'smart-03-sent')
    expect(await usdcOf(receiver)).toBe(before + 2_000_000n)
    expect(await usdcOf(smart)).toBe(8_000_000n)
    // Deployed by that first operation, and sponsored: the account paid no gas and holds no ether.
    expect(((await chain().getCode({ address: smart })) ?? '0x').length).toBeGreaterThan(2)
    expect(await chain().getBalance({ address: smart })).toBe(0n)
    // The frame had the receipt from the cloud's bundler route.
    expect(bundlerCalls.some((body) => body.includes('eth_sendUserOperation'))).toBe(true)
    expect(bundlerCalls.some((body) => body.includes('eth_getUserOperationReceipt'))).toBe(true)
    const operations = await chain().getContractEvents({
      address: devnetErc4337.entryPoint,
      abi: entryPoint07Abi,
      eventName: 'UserOperationEvent',
      args: { sender: smart },
      fromBlock: 0n,
    })
    expect(operations).toHaveLength(1)
    expect(operations[0]?.args).toMatchObject({ success: true, paymaster: devnetErc4337.verifyingPaymaster })
    // The frame said so after the operation: the Account view now has it deployed.
    if (!(await page.getByRole('dialog', { name: 'Account' }).isVisible())) account = await openAccount()
    await expectText(account.getByTestId('smart-account-deployed'), 'Deployed')

    // Switch to the EOA: another address, and it sends a plain transaction of its own.
    await account.getByTestId('switch-account-type').click()
    await expectText(account.getByTestId('account-type-badge'), 'EOA')
    await expect.poll(shownAddress, { timeout: 20_000 }).not.toBe(smart)
    const eoa = await shownAddress()
    expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await screenshot(page, 'smart-04-switched-to-eoa')
    await a11yCheckpoint(page, 'Account')
    await page.keyboard.press('Escape')
    await devnetTestClient().setBalance({ address: eoa, value: parseEther('1') })
    await page.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
    await page.getByRole('dialog', { name: 'Approve' }).waitFor()
    await approveInFrame(page)
    await expectText(page.getByTestId('tx-hash'), /^0x[0-9a-f]{64}$/)
    const receipt = await chain().waitForTransactionReceipt({
      hash: ((await page.getByTestId('tx-hash').textContent()) ?? '') as Hex,
    })
    expect(receipt.status).toBe('success')
    expect(isAddressEqual(receipt.from, eoa)).toBe(true)

    // And back: the smart account again, still deployed.
    account = await openAccount()
    await account.getByTestId('switch-account-type').click()
    await expectText(account.getByTestId('account-type-badge'), 'Smart Account')
    await expect.poll(shownAddress, { timeout: 20_000 }).toBe(smart)
    await expectText(account.getByTestId('smart-account-deployed'), 'Deployed')
    await page.keyboard.press('Escape')
  })

  it('grants the demo a session that pays without a prompt, refused on chain over its limit and once revoked', async () => {
    const panel = page.getByRole('region', { name: 'Smart session' })
    await panel.getByRole('button', { name: 'Grant a session' }).click()
    await page.getByRole('dialog', { name: 'Approve' }).waitFor()
    const card = page.frameLocator('iframe[title="Airlock embedded wallet"]')
    await expectText(card.locator('body'), /1 USDC/)
    await screenshot(page, 'smart-05-approve-session')
    await approveInFrame(page)
    await expectText(sessionResult(), /^Session granted to key 0x[0-9a-fA-F]{40}$/)

    // The session key pays straight to the bundler: no Approve dialog, the USDC moves.
    const shopBefore = await usdcOf(SHOP)
    await panel.getByRole('button', { name: 'Pay 0.40 USDC with the session' }).click()
    await expectText(sessionResult(), /^Paid without a prompt: 0x[0-9a-f]{64}$/)
    expect(await page.getByRole('dialog', { name: 'Approve' }).count()).toBe(0)
    expect(await usdcOf(SHOP)).toBe(shopBefore + 400_000n)
    await screenshot(page, 'smart-06-paid-with-session')

    // Over the limit: the session validator refuses it in validation, on chain.
    await panel.getByRole('button', { name: 'Pay 0.80 USDC (over the limit)' }).click()
    await expectText(sessionResult(), 'Refused on chain: the session allows 1 USDC, this would make 1.2 USDC')
    expect(await usdcOf(SHOP)).toBe(shopBefore + 400_000n)
    await screenshot(page, 'smart-07-over-limit')

    // The Sessions view lists it with what it spent.
    await panel.getByRole('button', { name: 'See sessions' }).click()
    const sessions = page.getByRole('dialog', { name: 'Sessions' })
    await expectText(sessions.getByTestId('session-status').first(), 'Active')
    await expectText(sessions.getByTestId('session-token').first(), '0.4 USDC of 1 USDC')
    await screenshot(page, 'smart-08-sessions')
    await a11yCheckpoint(page, 'SmartSessions')
    await page.keyboard.press('Escape')

    // Revoked by the account (one owner operation, approved in the frame): the next payment is refused.
    await panel.getByRole('button', { name: 'Revoke the session' }).click()
    await page.getByRole('dialog', { name: 'Approve' }).waitFor()
    await approveInFrame(page)
    await expectText(sessionResult(), 'Session revoked on chain')
    await panel.getByRole('button', { name: 'Pay 0.40 USDC with the session' }).click()
    await expectText(sessionResult(), 'Refused on chain: the session was revoked')
    expect(await usdcOf(SHOP)).toBe(shopBefore + 400_000n)
    await panel.getByRole('button', { name: 'See sessions' }).click()
    await expectText(
      page.getByRole('dialog', { name: 'Sessions' }).getByTestId('session-status').first(),
      'Revoked',
    )
    await screenshot(page, 'smart-09-revoked')
    await a11yCheckpoint(page, 'SmartSessions')
    await page.keyboard.press('Escape')

    // A second session, revoked from the Sessions view: the account signs the validator's RevokeSession (typed
    // data, approved in the frame) and the cloud relays the revoke on chain.
    await panel.getByRole('button', { name: 'Grant a new session' }).click()
    await page.getByRole('dialog', { name: 'Approve' }).waitFor()
    await approveInFrame(page)
    await expectText(sessionResult(), /^Session granted to key/)
    await panel.getByRole('button', { name: 'See sessions' }).click()
    let list = page.getByRole('dialog', { name: 'Sessions' })
    await expectText(list.getByTestId('session-status').first(), 'Active')
    await list.getByTestId('revoke-session').click()
    await page.getByRole('dialog', { name: 'Approve' }).waitFor()
    await expectText(
      page.frameLocator('iframe[title="Airlock embedded wallet"]').locator('body'),
      /RevokeSession/,
    )
    await screenshot(page, 'smart-10-approve-revoke-signature')
    await approveInFrame(page)
    await page.getByRole('status').filter({ hasText: 'Session revoked' }).waitFor({ timeout: 30_000 })
    if (!(await page.getByRole('dialog', { name: 'Sessions' }).isVisible()))
      await panel.getByRole('button', { name: 'See sessions' }).click()
    list = page.getByRole('dialog', { name: 'Sessions' })
    await expect
      .poll(async () => (await list.getByTestId('session-status').allTextContents()).sort())
      .toEqual(['Revoked', 'Revoked'])
    await screenshot(page, 'smart-11-both-revoked')
    await a11yCheckpoint(page, 'SmartSessions')
    await page.keyboard.press('Escape')
    await panel.getByRole('button', { name: 'Pay 0.40 USDC with the session' }).click()
    await expectText(sessionResult(), 'Refused on chain: the session was revoked')
  })
})
