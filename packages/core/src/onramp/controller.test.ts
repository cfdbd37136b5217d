import type { ServerResponse } from 'node:http'
import type { OnRampOptionsResponse, OnRampOrder, OnRampQuote } from '@airlock/protocol/cloud-api'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter, flush, testConnector } from '../test/fakeAdapter.ts'
import { json, type Recorded, startTestServer } from '../test/httpServer.ts'
import { MOCKED_QUOTE_ID, ONRAMP_ORDER_POLL_MS, ONRAMP_QUOTE_DEBOUNCE_MS } from './constants.ts'

const USER = '0x1111111111111111111111111111111111111111'
const DEVNET_USDC = '0xab4951c6d0c948716a4b2072a0652dd69abd5b1e'

const options: OnRampOptionsResponse = {
  purchaseCurrencies: [
    {
      id: 'usdc-id',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '0xa0b8' },
        {
          name: 'airlock-devnet',
          display_name: 'Airlock Devnet',
          chain_id: '31337',
          contract_address: DEVNET_USDC,
        },
      ],
    },
    {
      id: 'eth-id',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'airlock-devnet', display_name: 'Airlock Devnet', chain_id: '31337', contract_address: '' },
      ],
    },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
    { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
  ],
  providers: [
    { name: 'coinbase', label: 'Coinbase', type: 'session', feePercent: 1.5, sandbox: true },
    {
      name: 'meld',
      label: 'Meld',
      type: 'url',
      feePercent: 1,
      sandbox: true,
      url: 'http://127.0.0.1:1/meld/',
      publicKey: 'pk_test',
    },
  ],
}

function quoteFor(amount: string, currency: string): OnRampQuote {
  const fee = (Number(amount) * 0.015).toFixed(2)
  const subtotal = (Number(amount) - Number(fee) - 0.05).toFixed(2)
  return {
    coinbaseFee: { amount: fee, currency },
    networkFee: { amount: '0.05', currency },
    paymentSubtotal: { amount: subtotal, currency },
    paymentTotal: { amount, currency },
    purchaseAmount: { amount: subtotal, currency: 'USDC' },
    quoteId: 'q-1',
  }
}

/** The script of the test-double cloud. */
interface Script {
  optionsStatus?: number
  remoteProviders?: unknown
  quoteStatus?: number
  quoteError?: string
  /** The order states the status call answers, one per poll; a number is an HTTP error status. */
  orders?: (OnRampOrder['status'] | 'awaiting_checkout' | number)[]
  failureReason?: string
}

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
  vi.useRealTimers()
})

async function setup(script: Script = {}) {
  const polls: Record<string, number> = {}
  const server = await startTestServer(async (req: Recorded, res: ServerResponse) => {
    const path = req.url.pathname
    if (path === '/appkit/v1/config')
      return json(res, 200, {
        features:
          script.remoteProviders === undefined
            ? []
            : [{ id: 'onramp', isEnabled: true, config: script.remoteProviders }],
      })
    if (path.endsWith('/balance')) return json(res, 200, { balances: [] })
    if (path.endsWith('/history')) return json(res, 200, { data: [], next: null })
    if (path === '/v1/onramp/options')
      return script.optionsStatus
        ? json(res, script.optionsStatus, { error: 'down' })
        : json(res, 200, options)
    if (path === '/v1/onramp/quote') {
      if (script.quoteStatus) return json(res, script.quoteStatus, { error: script.quoteError ?? 'boom' })
      const body = JSON.parse(req.body)
      return json(res, 200, quoteFor(body.amount, body.paymentCurrency))
    }
    if (path === '/v1/generators/onrampurl')
      return json(res, 200, { url: 'http://127.0.0.1:1/coinbase/?sessionId=s-1', sessionId: 's-1' })
    if (path.startsWith('/v1/onramp/orders/')) {
      const id = decodeURIComponent(path.slice('/v1/onramp/orders/'.length))
      const index = polls[id] ?? 0
      polls[id] = index + 1
      const states = script.orders ?? []
      const state = states[Math.min(index, states.length - 1)] ?? 404
      if (typeof state === 'number') return json(res, state, { error: 'Order not found' })
      if (state === 'awaiting_checkout') return json(res, 200, { id, provider: 'meld', status: state })
      return json(res, 200, {
        id,
        provider: 'coinbase',
        status: state,
        ...(state === 'failed' && script.failureReason ? { failureReason: script.failureReason } : {}),
        ...(state === 'completed' ? { transactionHash: `0x${'ab'.repeat(32)}` } : {}),
        chainId: 'eip155:31337',
        address: USER,
        purchaseAmount: { amount: '49.20', currency: 'USDC' },
        paymentTotal: { amount: '50.00', currency: 'USD' },
        createdAt: '2026-11-25T10:00:00Z',
        updatedAt: '2026-11-25T10:00:00Z',
      } satisfies OnRampOrder)
    }
    return json(res, 200, {})
  })
  const fake = createFakeAdapter()
  fake.state.connectors = [testConnector]
  fake.state.connectResult = { address: USER, chainId: 31337, accounts: [] }
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [fake.adapter],
    storage: createMemoryBackend(),
    cloudUrl: server.url,
  })
  await airlock.ready
  await airlock.connect(testConnector)
  await flush()
  cleanup = async () => {
    await airlock.onrampActions.cancelCheckout()
    await airlock.onrampActions.dispose()
    airlock.destroy()
    await server.close()
  }
  const requests = (path: string) => server.requests.filter((r) => r.url.pathname.startsWith(path))
  return { airlock, requests }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, ONRAMP_QUOTE_DEBOUNCE_MS + 150))

