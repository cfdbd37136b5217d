import type { OnRampOrder, OnRampQuote } from '@airlock/core'
import type { HistoryResponse, OnRampUrlResponse } from '@airlock/core/internal'
import { DEVNET_ONRAMP_TREASURY_ADDRESS, type Devnet, devnetTokens, startDevnet } from '@airlock/devnet'
import { type Address, erc20Abi, getAddress, type Hex, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Cloud } from '../../app.ts'
import { type DevnetSender, devnetSender, waitForIndexed } from '../../test/chainActivity.ts'
import { startTestCloud } from '../../test/cloud.ts'
import { useTestDatabases } from '../../test/databases.ts'
import { DEVNET, devnetOnrampChain, onrampClient, pageStatus, sandboxBrowser, textOf } from '../testkit.ts'

const PROJECT = 'onramp-checkout-test'
const BANK_DELAY_MS = 300
const sandboxOptions = { bankTransferDelayMs: BANK_DELAY_MS, pollMs: 20 }

const databases = useTestDatabases()
let devnet: Devnet
let chain: DevnetSender
let cloud: Cloud
const api = onrampClient(() => cloud.url, PROJECT)
const browser = sandboxBrowser(() => cloud.onrampSandboxUrl as string)

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  chain = devnetSender(devnet.rpcUrl)
  cloud = await startTestCloud({
    chains: [devnetOnrampChain(devnet.rpcUrl)],
    indexer: { pollMs: 50 },
    onramp: { sandbox: sandboxOptions },
  })
  await cloud.context.projects.create({ id: PROJECT })
})
afterAll(async () => {
  await cloud?.close()
  await devnet?.stop()
})

const freshWallet = (): Address => privateKeyToAddress(generatePrivateKey())
const usdcOf = (holder: Address) =>
  chain.client.readContract({
    address: devnetTokens.usdc.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  })
const treasuryNonce = () =>
  chain.client.getTransactionCount({ address: DEVNET_ONRAMP_TREASURY_ADDRESS, blockTag: 'pending' })

/** A Coinbase-type session for `wallet` from a quote, as the kit opens one: the page path and the quote. */
async function openSession(wallet: Address, body: Record<string, unknown> = {}, client = api) {
  const quoted = await client.post<OnRampQuote>('/v1/onramp/quote', {
    purchaseCurrency: 'USDC',
    paymentCurrency: 'USD',
    amount: '50.00',
    network: 'USDC',
    ...body,
  })
  expect(quoted.status, quoted.body.error).toBe(200)
  const session = await client.post<OnRampUrlResponse>('/v1/generators/onrampurl', {
    destinationWallets: [{ address: wallet }],
    defaultNetwork: 'airlock-devnet',
    defaultAsset: quoted.body.purchaseAmount.currency,
    partnerUserId: 'visitor',
    defaultExperience: 'buy',
    quoteId: quoted.body.quoteId,
  })
  expect(session.status, session.body.error).toBe(200)
  const url = new URL(session.body.url)
  return { path: `${url.pathname}${url.search}`, id: session.body.sessionId as string, quote: quoted.body }
}

const card = (number: string) => ({
  method: 'card',
  card_number: number,
  card_expiry: '12/34',
  card_cvc: '123',
  card_name: 'Ada Lovelace',
})

async function orderOf(id: string, client = api) {
  const response = await client.get<OnRampOrder>(`/v1/onramp/orders/${id}`)
  expect(response.status, response.body.error).toBe(200)
  return response.body
}

async function settled(id: string, client = api): Promise<OnRampOrder> {
  return vi.waitFor(
    async () => {
      const order = await orderOf(id, client)
      if (order.status !== 'completed' && order.status !== 'failed') throw new Error(`still ${order.status}`)
      return order
    },
    { timeout: 20_000, interval: 50 },
  )
}

