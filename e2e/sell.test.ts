import { devnetTokens } from '@airlock/devnet'
import type { Browser, BrowserContext } from 'playwright-core'
import { type Address, erc20Abi, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { daiOf, usdcOf } from './chainReads.ts'
import {
  a11yCheckpoint,
  closeAll,
  devnetClient,
  devnetWallet,
  expectText,
  screenshot,
  startBrowser,
} from './helpers.ts'
import {
  amountIn,
  answerOrdersWithDeposit,
  automine,
  draft,
  mine,
  openSell,
  pickPayout,
  quoted,
  readOrderUntil,
  recordOrders,
  sendRequests,
  setTheme,
  stepStates,
  typeBankAccount,
  usdc,
} from './sellHelpers.ts'

/*
 * Sell from the demo, as a visitor: the amount, the payout currency and the quote with each fee, the bank account,
 * then a real transfer of the tokens from the injected wallet to the order's deposit address on the devnet, and the
 * modal following the order until the sandbox provider records the payout. An order asking for another deposit
 * than the quote gets nothing from the kit, and a deposit of the wrong token comes back on chain; a mistyped bank account or an amount outside the limits is refused before anything is sent.
 */

let browser: Browser
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser, ...contexts))

/** A US account the sandbox pays: a real routing number's checksum, any 4 to 17 digits. */
const US_ACCOUNT = { holderName: 'Ada Lovelace', routingNumber: '021000021', accountNumber: '123456789' }
const TWENTY = parseUnits('20', usdc.decimals)
const THREE_DAI = parseUnits('3', devnetTokens.dai.decimals)

