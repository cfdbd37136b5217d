import { devnetContracts, devnetTokens, testAccounts } from '@airlock/devnet'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, http, parseAbi, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ethOf, feesSince, usdcOf } from './chainReads.ts'
import {
  a11yCheckpoint,
  closeAll,
  connectInjected,
  devnetWallet,
  expectText,
  openDemo,
  pairReferenceWallet,
  screenshot,
  startBrowser,
  truncated,
} from './helpers.ts'

/*
 * Swap on the devnet's AMM from the modal: quote, review, approve when the allowance is short, swap, each
 * waited for on chain; the chain's balances are checked against the router's own quote; a price moved by a
 * front-runner past the tolerance reverts the swap and the kit says so.
 */

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
])
const { router, weth } = devnetContracts
const usdc = devnetTokens.usdc
const chain = () => createPublicClient({ transport: http(inject('devnetRpcUrl')) })
const allowanceOf = (address: Address) =>
  chain().readContract({
    address: usdc.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [address, router],
  })
const amountsOut = async (amount: bigint, path: Address[]) =>
  (
    await chain().readContract({
      address: router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amount, path],
    })
  ).at(-1) as bigint

/** Picks the token of one side in the swap's token picker. */
async function pickToken(page: Page, side: 'from' | 'to', symbol: string) {
  await page.getByRole('dialog', { name: 'Swap' }).getByTestId(`swap-${side}-token`).click()
  const picker = page.getByRole('dialog', { name: 'Select Token' })
  await picker
    .getByRole('button', { name: new RegExp(`\\b${symbol}\\b`) })
    .first()
    .click({ timeout: 20_000 })
  await page.getByRole('dialog', { name: 'Swap' }).waitFor()
}

/** Waits until the Swap view shows a quote (the Review button enabled); says what it showed instead. */
async function quoted(page: Page) {
  const swap = page.getByRole('dialog', { name: 'Swap' })
  try {
    await expect.poll(() => swap.getByTestId('swap-review').isEnabled(), { timeout: 20_000 }).toBe(true)
  } catch (error) {
    await screenshot(page, 'swap-failed-quote')
    const shown = await page
      .getByRole('dialog')
      .first()
      .evaluate((el) => `${el.getAttribute('data-view')}: ${el.textContent}`)
      .catch(() => 'no dialog')
    throw new Error(`No quote; the modal showed ${shown}`, { cause: error })
  }
  return swap
}

