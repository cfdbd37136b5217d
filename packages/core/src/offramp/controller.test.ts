import type { ServerResponse } from 'node:http'
import type { OffRampOptionsResponse, OffRampOrder, OffRampQuote } from '@airlock/protocol/cloud-api'
import { afterEach, describe, expect, it } from 'vitest'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter, FAKE_TX_HASH, flush, testConnector } from '../test/fakeAdapter.ts'
import { json, type Recorded, startTestServer } from '../test/httpServer.ts'
import { OFFRAMP_POLL, OFFRAMP_QUOTE_DEBOUNCE_MS } from './constants.ts'

const USER = '0x1111111111111111111111111111111111111111'
const USDC = '0xab4951c6d0c948716a4b2072a0652dd69abd5b1e'
const DEPOSIT = '0x2222222222222222222222222222222222222222'
const devnet = { name: 'airlock-devnet', display_name: 'Airlock Devnet', chain_id: '31337' }

const options: OffRampOptionsResponse = {
  sellCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      networks: [{ ...devnet, contract_address: USDC }],
      min: '1',
      max: '1000',
    },
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
      networks: [{ ...devnet, contract_address: '' }],
      min: '0.001',
      max: '1',
    },
  ],
  payoutCurrencies: [
    { id: 'USD', min: '1', max: '10000', bankAccountTypes: ['us'] },
    { id: 'EUR', min: '1', max: '10000', bankAccountTypes: ['iban'] },
  ],
  providers: [{ name: 'sandbox', label: 'Sandbox', feePercent: 1, sandbox: true }],
}

/** The test double's clock: quotes live a minute unless the script says they are already expired. */
function quoteFor(
  body: { sellCurrency: string; sellAmount: string; payoutCurrency: string },
  expired: boolean,
) {
  return {
    quoteId: `q-${body.sellAmount}`,
    provider: 'sandbox',
    sellCurrency: body.sellCurrency,
    network: 'airlock-devnet',
    sellAmount: body.sellAmount,
    payoutCurrency: body.payoutCurrency,
    rate: '1',
    grossAmount: body.sellAmount,
    providerFee: '0.20',
    networkFee: '0.18',
    payoutAmount: (Number(body.sellAmount) - 0.38).toFixed(2),
    expiresAt: new Date(Date.now() + (expired ? -1000 : 60_000)).toISOString(),
  } satisfies OffRampQuote
}

interface Script {
  /** The order states the status call answers, one per poll. */
  orders?: OffRampOrder['status'][]
  expiredQuote?: boolean
}

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

async function setup(script: Script = {}) {
  let created: OffRampOrder | undefined
  let polls = 0
  const server = await startTestServer(async (req: Recorded, res: ServerResponse) => {
    const path = req.url.pathname
    if (path === '/appkit/v1/config') return json(res, 200, { features: [] })
    if (path.endsWith('/balance'))
      return json(res, 200, {
        balances: [
          {
            name: 'USD Coin',
            symbol: 'USDC',
            chainId: 'eip155:31337',
            address: `eip155:31337:${USDC}`,
            value: 50,
            price: 1,
            quantity: { numeric: '50', decimals: '6' },
            iconUrl: '',
          },
          {
            name: 'Ether',
            symbol: 'ETH',
            chainId: 'eip155:31337',
            value: 6000,
            price: 3000,
            quantity: { numeric: '2', decimals: '18' },
            iconUrl: '',
          },
        ],
      })
    if (path.endsWith('/history')) return json(res, 200, { data: [], next: null })
    if (path === '/v1/offramp/options') return json(res, 200, options)
    if (path === '/v1/offramp/quote')
      return json(res, 200, quoteFor(JSON.parse(req.body), Boolean(script.expiredQuote)))
    if (path === '/v1/offramp/orders' && req.method === 'POST') {
      const body = JSON.parse(req.body)
      const eth = body.quoteId === 'q-0.5'
      const quote = quoteFor(
        { sellCurrency: eth ? 'ETH' : 'USDC', sellAmount: eth ? '0.5' : '20', payoutCurrency: 'USD' },
        false,
      )
      created = {
        id: 'off_1',
        status: 'awaiting_deposit',
        provider: 'sandbox',
        quote,
        fromAddress: body.fromAddress,
        bankAccount: {
          type: body.bankAccount.type,
          holderName: body.bankAccount.holderName,
          masked: '•••• 5678',
        },
        deposit: {
          address: DEPOSIT,
          token: eth ? '' : USDC,
          chainId: 'eip155:31337',
          amountAtomic: eth ? '500000000000000000' : '20000000',
        },
        createdAt: new Date().toISOString(),
        expiresAt: quote.expiresAt,
      }
      return json(res, 201, created)
    }
    if (path === '/v1/offramp/orders/off_1') {
      const states = script.orders ?? ['awaiting_deposit']
      const status = states[Math.min(polls++, states.length - 1)] as OffRampOrder['status']
      return json(res, 200, {
        ...created,
        status,
        ...(status === 'paid_out'
          ? {
              payout: {
                reference: 'SBX-1',
                amount: '19.62',
                currency: 'USD',
                paidAt: new Date().toISOString(),
              },
            }
          : {}),
        ...(status === 'refunded'
          ? {
              refund: {
                transactionHash: `0x${'cd'.repeat(32)}`,
                token: created?.deposit.token ?? '',
                amountAtomic: created?.deposit.amountAtomic ?? '0',
                reason: 'the deposit arrived after the order expired',
              },
            }
          : {}),
      })
    }
    return json(res, 200, {})
  })
  const fake = createFakeAdapter()
  fake.state.connectors = [testConnector]
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [fake.adapter],
    storage: createMemoryBackend(),
    cloudUrl: server.url,
  })
  await airlock.ready
  await airlock.connect(testConnector)
  await airlock.refreshTokenBalances('eip155')
  await flush()
  cleanup = async () => {
    airlock.destroy()
    await server.close()
  }
  const requests = (path: string, method = 'GET') =>
    server.requests.filter((r) => r.url.pathname === path && r.method === method)
  return { airlock, fake, requests, server }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, OFFRAMP_QUOTE_DEBOUNCE_MS + 200))