describe('the sandbox checkout', () => {
  it('serves CSP-strict pages with their stylesheet, and an index of the test cards', async () => {
    const index = await fetch(`${cloud.onrampSandboxUrl}/`)
    expect(index.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'self'/)
    expect(index.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(index.headers.get('x-content-type-options')).toBe('nosniff')
    const html = await index.text()
    expect(html).toContain('4242 4242 4242 4242')
    expect(html).not.toMatch(/<script|style="|onclick/)
    const css = await fetch(`${cloud.onrampSandboxUrl}/checkout.css`)
    expect(css.headers.get('content-type')).toMatch(/^text\/css/)
  })

  it('pays by card (4242…): sends exactly the quoted USDC from the treasury and shows the result', async () => {
    const wallet = freshWallet()
    const { path, id, quote } = await openSession(wallet)
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

    const order = await settled(id)
    expect(order).toMatchObject({
      status: 'completed',
      paymentMethod: 'card',
      purchaseAmount: quote.purchaseAmount,
    })
    expect(await usdcOf(wallet)).toBe(parseUnits(quote.purchaseAmount.amount, 6))
    const receipt = await chain.client.getTransactionReceipt({ hash: order.transactionHash as Hex })
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
    const { id, quote } = await openSession(wallet, { purchaseCurrency: 'ETH', network: 'ETH', amount: '30' })
    await browser.submit('/coinbase/pay', { order: id, ...card('4242424242424242') })
    const order = await settled(id)
    expect(order.status).toBe('completed')
    expect(await chain.client.getBalance({ address: wallet })).toBe(
      parseUnits(quote.purchaseAmount.amount, 18),
    )
    const tx = await chain.client.getTransaction({ hash: order.transactionHash as Hex })
    expect(tx).toMatchObject({ to: wallet.toLowerCase(), input: '0x' })
  })

  it('fails a declined card (4000…0002) with its reason and sends nothing', async () => {
    const wallet = freshWallet()
    const { path, id } = await openSession(wallet)
    const nonce = await treasuryNonce()
    await browser.submit('/coinbase/pay', { order: id, ...card('4000 0000 0000 0002') })
    expect(await orderOf(id)).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.' })
    const page = await browser.open(path)
    expect(pageStatus(page.html)).toBe('failed')
    expect(textOf(page.html, 'failure-reason')).toBe('Your card was declined.')
    expect(await usdcOf(wallet)).toBe(0n)
    expect(await treasuryNonce()).toBe(nonce)
  })

  it('asks to confirm a 4000 0025 0000 3155 payment: Confirm delivers, Cancel fails it', async () => {
    const wallet = freshWallet()
    const confirmed = await openSession(wallet)
    await browser.submit('/coinbase/pay', { order: confirmed.id, ...card('4000002500003155') })
    const step = await browser.open(confirmed.path)
    expect(textOf(step.html, 'confirm')).toBe('Confirm payment')
    expect(textOf(step.html, 'cancel')).toBe('Cancel')
    expect((await orderOf(confirmed.id)).status).toBe('created')
    await browser.submit('/coinbase/confirm', { order: confirmed.id, decision: 'confirm' })
    expect((await settled(confirmed.id)).status).toBe('completed')
    expect(await usdcOf(wallet)).toBe(parseUnits(confirmed.quote.purchaseAmount.amount, 6))

    const cancelled = await openSession(wallet)
    await browser.submit('/coinbase/pay', { order: cancelled.id, ...card('4000002500003155') })
    await browser.submit('/coinbase/confirm', { order: cancelled.id, decision: 'cancel' })
    expect(await orderOf(cancelled.id)).toMatchObject({
      status: 'failed',
      failureReason: 'The payment was not confirmed.',
    })
    expect(await usdcOf(wallet)).toBe(parseUnits(confirmed.quote.purchaseAmount.amount, 6))
  })

  it('settles a bank transfer after its delay, then delivers', async () => {
    const wallet = freshWallet()
    const { path, id, quote } = await openSession(wallet)
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
    const order = await settled(id)
    expect(Date.now() - before).toBeGreaterThanOrEqual(BANK_DELAY_MS)
    expect(order).toMatchObject({ status: 'completed', paymentMethod: 'ach_bank_account' })
    expect(await usdcOf(wallet)).toBe(parseUnits(quote.purchaseAmount.amount, 6))
  })

  it('delivers once however often the form is sent', async () => {
    const wallet = freshWallet()
    const { id, quote } = await openSession(wallet)
    const nonce = await treasuryNonce()
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        browser.submit('/coinbase/pay', { order: id, ...card('4242424242424242') }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303])
    expect((await settled(id)).status).toBe('completed')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await usdcOf(wallet)).toBe(parseUnits(quote.purchaseAmount.amount, 6))
    expect(await treasuryNonce()).toBe(nonce + 1)
  })

  it('re-quotes a changed amount, and refuses bad forms without changing the order', async () => {
    const { path, id } = await openSession(freshWallet())
    const updated = await browser.submit('/coinbase/amount', { order: id, amount: '80' })
    expect(updated).toMatchObject({ status: 303, location: path })
    const page = await browser.open(path)
    expect(textOf(page.html, 'pay')).toBe('Pay 80.00 USD')
    expect(textOf(page.html, 'quote-fee')).toBe('1.20 USD')
    expect((await orderOf(id)).paymentTotal.amount).toBe('80.00')

    const low = await browser.submit('/coinbase/amount', { order: id, amount: '5' })
    expect(low.status).toBe(400)
    expect(textOf(low.html, 'error')).toBe('Amount must be at least 10.00 USD for card')
    const words = await browser.submit('/coinbase/amount', { order: id, amount: 'lots' })
    expect(textOf(words.html, 'error')).toMatch(/^Expected a decimal amount/)

    const cases: [Record<string, string>, string][] = [
      [card('5555555555554444'), 'This is a sandbox: use one of the test cards listed below.'],
      [{ ...card('4242424242424242'), card_expiry: '01/20' }, 'Your card has expired.'],
      [{ ...card('4242424242424242'), card_cvc: '' }, 'Enter the 3 or 4 digit CVC.'],
      [{ method: 'ach_bank_account', bank_holder: '' }, 'Enter the account holder’s name.'],
    ]
    for (const [form, error] of cases) {
      const refused = await browser.submit('/coinbase/pay', { order: id, ...form })
      expect({ form, status: refused.status, error: textOf(refused.html, 'error') }).toEqual({
        form,
        status: 400,
        error,
      })
    }
    const bankKept = await browser.submit('/coinbase/pay', { order: id, method: 'ach_bank_account' })
    expect(bankKept.html).toMatch(/id="method-bank" value="ach_bank_account" checked/)
    expect((await orderOf(id)).status).toBe('created')
    expect(
      (await browser.submit('/coinbase/pay', { order: 'nope', ...card('4242424242424242') })).status,
    ).toBe(404)
    expect((await browser.open('/coinbase/?sessionId=nope')).status).toBe(404)

    // Over the card's limit: bank transfers take more.
    await browser.submit('/coinbase/amount', { order: id, amount: '9000' })
    const overCard = await browser.submit('/coinbase/pay', { order: id, ...card('4242424242424242') })
    expect(textOf(overCard.html, 'error')).toBe('Amount must be at most 7500.00 USD for card')
  })

  it('shows a fresh quote instead of charging an expired one', async () => {
    const wallet = freshWallet()
    const { path, id, quote } = await openSession(wallet)
    await cloud.db.query(`update onramp_quotes set expires_at = now() - interval '1 minute' where id = $1`, [
      quote.quoteId,
    ])
    const stale = await browser.submit('/coinbase/pay', { order: id, ...card('4242424242424242') })
    expect(stale.status).toBe(409)
    expect(textOf(stale.html, 'notice')).toBe(
      'The quote expired and was updated: check the amounts and pay again.',
    )
    expect((await orderOf(id)).status).toBe('created')
    const [row] = await cloud.db.query<{ quote_id: string }>(
      'select quote_id from onramp_orders where id = $1',
      [id],
    )
    expect(row!.quote_id).not.toBe(quote.quoteId)
    expect(await browser.submit('/coinbase/pay', { order: id, ...card('4242424242424242') })).toMatchObject({
      status: 303,
      location: path,
    })
    expect((await settled(id)).status).toBe('completed')
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
    const order = await settled(id)
    expect(order).toMatchObject({ provider: 'meld', status: 'completed' })
    expect(await usdcOf(wallet)).toBe(parseUnits(order.purchaseAmount.amount, 6))
  })

  it('lists purchases in the onramp history, and calls their deliveries buys in the chain history', async () => {
    const wallet = freshWallet()
    const done = await openSession(wallet)
    await browser.submit('/coinbase/pay', { order: done.id, ...card('4242424242424242') })
    const declined = await openSession(wallet, { amount: '20' })
    await browser.submit('/coinbase/pay', { order: declined.id, ...card('4000000000000002') })
    await openSession(wallet, { amount: '30' })
    const order = await settled(done.id)
    const receipt = await chain.client.getTransactionReceipt({ hash: order.transactionHash as Hex })
    await waitForIndexed(cloud.db, DEVNET, receipt.blockNumber, 60_000)

    const history = async (query: Record<string, string>) => {
      const search = new URLSearchParams({ projectId: PROJECT, ...query })
      return (
        await fetch(`${cloud.url}/v1/account/${wallet}/history?${search}`)
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

describe('a chain without a treasury', () => {
  it('still quotes (with a fallback gas), but fails a paid order naming the setting', async () => {
    const { treasuryKey: _key, ...onramp } = devnetOnrampChain(devnet.rpcUrl).onramp!
    const bare = await startTestCloud({
      chains: [{ ...devnetOnrampChain(devnet.rpcUrl), onramp }],
      indexer: false,
      onramp: { sandbox: sandboxOptions },
    })
    try {
      await bare.context.projects.create({ id: PROJECT })
      const client = onrampClient(() => bare.url, PROJECT)
      const { id } = await openSession(freshWallet(), {}, client)
      await sandboxBrowser(() => bare.onrampSandboxUrl as string).submit('/coinbase/pay', {
        order: id,
        ...card('4242424242424242'),
      })
      expect(await settled(id, client)).toMatchObject({
        status: 'failed',
        failureReason: 'The sandbox has no treasury on eip155:31337: the operator sets ONRAMP_TREASURY_KEY',
      })
    } finally {
      await bare.close()
    }
  })
})

describe('a cloud restarted mid-order', () => {
  const testRpc = (method: string, params: unknown[] = []) =>
    chain.client.request({ method: method as 'eth_chainId', params: params as never })

  it('sends the stored delivery again and records it once, even when the node lost it', async () => {
    const database = await databases.options('postgres')
    const start = () =>
      startTestCloud({
        ...database,
        chains: [devnetOnrampChain(devnet.rpcUrl)],
        indexer: false,
        onramp: { sandbox: sandboxOptions },
      })
    const first = await start()
    let second: Cloud | undefined
    try {
      await first.context.projects.create({ id: PROJECT })
      const client = onrampClient(() => first.url, PROJECT)
      const wallet = freshWallet()
      const { id, quote } = await openSession(wallet, {}, client)
      const nonce = await treasuryNonce()
      await testRpc('evm_setAutomine', [false])
      await sandboxBrowser(() => first.onrampSandboxUrl as string).submit('/coinbase/pay', {
        order: id,
        ...card('4242424242424242'),
      })
      // Signed, stored and broadcast, not mined: the cloud stops here.
      const hash = await vi.waitFor(
        async () => {
          const order = await orderOf(id, client)
          if (!order.transactionHash) throw new Error('not signed yet')
          return order.transactionHash as Hex
        },
        { timeout: 10_000, interval: 20 },
      )
      await vi.waitFor(async () => expect(await treasuryNonce()).toBe(nonce + 1), {
        timeout: 5_000,
        interval: 20,
      })
      await first.close()
      // The node forgets it too: only the copy in the database is left.
      await testRpc('hardhat_dropTransaction', [hash])
      expect(await treasuryNonce()).toBe(nonce)

      second = await start()
      const again = onrampClient(() => (second as Cloud).url, PROJECT)
      await vi.waitFor(async () => expect(await treasuryNonce()).toBe(nonce + 1), {
        timeout: 10_000,
        interval: 20,
      })
      expect((await orderOf(id, again)).status).toBe('pending')
      await testRpc('evm_setAutomine', [true])
      await testRpc('evm_mine')
      const order = await settled(id, again)
      expect(order).toMatchObject({ status: 'completed', transactionHash: hash })
      expect(await usdcOf(wallet)).toBe(parseUnits(quote.purchaseAmount.amount, 6))
      expect(await treasuryNonce()).toBe(nonce + 1)
    } finally {
      await testRpc('evm_setAutomine', [true])
      await first.close()
      await second?.close()
    }
  })

  it('settles a bank transfer that came due while it was down', async () => {
    const database = await databases.options('postgres')
    const start = () =>
      startTestCloud({
        ...database,
        chains: [devnetOnrampChain(devnet.rpcUrl)],
        indexer: false,
        onramp: { sandbox: sandboxOptions },
      })
    const first = await start()
    let second: Cloud | undefined
    try {
      await first.context.projects.create({ id: PROJECT })
      const client = onrampClient(() => first.url, PROJECT)
      const wallet = freshWallet()
      const { id, quote } = await openSession(wallet, {}, client)
      await sandboxBrowser(() => first.onrampSandboxUrl as string).submit('/coinbase/pay', {
        order: id,
        method: 'ach_bank_account',
        bank_holder: 'Ada Lovelace',
      })
      await first.close()
      await new Promise((resolve) => setTimeout(resolve, BANK_DELAY_MS + 100))
      expect(await usdcOf(wallet)).toBe(0n)
      second = await start()
      const order = await settled(
        id,
        onrampClient(() => (second as Cloud).url, PROJECT),
      )
      expect(order.status).toBe('completed')
      expect(await usdcOf(wallet)).toBe(parseUnits(quote.purchaseAmount.amount, 6))
    } finally {
      await first.close()
      await second?.close()
    }
  })
})
