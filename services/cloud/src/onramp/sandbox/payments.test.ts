import type { HistoryResponse } from '@airlock/core/internal'
import { DEVNET_ONRAMP_TREASURY_ADDRESS, devnetTokens } from '@airlock/devnet'
import { getAddress, type Hex, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { waitForIndexed } from '../../test/chainActivity.ts'
import { DEVNET, pageStatus, textOf } from '../testkit.ts'
import {
  BANK_DELAY_MS,
  card,
  freshWallet,
  openSession,
  orderOf,
  PROJECT,
  settled,
  useSandboxCloud,
} from './testkit.ts'

const sandbox = useSandboxCloud()
const { api, browser, usdcOf, treasuryNonce } = sandbox

describe('sandbox payments', () => {
  it('pays by card (4242…): sends exactly the quoted USDC from the treasury and shows the result', async () => {
    const wallet = freshWallet()
    const { path, id, quote } = await openSession(api, wallet)
    const checkout = await browser.open(path)
    expect(pageStatus(checkout.html)).toBe('checkout')
    expect(checkout.html).not.toMatch(/<script|style="|onclick/)
    for (const label of [
      'Amount',
      'Card number',
      'Expiry',
      'CVC',
      'Name on card',
      'Account holder',
      'Card',
      'Bank transfer',
    ]) {
      expect(checkout.html).toMatch(new RegExp(`<label for="[\\w-]+">(<input[^>]*>)?${label}</label>`))
    }
    const paid = await browser.submit('/coinbase/pay', { order: id, ...card('4242 4242 4242 4242') })
    expect(paid).toMatchObject({ status: 303, location: path })

    const order = await settled(api, id)
    expect(order).toMatchObject({
      status: 'completed',
      paymentMethod: 'card',
      purchaseAmount: quote.purchaseAmount,
    })
    expect(await usdcOf(wallet)).toBe(parseUnits(quote.purchaseAmount.amount, 6))
    const receipt = await sandbox.chain.client.getTransactionReceipt({ hash: order.transactionHash as Hex })
    expect(receipt).toMatchObject({ status: 'success', from: DEVNET_ONRAMP_TREASURY_ADDRESS.toLowerCase() })
    expect(receipt.to).toBe(devnetTokens.usdc.address.toLowerCase())

    const result = await browser.open(path)
    expect(pageStatus(result.html)).toBe('completed')
    expect(textOf(result.html, 'result')).toBe(
      `Payment complete — ${quote.purchaseAmount.amount} USDC sent to ${getAddress(wallet)}`,
    )
    expect(textOf(result.html, 'tx-hash')).toBe(order.transactionHash)
    expect(textOf(result.html, 'close-hint')).toBe('You can close this window.')
    // Paying again changes nothing.
    expect(await browser.submit('/coinbase/pay', { order: id, ...card('4242424242424242') })).toMatchObject({
      status: 303,
    })
    expect(await usdcOf(wallet)).toBe(parseUnits(quote.purchaseAmount.amount, 6))
  })

  it('buys ETH with a plain value transfer', async () => {
    const wallet = freshWallet()
    const { id, quote } = await openSession(api, wallet, {
      purchaseCurrency: 'ETH',
      network: 'ETH',
      amount: '30',
    })
    await browser.submit('/coinbase/pay', { order: id, ...card('4242424242424242') })
    const order = await settled(api, id)
    expect(order.status).toBe('completed')
    expect(await sandbox.chain.client.getBalance({ address: wallet })).toBe(
      parseUnits(quote.purchaseAmount.amount, 18),
    )
    const tx = await sandbox.chain.client.getTransaction({ hash: order.transactionHash as Hex })
    expect(tx).toMatchObject({ to: wallet.toLowerCase(), input: '0x' })
  })

  it('fails a declined card (4000…0002) with its reason and sends nothing', async () => {
    const wallet = freshWallet()
    const { path, id } = await openSession(api, wallet)
    const nonce = await treasuryNonce()
    await browser.submit('/coinbase/pay', { order: id, ...card('4000 0000 0000 0002') })
    expect(await orderOf(api, id)).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined.',
    })
    const page = await browser.open(path)
    expect(pageStatus(page.html)).toBe('failed')
    expect(textOf(page.html, 'failure-reason')).toBe('Your card was declined.')
    expect(await usdcOf(wallet)).toBe(0n)
    expect(await treasuryNonce()).toBe(nonce)
  })

  it('asks to confirm a 4000 0025 0000 3155 payment: Confirm delivers, Cancel fails it', async () => {
    const wallet = freshWallet()
    const confirmed = await openSession(api, wallet)
    await browser.submit('/coinbase/pay', { order: confirmed.id, ...card('4000002500003155') })
    const step = await browser.open(confirmed.path)
    expect(textOf(step.html, 'confirm')).toBe('Confirm payment')
    expect(textOf(step.html, 'cancel')).toBe('Cancel')
    expect((await orderOf(api, confirmed.id)).status).toBe('created')
    await browser.submit('/coinbase/confirm', { order: confirmed.id, decision: 'confirm' })
    expect((await settled(api, confirmed.id)).status).toBe('completed')
    expect(await usdcOf(wallet)).toBe(parseUnits(confirmed.quote.purchaseAmount.amount, 6))

    const cancelled = await openSession(api, wallet)
    await browser.submit('/coinbase/pay', { order: cancelled.id, ...card('4000002500003155') })
    await browser.submit('/coinbase/confirm', { order: cancelled.id, decision: 'cancel' })
    expect(await orderOf(api, cancelled.id)).toMatchObject({
      status: 'failed',
      failureReason: 'The payment was not confirmed.',
    })
    expect(await usdcOf(wallet)).toBe(parseUnits(confirmed.quote.purchaseAmount.amount, 6))
  })

  it('settles a bank transfer after its delay, then delivers', async () => {
    const wallet = freshWallet()
    const { path, id, quote } = await openSession(api, wallet)
    const before = Date.now()
    await browser.submit('/coinbase/pay', {
      order: id,
      method: 'ach_bank_account',
      bank_holder: 'Ada Lovelace',
    })
    const waiting = await browser.open(path)
    expect(pageStatus(waiting.html)).toBe('pending')
    expect(textOf(waiting.html, 'progress')).toBe('Waiting for your bank transfer of 50.00 USD')
    expect(waiting.html).toContain('<meta http-equiv="refresh" content="1">')
    const order = await settled(api, id)
    expect(Date.now() - before).toBeGreaterThanOrEqual(BANK_DELAY_MS)
    expect(order).toMatchObject({ status: 'completed', paymentMethod: 'ach_bank_account' })
    expect(await usdcOf(wallet)).toBe(parseUnits(quote.purchaseAmount.amount, 6))
  })

  it('delivers once however often the form is sent', async () => {
    const wallet = freshWallet()
    const { id, quote } = await openSession(api, wallet)
    const nonce = await treasuryNonce()
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        browser.submit('/coinbase/pay', { order: id, ...card('4242424242424242') }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303])
    expect((await settled(api, id)).status).toBe('completed')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await usdcOf(wallet)).toBe(parseUnits(quote.purchaseAmount.amount, 6))
    expect(await treasuryNonce()).toBe(nonce + 1)
  })

  it('takes a Meld-type purchase end to end', async () => {
    const wallet = freshWallet()
    const id = `meld-${crypto.randomUUID()}`
    const page = await browser.open(
      `/meld/?${new URLSearchParams({
        publicKey: 'sandbox_pk_airlock_meld',
        destinationCurrencyCode: 'USDC',
        walletAddress: wallet,
        externalCustomerId: PROJECT,
        sourceAmount: '25',
        sourceCurrencyCode: 'USD',
        externalSessionId: id,
      })}`,
    )
    expect(textOf(page.html, 'pay')).toBe('Pay 25.00 USD')
    const paid = await browser.submit('/meld/pay', { order: id, ...card('4242424242424242') })
    expect(paid.location).toBe(`/meld/?externalSessionId=${id}`)
    const order = await settled(api, id)
    expect(order).toMatchObject({ provider: 'meld', status: 'completed' })
    expect(await usdcOf(wallet)).toBe(parseUnits(order.purchaseAmount.amount, 6))
  })

  it('lists purchases in the onramp history, and calls their deliveries buys in the chain history', async () => {
    const wallet = freshWallet()
    const done = await openSession(api, wallet)
    await browser.submit('/coinbase/pay', { order: done.id, ...card('4242424242424242') })
    const declined = await openSession(api, wallet, { amount: '20' })
    await browser.submit('/coinbase/pay', { order: declined.id, ...card('4000000000000002') })
    await openSession(api, wallet, { amount: '30' })
    const order = await settled(api, done.id)
    const receipt = await sandbox.chain.client.getTransactionReceipt({ hash: order.transactionHash as Hex })
    await waitForIndexed(sandbox.cloud.db, DEVNET, receipt.blockNumber, 60_000)

    const history = async (query: Record<string, string>) => {
      const search = new URLSearchParams({ projectId: PROJECT, ...query })
      return (
        await fetch(`${sandbox.cloud.url}/v1/account/${wallet}/history?${search}`)
      ).json() as Promise<HistoryResponse>
    }
    const chainHistory = await history({})
    expect(chainHistory.data.map((tx) => [tx.metadata.operationType, tx.metadata.hash])).toEqual([
      ['buy', order.transactionHash],
    ])
    expect(chainHistory.data[0]!.transfers).toMatchObject([
      {
        direction: 'in',
        quantity: { numeric: done.quote.purchaseAmount.amount },
        fungible_info: { symbol: 'USDC' },
      },
    ])

    const purchases = await history({ onramp: 'true' })
    expect(
      purchases.data.map((tx) => [tx.metadata.operationType, tx.metadata.status, tx.metadata.hash]),
    ).toEqual([
      ['buy', 'failed', ''],
      ['buy', 'confirmed', order.transactionHash],
    ])
    expect(purchases.data[1]).toMatchObject({
      id: `onramp:${done.id}`,
      metadata: { sentFrom: DEVNET_ONRAMP_TREASURY_ADDRESS, sentTo: getAddress(wallet), chain: DEVNET },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: done.quote.purchaseAmount.amount },
          price: 1,
          fungible_info: { name: 'USD Coin', symbol: 'USDC' },
        },
      ],
    })
    expect(await history({ onramp: 'coinbase' })).toEqual(purchases)
    expect(await history({ onramp: 'meld' })).toEqual({ data: [], next: null })
    const first = await history({ onramp: 'true', limit: '1' })
    const second = await history({ onramp: 'true', limit: '1', cursor: first.next as string })
    expect([...first.data, ...second.data]).toEqual(purchases.data)
    expect(second.next).toBeNull()
  })
})