async function until(check: () => boolean, ms = 8000) {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('on-ramp controller', () => {
  it('loads the options and the providers the project allows, starting on USDC of the active network in USD', async () => {
    const { airlock } = await setup({ remoteProviders: ['coinbase'] })
    await airlock.onrampActions.init()
    const state = airlock.onramp.getState()
    expect(state.providers.map((p) => p.name)).toEqual(['coinbase'])
    expect(state.purchaseCurrency?.symbol).toBe('USDC')
    expect(state.network?.chain_id).toBe('31337')
    expect(state.paymentCurrency?.id).toBe('USD')
    expect(state.optionsFallback).toBe(false)
  })

  it('falls back to the built-in options when the call fails, and offers no provider for a malformed remote list', async () => {
    const { airlock } = await setup({ optionsStatus: 500, remoteProviders: 'coinbase' })
    await airlock.onrampActions.init()
    const state = airlock.onramp.getState()
    expect(state.optionsFallback).toBe(true)
    expect(state.purchaseCurrencies.map((c) => [c.name, c.networks.map((n) => n.chain_id)])).toEqual([
      ['USD Coin', ['1', '137']],
    ])
    expect(state.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(state.providers).toEqual([])
  })

  it('quotes only amounts within the limits, with what the cloud needs to price the delivery', async () => {
    const { airlock, requests } = await setup()
    await airlock.onrampActions.init({ provider: 'coinbase' })
    await airlock.onrampActions.setPaymentAmount('5')
    await settled()
    expect(requests('/v1/onramp/quote')).toHaveLength(0)
    expect(airlock.onramp.getState().quote).toBeUndefined()

    await airlock.onrampActions.setPaymentAmount('50')
    expect(airlock.onramp.getState().quotesLoading).toBe(true)
    await settled()
    const [request] = requests('/v1/onramp/quote')
    expect(JSON.parse(request!.body)).toEqual({
      purchaseCurrency: 'usdc-id',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'USDC',
      chainId: 'eip155:31337',
      paymentMethod: 'card',
      provider: 'coinbase',
    })
    const state = airlock.onramp.getState()
    expect(state.quotesLoading).toBe(false)
    expect(state.purchaseAmount).toBe('49.20')
    expect(state.quote).toMatchObject({ quoteId: 'q-1', estimate: false, coinbaseFee: { amount: '0.75' } })
  })

  it('shows the mocked quote as an estimate when the quote call fails, and keeps a refusal as the error', async () => {
    const failing = await setup({ quoteStatus: 502 })
    await failing.airlock.onrampActions.init({ provider: 'coinbase', amount: '80' })
    await settled()
    expect(failing.airlock.onramp.getState()).toMatchObject({
      quote: { quoteId: MOCKED_QUOTE_ID, estimate: true, paymentTotal: { amount: '80', currency: 'USD' } },
      purchaseAmount: undefined,
      error: undefined,
    })
    await cleanup?.()
    cleanup = undefined

    const refused = await setup({
      quoteStatus: 400,
      quoteError: 'Amount must be at most 7500.00 USD for card',
    })
    await refused.airlock.onrampActions.init({ provider: 'coinbase', amount: '80' })
    await settled()
    expect(refused.airlock.onramp.getState()).toMatchObject({
      quote: undefined,
      purchaseAmount: undefined,
      quotesLoading: false,
      error: 'Amount must be at most 7500.00 USD for card',
    })
  })

  it('opens a Coinbase-type session and follows the order until the tokens arrive, then reads balances again', async () => {
    const { airlock, requests } = await setup({ orders: [404, 'created', 'pending', 'completed'] })
    await airlock.onrampActions.init({ provider: 'coinbase', amount: '50' })
    await settled()
    const url = await airlock.onrampActions.startCheckout()
    expect(url).toBe('http://127.0.0.1:1/coinbase/?sessionId=s-1')
    expect(JSON.parse(requests('/v1/generators/onrampurl')[0]!.body)).toMatchObject({
      destinationWallets: [{ address: USER, blockchains: ['airlock-devnet'], assets: ['USDC'] }],
      defaultNetwork: 'airlock-devnet',
      defaultExperience: 'buy',
      presetFiatAmount: 50,
      defaultAsset: 'USDC',
      fiatCurrency: 'USD',
      quoteId: 'q-1',
      provider: 'coinbase',
    })
    expect(airlock.onramp.getState().checkout).toMatchObject({ status: 'waiting', orderId: 's-1' })
    const balanceReads = requests('/v1/account').length
    await until(
      () => airlock.onramp.getState().checkout.status === 'completed',
      4 * ONRAMP_ORDER_POLL_MS + 3000,
    )
    await until(() => requests('/v1/account').length > balanceReads)
    // The modal is closed: a toast says what arrived.
    expect(airlock.toast.getState()).toMatchObject({ variant: 'success', message: 'Bought 49.2 USDC' })
  })

  it('builds a Meld-type URL, moving the draft to the one currency it sells, and reports a declined order', async () => {
    const { airlock, requests } = await setup({
      orders: ['failed'],
      failureReason: 'Your card was declined.',
    })
    await airlock.onrampActions.init({ purchaseCurrency: 'ETH', amount: '50' })
    expect(airlock.onramp.getState().purchaseCurrency?.symbol).toBe('ETH')
    await airlock.onrampActions.selectProvider('meld')
    expect(airlock.onramp.getState().purchaseCurrency?.symbol).toBe('USDC')
    const url = new URL((await airlock.onrampActions.startCheckout())!)
    const id = url.searchParams.get('externalSessionId')!
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      publicKey: 'pk_test',
      destinationCurrencyCode: 'USDC',
      walletAddress: USER,
      externalCustomerId: 'p',
      sourceAmount: '50',
      sourceCurrencyCode: 'USD',
      chainId: '31337',
    })
    expect(requests('/v1/generators/onrampurl')).toHaveLength(0)
    await until(() => airlock.onramp.getState().checkout.status === 'failed')
    expect(airlock.onramp.getState().checkout.error).toBe(
      'Your card was declined. Nothing was charged and no tokens were sent.',
    )
    expect(requests(`/v1/onramp/orders/${id}`)).toHaveLength(1)
  })

  it('announces a Meld-type checkout before following it, and waits through awaiting_checkout', async () => {
    const { airlock, requests } = await setup({
      orders: ['awaiting_checkout', 'awaiting_checkout', 'pending'],
    })
    await airlock.onrampActions.init({ provider: 'meld', amount: '50' })
    const url = new URL((await airlock.onrampActions.startCheckout())!)
    const id = url.searchParams.get('externalSessionId')!
    const [announced] = requests('/v1/onramp/orders').filter((r) => r.method === 'POST')
    expect(JSON.parse(announced!.body)).toMatchObject({ id, provider: 'meld' })
    await until(() => requests(`/v1/onramp/orders/${id}`).length >= 2)
    // Not created yet is waiting, not an order and not a failure.
    expect(airlock.onramp.getState().checkout).toMatchObject({ status: 'waiting', orderId: id })
    expect(airlock.onramp.getState().checkout.order).toBeUndefined()
    await until(
      () => airlock.onramp.getState().checkout.status === 'pending',
      4 * ONRAMP_ORDER_POLL_MS + 3000,
    )
    await airlock.onrampActions.cancelCheckout()
  })

  it('refuses to open a checkout for an amount past the limits, without a request', async () => {
    const { airlock, requests } = await setup()
    await airlock.onrampActions.init({ provider: 'coinbase', amount: '9000' })
    expect(await airlock.onrampActions.startCheckout()).toBeUndefined()
    expect(airlock.onramp.getState().checkout).toMatchObject({
      status: 'failed',
      error: 'The maximum for card is 7,500.00 USD',
    })
    expect(requests('/v1/generators/onrampurl')).toHaveLength(0)
  })
})

describe('open with on-ramp arguments', () => {
  it('lands on OnRampProviders with the purchase in the router data', () => {
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [],
      storage: createMemoryBackend(),
    })
    airlock.open({ view: 'OnRampProviders', arguments: { purchaseCurrency: 'USDC', amount: '50' } })
    expect(airlock.router.getState()).toMatchObject({
      view: 'OnRampProviders',
      data: { onramp: { purchaseCurrency: 'USDC', amount: '50' } },
    })
    airlock.destroy()
  })
})