describe('swap through the injected test wallet', () => {
  let context: BrowserContext | undefined
  afterAll(() => context?.close())

  it('swaps ETH for USDC, then USDC for ETH with an exact approval, and the chain agrees', async () => {
    const opened = await openDemo(browser)
    context = opened.context
    const { page, wallet, violations } = opened
    const address = opened.address as Address
    const account = await connectInjected(page, address)
    await account.getByRole('button', { name: 'Swap', exact: true }).click()
    const swap = page.getByRole('dialog', { name: 'Swap' })
    await swap.getByLabel('Amount to pay').waitFor()
    // The native token is paid by default; nothing to receive chosen yet.
    await expectText(swap.getByTestId('swap-from-token'), 'ETH')
    await expectText(swap.getByTestId('swap-review'), 'Select a token')
    await screenshot(page, 'swap-01-empty')
    await a11yCheckpoint(page, 'Swap')

    // The token picker lists the devnet's swappable tokens with the account's balances, and searches.
    await swap.getByTestId('swap-to-token').click()
    const picker = page.getByRole('dialog', { name: 'Select Token' })
    await picker.getByRole('button', { name: /USD Coin/ }).waitFor()
    await screenshot(page, 'swap-02-select-token')
    await a11yCheckpoint(page, 'SwapSelectToken')
    await picker.getByRole('searchbox').fill('dai')
    await expect.poll(() => picker.getByRole('button', { name: /USD Coin/ }).count()).toBe(0)
    await picker.getByRole('searchbox').fill('')
    await picker
      .getByRole('button', { name: /USD Coin/ })
      .first()
      .click()

    // Over the balance: said at once, the button disabled.
    await swap.getByLabel('Amount to pay').fill('100000')
    await expectText(swap.getByTestId('swap-review'), 'Insufficient ETH balance')
    expect(await swap.getByTestId('swap-review').isDisabled()).toBe(true)
    await screenshot(page, 'swap-03-insufficient')
    await a11yCheckpoint(page, 'Swap')

    // 0.5 ETH: a quote with its terms.
    await swap.getByLabel('Amount to pay').fill('0.5')
    await quoted(page)
    const expectedUsdc = await amountsOut(parseEther('0.5'), [weth, usdc.address])
    await expectText(swap.getByTestId('swap-rate'), /^1 ETH = [\d,.]+ USDC$/)
    await expectText(swap.getByTestId('swap-price-impact'), /%/)
    await expectText(swap.getByTestId('swap-network-fee'), /\$|ETH/)
    await expectText(swap.getByTestId('swap-minimum'), /USDC$/)
    const shown = Number((await swap.getByTestId('swap-receive-amount').textContent())?.replace(/,/g, ''))
    expect(shown).toBeCloseTo(Number(expectedUsdc) / 1e6, 1)
    await screenshot(page, 'swap-04-quoted')
    await a11yCheckpoint(page, 'Swap')

    await swap.getByTestId('swap-review').click()
    const review = page.getByRole('dialog', { name: 'Review Swap' })
    await expectText(review.getByTestId('review-pay'), '0.5 ETH')
    await expectText(review.getByTestId('review-receive'), /USDC$/)
    await screenshot(page, 'swap-05-review')
    await a11yCheckpoint(page, 'SwapPreview')

    // Declined in the wallet: the reason shows, the draft stays for another try.
    wallet.setPolicy('eth_sendTransaction', 'reject')
    await review.getByTestId('swap-confirm').click()
    await expectText(review.getByTestId('swap-error'), /Not swapped\. User rejected the request/)
    await screenshot(page, 'swap-06-rejected')
    await a11yCheckpoint(page, 'SwapPreview')
    wallet.setPolicy('eth_sendTransaction', 'approve')

    let ethBefore = await ethOf(address)
    let usdcBefore = await usdcOf(address)
    let block = await chain().getBlockNumber()
    const expected = await amountsOut(parseEther('0.5'), [weth, usdc.address])
    await review.getByTestId('swap-confirm').click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: 30_000 })
    await page
      .getByRole('status')
      .filter({ hasText: /^Swapped 0\.5 ETH for [\d,.]+ USDC$/ })
      .waitFor()
    await screenshot(page, 'swap-07-swapped')
    await a11yCheckpoint(page, 'Account')
    // The router paid exactly what it quoted at the block before, and the ether went out with the gas.
    expect(await usdcOf(address)).toBe(usdcBefore + expected)
    expect(await ethOf(address)).toBe(ethBefore - parseEther('0.5') - (await feesSince(address, block)))

    // USDC for ETH: the allowance is short, so the review shows two steps and the wallet is asked twice.
    await account.getByRole('button', { name: 'Swap', exact: true }).click()
    await pickToken(page, 'from', 'USDC')
    await pickToken(page, 'to', 'ETH')
    await swap.getByLabel('Amount to pay').fill('100')
    await quoted(page)
    await swap.getByTestId('swap-review').click()
    await review.getByRole('list', { name: 'Steps' }).getByText('Approve USDC').waitFor()
    await expectText(review.getByTestId('swap-confirm'), 'Approve & swap')
    await screenshot(page, 'swap-08-review-approve')
    await a11yCheckpoint(page, 'SwapPreview')
    ethBefore = await ethOf(address)
    usdcBefore = await usdcOf(address)
    block = await chain().getBlockNumber()
    const expectedEth = await amountsOut(100_000_000n, [usdc.address, weth])
    await review.getByTestId('swap-confirm').click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: 30_000 })
    await page
      .getByRole('status')
      .filter({ hasText: /^Swapped 100 USDC for [\d.]+ ETH$/ })
      .waitFor()
    expect(await usdcOf(address)).toBe(usdcBefore - 100_000_000n)
    expect(await ethOf(address)).toBe(ethBefore + expectedEth - (await feesSince(address, block)))
    // The approval was for exactly this swap: nothing is left for the router to take later.
    expect(await allowanceOf(address)).toBe(0n)

    // Activity lists the swap as one trade with both of its transfers.
    await account.getByRole('tab', { name: 'Activity' }).click()
    await expect
      .poll(
        async () => {
          const rows = await account.getByTestId('activity-row').allTextContents()
          if (rows.some((row) => row.includes('Swapped') && row.includes('100 USDC') && row.includes('ETH')))
            return true
          await account.getByRole('tab', { name: 'Tokens' }).click()
          await account.getByRole('tab', { name: 'Activity' }).click()
          return false
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true)
    await screenshot(page, 'swap-09-activity')
    await a11yCheckpoint(page, 'Account')
    expect(violations).toEqual([])
  })

  it('opens filled from the dapp, and says so when a front-runner moves the price past the tolerance', async () => {
    const opened = await openDemo(browser)
    const { page } = opened
    const address = opened.address as Address
    try {
      await connectInjected(page, address)
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Swap 25 USDC for ETH' }).click()
      const swap = await quoted(page)
      expect(await swap.getByLabel('Amount to pay').inputValue()).toBe('25')
      await expectText(swap.getByTestId('swap-from-token'), 'USDC')
      await expectText(swap.getByTestId('swap-to-token'), 'ETH')
      await screenshot(page, 'swap-10-opened-with-arguments')

      // ETH for USDC, then a large trade lands first in the same block: the swap's minimum is not met.
      await pickToken(page, 'from', 'ETH')
      await pickToken(page, 'to', 'USDC')
      await swap.getByLabel('Amount to pay').fill('0.2')
      await quoted(page)
      await swap.getByTestId('swap-review').click()
      const review = page.getByRole('dialog', { name: 'Review Swap' })
      const rpc = inject('devnetRpcUrl')
      const node = createPublicClient({ transport: http(rpc) })
      const usdcBefore = await usdcOf(address)
      await node.request({ method: 'evm_setAutomine' as never, params: [false] as never })
      try {
        await review.getByTestId('swap-confirm').click()
        await expectText(review.getByTestId('swap-confirm'), 'Swapping…')
        const frontRunner = devnetWallet(5)
        const pending = (await node.request({
          method: 'eth_getBlockByNumber' as never,
          params: ['pending', false] as never,
        })) as { transactions: string[] }
        expect(pending.transactions.length).toBe(1)
        await frontRunner.writeContract({
          address: router,
          abi: routerAbi,
          functionName: 'swapExactETHForTokens',
          args: [0n, [weth, usdc.address], testAccounts[5]!.address, 2n ** 64n],
          value: parseEther('10'),
          maxPriorityFeePerGas: parseUnits('50', 9),
          maxFeePerGas: parseUnits('500', 9),
        })
        await node.request({ method: 'evm_mine' as never })
      } finally {
        await node.request({ method: 'evm_setAutomine' as never, params: [true] as never })
      }
      await expectText(review.getByTestId('swap-error'), /price moved more than your 1% slippage tolerance/)
      // The review quotes again at the new price, and the visitor may try again.
      await expect.poll(() => review.getByTestId('swap-confirm').isEnabled(), { timeout: 20_000 }).toBe(true)
      await screenshot(page, 'swap-11-slippage-revert')
      expect(await usdcOf(address)).toBe(usdcBefore)
      // The draft stays: the visitor can try again at the new price.
      await expectText(review.getByTestId('review-pay'), '0.2 ETH')
      await expectText(review.getByTestId('swap-confirm'), 'Try again')
    } finally {
      await opened.context.close()
    }
  })
})