async function until(check: () => boolean, ms = 10_000) {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const usBank = { holderName: 'Ada Lovelace', routingNumber: '011000015', accountNumber: '1234-5678' }

describe('off-ramp controller', () => {
  it('loads the options, starting on the token of the active network paid out in USD to a US account, with its balance', async () => {
    const { airlock } = await setup()
    await airlock.offrampActions.init()
    expect(airlock.offramp.getState()).toMatchObject({
      sellCurrency: { id: 'USDC' },
      network: { chain_id: '31337' },
      payoutCurrency: { id: 'USD' },
      bankAccountType: 'us',
      balance: '50',
      amountIssue: 'Enter an amount',
    })
    await airlock.offrampActions.selectPayoutCurrency('EUR')
    expect(airlock.offramp.getState().bankAccountType).toBe('iban')
  })

  it('quotes only an amount that can be sold, with the token, network and payout currency', async () => {
    const { airlock, requests } = await setup()
    await airlock.offrampActions.init()
    await airlock.offrampActions.setAmount('0.5')
    expect(airlock.offramp.getState().amountIssue).toBe('The minimum is 1 USDC')
    await airlock.offrampActions.setAmount('60')
    expect(airlock.offramp.getState().amountIssue).toBe('The amount is more than your balance')
    await settled()
    expect(requests('/v1/offramp/quote', 'POST')).toHaveLength(0)

    await airlock.offrampActions.setAmount('20')
    expect(airlock.offramp.getState()).toMatchObject({ amountIssue: undefined, quoteLoading: true })
    await until(() => !airlock.offramp.getState().quoteLoading)
    expect(requests('/v1/offramp/quote', 'POST').map((r) => JSON.parse(r.body))).toEqual([
      { sellCurrency: 'USDC', network: 'airlock-devnet', sellAmount: '20', payoutCurrency: 'USD' },
    ])
    expect(airlock.offramp.getState()).toMatchObject({
      quoteLoading: false,
      quote: { payoutAmount: '19.62' },
    })
    expect(await airlock.offrampActions.maxAmount()).toBe('50')
  })

  it('sends nothing while a bank field is wrong, says which beside it, and keeps the draft', async () => {
    const { airlock, requests, fake } = await setup()
    await airlock.offrampActions.init({ amount: '20' })
    await settled()
    await airlock.offrampActions.setBankDetails({ ...usBank, routingNumber: '011000016' })
    expect(await airlock.offrampActions.sell()).toBeUndefined()
    expect(airlock.offramp.getState().bankProblems).toEqual([
      { field: 'routingNumber', message: expect.stringContaining('check digit') },
    ])
    expect(requests('/v1/offramp/orders', 'POST')).toHaveLength(0)
    expect(fake.calls.filter((c) => c.method === 'writeContract')).toHaveLength(0)
    expect(airlock.offramp.getState()).toMatchObject({
      sellAmount: '20',
      bankDetails: { routingNumber: '011000016' },
    })
    await airlock.offrampActions.setBankDetails({ routingNumber: '011000015' })
    expect(airlock.offramp.getState().bankProblems).toEqual([])
  })

  it('creates the order, sends exactly the deposit as an ERC-20 transfer, and follows the order until paid out', async () => {
    const { airlock, requests, fake } = await setup({
      orders: ['awaiting_deposit', 'deposit_received', 'paid_out'],
    })
    await airlock.offrampActions.init({ amount: '20' })
    await settled()
    await airlock.offrampActions.setBankDetails(usBank)
    expect(await airlock.offrampActions.sell()).toBe('off_1')
    expect(JSON.parse(requests('/v1/offramp/orders', 'POST')[0]!.body)).toEqual({
      quoteId: 'q-20',
      fromAddress: USER,
      bankAccount: {
        type: 'us',
        holderName: 'Ada Lovelace',
        routingNumber: '011000015',
        accountNumber: '12345678',
      },
    })
    const [transfer] = fake.calls.filter((c) => c.method === 'writeContract')
    expect(transfer?.params).toMatchObject({
      address: USDC,
      functionName: 'transfer',
      args: [DEPOSIT, 20_000_000n],
    })
    expect(airlock.offramp.getState().sale).toMatchObject({ status: 'following', depositHash: FAKE_TX_HASH })
    await until(() => airlock.offramp.getState().sale.status === 'paid_out', 3 * OFFRAMP_POLL.maxMs)
    expect(airlock.offramp.getState().sale.order?.payout?.reference).toBe('SBX-1')
    // The modal is closed: a toast says the payout is on its way.
    expect(airlock.toast.getState()).toMatchObject({
      variant: 'success',
      message: expect.stringMatching(/^Sold 19.62/),
    })
  })

  it('sends the native coin with a plain transfer and reports a refund with its reason', async () => {
    const { airlock, fake } = await setup({ orders: ['deposit_received', 'refunded'] })
    await airlock.offrampActions.init({ sellCurrency: 'ETH', amount: '0.5' })
    await settled()
    expect(airlock.offramp.getState()).toMatchObject({ balance: '1.5', quote: { quoteId: 'q-0.5' } })
    await airlock.offrampActions.setBankDetails(usBank)
    expect(await airlock.offrampActions.sell()).toBe('off_1')
    const [send] = fake.calls.filter((c) => c.method === 'sendTransaction')
    expect(send?.params).toMatchObject({ to: DEPOSIT, value: 500_000_000_000_000_000n })
    await until(() => airlock.offramp.getState().sale.status === 'refunded', 3 * OFFRAMP_POLL.maxMs)
    expect(airlock.offramp.getState().sale.error).toBe(
      'The sale was refunded: the deposit arrived after the order expired. The tokens went back to your wallet.',
    )
  })

  it('keeps the draft when the wallet declines the deposit, so selling again starts over', async () => {
    const { airlock, fake } = await setup()
    fake.state.writeContractError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    await airlock.offrampActions.init({ amount: '20' })
    await settled()
    await airlock.offrampActions.setBankDetails(usBank)
    expect(await airlock.offrampActions.sell()).toBeUndefined()
    expect(airlock.offramp.getState()).toMatchObject({
      sale: { status: 'failed', error: expect.any(String) },
      sellAmount: '20',
      bankDetails: usBank,
    })
  })

  it('sells again once a sale has ended (the visitor back on the bank account), never while one is followed', async () => {
    const { airlock, requests } = await setup({ orders: ['awaiting_deposit', 'refunded'] })
    await airlock.offrampActions.init({ amount: '20' })
    await settled()
    await airlock.offrampActions.setBankDetails(usBank)
    expect(await airlock.offrampActions.sell()).toBe('off_1')
    expect(await airlock.offrampActions.sell()).toBeUndefined()
    expect(requests('/v1/offramp/orders', 'POST')).toHaveLength(1)
    await until(() => airlock.offramp.getState().sale.status === 'refunded', 3 * OFFRAMP_POLL.maxMs)
    expect(await airlock.offrampActions.sell()).toBe('off_1')
    expect(requests('/v1/offramp/orders', 'POST')).toHaveLength(2)
  })

  it('asks the visitor to connect a wallet when none is connected at the sale', async () => {
    const { airlock } = await setup()
    await airlock.offrampActions.init({ amount: '20' })
    await settled()
    await airlock.offrampActions.setBankDetails(usBank)
    await airlock.disconnect()
    expect(await airlock.offrampActions.sell()).toBeUndefined()
    expect(airlock.offramp.getState().sale).toMatchObject({
      status: 'failed',
      error: 'Connect a wallet to sell crypto',
    })
  })

  it('renews an expired quote instead of selling on it', async () => {
    const { airlock, requests } = await setup({ expiredQuote: true })
    await airlock.offrampActions.init({ amount: '20' })
    await settled()
    await airlock.offrampActions.setBankDetails(usBank)
    expect(await airlock.offrampActions.sell()).toBeUndefined()
    expect(airlock.offramp.getState().sale.error).toBe('The quote expired: check the new one and sell again')
    await settled()
    expect(requests('/v1/offramp/quote', 'POST')).toHaveLength(2)
    expect(requests('/v1/offramp/orders', 'POST')).toHaveLength(0)
  })

  it('stops following the order when the kit is destroyed', async () => {
    const { airlock, requests } = await setup({ orders: ['awaiting_deposit'] })
    await airlock.offrampActions.init({ amount: '20' })
    await settled()
    await airlock.offrampActions.setBankDetails(usBank)
    await airlock.offrampActions.sell()
    await until(() => requests('/v1/offramp/orders/off_1').length === 1, 2 * OFFRAMP_POLL.firstMs + 1000)
    airlock.destroy()
    await new Promise((resolve) => setTimeout(resolve, 2 * OFFRAMP_POLL.firstMs * OFFRAMP_POLL.factor))
    expect(requests('/v1/offramp/orders/off_1')).toHaveLength(1)
  })
})