describe('sell crypto through the sandbox off-ramp', () => {
  it('sells 20 USDC for USD: the deposit is a real transfer, the payout is recorded, Activity says Sold', async () => {
    const { page, context, wallet, address, account, sell, violations } = await openSell(browser)
    contexts.push(context)
    const sale = recordOrders(page)

    await draft(sell, '20', 'USD')
    const payout = await quoted(sell)
    // The header names the token picked on the view.
    await page.getByRole('dialog', { name: 'Sell USDC' }).waitFor({ timeout: 5_000 })
    // The quote: the rate from the pool price, each fee, and what is left for the bank account.
    await expectText(sell.getByTestId('sell-rate'), /^1 USDC = [\d.]+ USD$/)
    const providerFee = await amountIn(sell.getByTestId('sell-provider-fee'))
    const networkFee = await amountIn(sell.getByTestId('sell-network-fee'))
    const rate = Number((await sell.getByTestId('sell-rate').textContent())?.match(/= ([\d.]+)/)?.[1])
    expect(providerFee).toBeGreaterThan(0)
    expect(networkFee).toBeGreaterThanOrEqual(0)
    expect(payout).toBeCloseTo(20 * rate - providerFee - networkFee, 1)
    expect(payout).toBeGreaterThan(15)
    expect(payout).toBeLessThan(20)
    await screenshot(page, 'sell-01-quoted')
    await a11yCheckpoint(page, 'Sell')
    await setTheme(page, 'dark')
    await screenshot(page, 'sell-01-quoted-dark')
    await setTheme(page, 'light')

    await sell.getByTestId('sell-continue').click()
    const bank = page.getByRole('dialog', { name: 'Bank Account' })
    await expectText(bank.getByTestId('sell-summary'), /^20 USDC for [\d.]+ USD$/)
    await typeBankAccount(bank, US_ACCOUNT)
    await screenshot(page, 'sell-02-bank-account')
    await a11yCheckpoint(page, 'SellBankAccount')

    const before = await usdcOf(address)
    // The deposit waits in the devnet's pool: the progress view shows the sale waiting for the tokens.
    await automine(false)
    const progress = page.getByRole('dialog', { name: 'Sell Crypto' })
    try {
      await bank.getByTestId('sell-submit').click()
      await progress.getByTestId('sell-progress').waitFor({ timeout: 30_000 })
      await expect.poll(() => stepStates(progress)).toEqual(['done', 'active', 'todo', 'todo'])
      await expectText(progress.getByTestId('sell-title'), 'Selling')
      await screenshot(page, 'sell-03-awaiting-deposit')
      await a11yCheckpoint(page, 'SellProgress')
      await setTheme(page, 'dark')
      await screenshot(page, 'sell-03-awaiting-deposit-dark')
      await setTheme(page, 'light')
    } finally {
      await mine()
      await automine(true)
    }
    await expectText(progress.getByTestId('sell-title'), 'Paid out')
    await expectText(progress.getByTestId('sell-detail'), /^[\d.]+ USD sent to •+ ?6789$/)
    expect(await stepStates(progress)).toEqual(['done', 'done', 'done', 'done'])
    await expectText(progress, /Reference: ?sbx_po_[0-9a-f]{16}/)
    await screenshot(page, 'sell-04-paid-out')
    await a11yCheckpoint(page, 'SellProgress')
    await setTheme(page, 'dark')
    await screenshot(page, 'sell-04-paid-out-dark')
    await setTheme(page, 'light')

    // One transfer of exactly 20 USDC, from the wallet to the order's deposit address, which holds it now.
    const order = sale.last()
    expect(order.status).toBe('paid_out')
    expect(order.bankAccount).toEqual({ type: 'us', holderName: 'Ada Lovelace', masked: '•••• 6789' })
    expect(order.deposit.amountAtomic).toBe(TWENTY.toString())
    expect(order.deposit.token.toLowerCase()).toBe(usdc.address.toLowerCase())
    const sent = sendRequests(wallet)
    expect(sent).toHaveLength(1)
    expect(order.deposit.transactionHash).toBe(sent[0]?.result)
    expect(await usdcOf(address)).toBe(before - TWENTY)
    expect(await usdcOf(order.deposit.address)).toBe(TWENTY)
    // The kit followed the order from its creation to its payout, never backwards.
    const statuses = sale.statuses()
    expect(statuses[0]).toBe('awaiting_deposit')
    expect(statuses.at(-1)).toBe('paid_out')
    const ranks = statuses.map((s) => ['awaiting_deposit', 'deposit_received', 'paid_out'].indexOf(s))
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    expect(order.payout?.amount).toBe(order.quote.payoutAmount)

    await progress.getByTestId('sell-done').click()
    await account.waitFor()
    const after = Number(before - TWENTY) / 10 ** usdc.decimals
    await expect
      .poll(
        async () =>
          Number(
            ((await account.getByTestId('token-row').filter({ hasText: 'USDC' }).first().textContent()) ?? '')
              .match(/([\d,.]+)\s*USDC/)?.[1]
              ?.replace(/,/g, ''),
          ),
        { timeout: 20_000 },
      )
      .toBeCloseTo(after, 0)
    await account.getByRole('tab', { name: 'Activity' }).click()
    await expect
      .poll(
        async () => {
          const rows = await account.getByTestId('activity-row').allTextContents()
          if (rows.some((row) => /Sold/.test(row) && /20 USDC/.test(row))) return true
          await account.getByRole('tab', { name: 'Tokens' }).click()
          await account.getByRole('tab', { name: 'Activity' }).click()
          return false
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true)
    await screenshot(page, 'sell-05-activity')
    expect(violations).toEqual([])
  })

  it('sends nothing when the order asks for another deposit than the quote; a wrong-token deposit is refunded on chain', async () => {
    const { page, context, wallet, address, sell } = await openSell(browser)
    contexts.push(context)
    const sale = recordOrders(page)
    // The page is told the order wants 15 USDC where the quote (and the cloud's real order) says 20.
    await answerOrdersWithDeposit(page, parseUnits('15', usdc.decimals).toString())
    await draft(sell, '20', 'USD')
    await quoted(sell)
    await sell.getByTestId('sell-continue').click()
    const bank = page.getByRole('dialog', { name: 'Bank Account' })
    await typeBankAccount(bank, US_ACCOUNT)
    const before = await usdcOf(address)
    await bank.getByTestId('sell-submit').click()

    // The kit checks the order against the quote before the wallet is asked: nothing leaves it.
    await expectText(
      bank.getByTestId('sell-error'),
      /The provider’s order does not match your quote: nothing was sent/,
    )
    await screenshot(page, 'sell-06-order-mismatch')
    await a11yCheckpoint(page, 'SellBankAccount')
    expect(sendRequests(wallet)).toEqual([])
    expect(await usdcOf(address)).toBe(before)

    // The order itself exists at the provider. A deposit of the wrong token to its address (DAI sent from the
    // visitor's wallet app, say) goes back to the sender on chain, the whole amount.
    const order = sale.last()
    const daiBefore = await daiOf(address)
    const sent = await devnetWallet(0).writeContract({
      address: devnetTokens.dai.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [order.deposit.address as Address, THREE_DAI],
    })
    await devnetClient().waitForTransactionReceipt({ hash: sent })
    const refunded = await readOrderUntil(page, order.id, (read) => read.status === 'refunded')
    expect(refunded.refund).toMatchObject({
      token: devnetTokens.dai.address,
      amountAtomic: THREE_DAI.toString(),
      reason: 'The deposit was not the token this order takes (USDC)',
    })
    expect(refunded.payout).toBeUndefined()
    const receipt = await devnetClient().getTransactionReceipt({
      hash: refunded.refund?.transactionHash as `0x${string}`,
    })
    expect(receipt.status).toBe('success')
    expect(await daiOf(address)).toBe(daiBefore)
    expect(await daiOf(order.deposit.address)).toBe(0n)
  })

  it('refuses an amount outside the limits and a mistyped bank account before anything is sent', async () => {
    const { page, context, wallet, address, sell } = await openSell(browser)
    contexts.push(context)
    const sale = recordOrders(page)
    const before = await usdcOf(address)

    await draft(sell, '5', 'USD')
    await expectText(sell.getByTestId('sell-message'), 'The minimum is 10 USDC')
    expect(await sell.getByTestId('sell-continue').isDisabled()).toBe(true)
    expect(await sell.getByTestId('sell-amount').getAttribute('aria-invalid')).toBe('true')
    await screenshot(page, 'sell-07-below-minimum')
    await a11yCheckpoint(page, 'Sell')
    await sell.getByTestId('sell-amount').fill('20000')
    await expectText(sell.getByTestId('sell-message'), 'The maximum is 10000 USDC')
    expect(await sell.getByTestId('sell-continue').isDisabled()).toBe(true)
    await screenshot(page, 'sell-08-above-maximum')

    // A routing number one digit off: its checksum fails, said beside the field, which takes the focus.
    await sell.getByTestId('sell-amount').fill('20')
    await quoted(sell)
    await sell.getByTestId('sell-continue').click()
    const bank = page.getByRole('dialog', { name: 'Bank Account' })
    await typeBankAccount(bank, { ...US_ACCOUNT, routingNumber: '021000022' })
    await bank.getByTestId('sell-submit').click()
    await expectText(
      bank.getByTestId('sell-routingNumber-error'),
      'The routing number’s check digit does not match: check it for a typo',
    )
    expect(await bank.getByTestId('sell-routingNumber').getAttribute('aria-invalid')).toBe('true')
    await expect
      .poll(() =>
        bank
          .getByTestId('sell-routingNumber')
          .evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement),
      )
      .toBe(true)
    await screenshot(page, 'sell-09-bad-routing-number')
    await a11yCheckpoint(page, 'SellBankAccount')

    // An IBAN with wrong check digits, for a payout in EUR.
    await bank.getByRole('button', { name: 'Back' }).click()
    await pickPayout(sell, 'EUR')
    await quoted(sell)
    await sell.getByTestId('sell-continue').click()
    await typeBankAccount(bank, { holderName: 'Ada Lovelace', iban: 'DE89 3704 0044 0532 0130 01' })
    await bank.getByTestId('sell-submit').click()
    await expectText(
      bank.getByTestId('sell-iban-error'),
      'The IBAN’s check digits do not match: check it for a typo',
    )
    await screenshot(page, 'sell-10-bad-iban')
    await a11yCheckpoint(page, 'SellBankAccount')

    // Nothing left the page: no order asked for, no transaction asked of the wallet, the balance as it was.
    expect(sale.created).toEqual([])
    expect(sendRequests(wallet)).toEqual([])
    expect(await usdcOf(address)).toBe(before)
  })
})