describe('swap through the reference wallet over WalletConnect', () => {
  it('swaps ETH for USDC approved in the reference wallet', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
    try {
      const { demo, wallet, address } = await pairReferenceWallet(context)
      await demo.getByRole('button', { name: `Account ${truncated(address)}` }).click()
      await demo
        .getByRole('dialog', { name: 'Account' })
        .getByRole('button', { name: 'Swap', exact: true })
        .click()
      await pickToken(demo, 'to', 'USDC')
      const swap = demo.getByRole('dialog', { name: 'Swap' })
      await swap.getByLabel('Amount to pay').fill('0.1')
      await quoted(demo)
      await swap.getByTestId('swap-review').click()
      const usdcBefore = await usdcOf(address)
      const expected = await amountsOut(parseEther('0.1'), [weth, usdc.address])
      await demo.getByRole('dialog', { name: 'Review Swap' }).getByTestId('swap-confirm').click()

      await wallet.bringToFront()
      const sheet = wallet.getByTestId('request-sheet')
      await sheet.waitFor()
      expect(await sheet.getByTestId('tx-value').textContent()).toBe('0.1ETH')
      await screenshot(wallet, 'swap-12-reference-wallet-request')
      await sheet.getByTestId('request-approve').click()
      await demo.bringToFront()
      await demo
        .getByRole('status')
        .filter({ hasText: /^Swapped 0\.1 ETH for [\d,.]+ USDC$/ })
        .waitFor({ timeout: 30_000 })
      expect(await usdcOf(address)).toBe(usdcBefore + expected)
      await screenshot(demo, 'swap-13-reference-wallet-swapped')
    } finally {
      await context.close()
    }
  })
})
