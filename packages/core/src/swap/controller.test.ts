import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKit } from '../kit.ts'
import { TOAST_SWAP_MS } from '../modal/toast.ts'
import { airlockDevnet, mainnet, solana } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter, FAKE_TX_HASH, flush, testConnector } from '../test/fakeAdapter.ts'
import { json, type Recorded, startTestServer } from '../test/httpServer.ts'
import { NATIVE_TOKEN_ADDRESS, type SwapQuote } from './apiTypes.ts'
import { SWAP_QUOTE_DEBOUNCE_MS, SwapMessages } from './constants.ts'
import { InvalidSlippageError, SwapRevertedError } from './errors.ts'

const CHAIN = 'eip155:31337'
const USER = '0x1111111111111111111111111111111111111111'
const USDC = '0xab4951c6d0c948716a4b2072a0652dd69abd5b1e'
const ROUTER = '0x4325025e1f837adf726b439cf141c3f73a8dac7d'
const ETH_ID = `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`
const USDC_ID = `${CHAIN}:${USDC}`

const tokens = [
  { name: 'Ether', symbol: 'ETH', address: ETH_ID, decimals: 18, logoUri: '', eip2612: false },
  { name: 'USD Coin', symbol: 'USDC', address: USDC_ID, decimals: 6, logoUri: '', eip2612: false },
]

/** The script of the test-double cloud: what each convert call answers. */
interface Script {
  allowance: string
  /** USDC per ETH, and ETH per USDC, in the quotes. */
  quote: (from: string, amount: bigint) => bigint
  quoteStatus?: number
  quoteError?: string
  /** Holds a quote answer back (to test superseded answers). */
  quoteDelay?: (amount: string) => number
  /** What a second quote for the same swap pays (after a revert). */
  requote?: bigint
}

function quoteOf(url: URL, script: Script): SwapQuote {
  const amount = BigInt(url.searchParams.get('amount') ?? '0')
  const from = url.searchParams.get('from') as `eip155:${string}:${string}`
  const to = url.searchParams.get('to') as `eip155:${string}:${string}`
  return {
    id: null,
    fromAmount: amount.toString(),
    fromAccount: from,
    toAmount: script.quote(from, amount).toString(),
    toAccount: to,
    path: [from, to],
    priceImpact: 0.1,
    feePercent: 0.3,
    gasLimit: '120000',
    blockNumber: '10',
  }
}

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

async function setup(script: Script, network = airlockDevnet) {
  let quotes = 0
  const server = await startTestServer(async (req: Recorded, res: ServerResponse) => {
    const path = req.url.pathname
    if (path.endsWith('/balance'))
      return json(res, 200, {
        balances: [
          {
            name: 'Ether',
            symbol: 'ETH',
            chainId: CHAIN,
            value: 6000,
            price: 3000,
            quantity: { numeric: '2', decimals: '18' },
            iconUrl: '',
          },
          {
            name: 'USD Coin',
            symbol: 'USDC',
            chainId: CHAIN,
            address: USDC_ID,
            value: 50,
            price: 1,
            quantity: { numeric: '50', decimals: '6' },
            iconUrl: '',
          },
        ],
      })
    if (path === '/v1/convert/tokens') return json(res, 200, { tokens })
    if (path === '/v1/convert/gas-price')
      return json(res, 200, { standard: '1000000000', fast: '1100000000', instant: '1200000000' })
    if (path === '/v1/fungible/price') return json(res, 200, { fungibles: [] })
    if (path === '/v1/convert/allowance') return json(res, 200, { allowance: script.allowance })
    if (path === '/v1/convert/quotes') {
      quotes++
      const delay = script.quoteDelay?.(req.url.searchParams.get('amount') ?? '') ?? 0
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
      if (script.quoteStatus) return json(res, script.quoteStatus, { error: script.quoteError })
      const quote = quoteOf(req.url, script)
      if (quotes > 1 && script.requote !== undefined) quote.toAmount = script.requote.toString()
      return json(res, 200, { quotes: [quote] })
    }
    if (path === '/v1/convert/build-approve')
      return json(res, 200, {
        tx: {
          from: USER,
          to: USDC,
          data: `0x095ea7b3${req.url.searchParams.get('amount')}`,
          value: '0',
          eip155: { gasPrice: '1' },
        },
      })
    if (path === '/v1/convert/build-transaction') {
      const body = JSON.parse(req.body)
      const expected = script.quote(body.from, BigInt(body.amount))
      return json(res, 200, {
        tx: {
          from: USER,
          to: ROUTER,
          data: '0x38ed1739',
          value: body.from === ETH_ID ? body.amount : '0',
          eip155: { gas: '150000', gasPrice: '1000000000' },
          expectedOut: expected.toString(),
          minimumOut: ((expected * 99n) / 100n).toString(),
          deadline: '2000000000',
        },
      })
    }
    return json(res, 200, {})
  })
  const fake = createFakeAdapter()
  fake.state.connectors = [testConnector]
  fake.state.connectResult = { address: USER, chainId: Number(network.id), accounts: [] }
  // The chain agrees with the cloud: the token list's native row shows the account's native balance.
  fake.state.balance = '2'
  const airlock = createKit({
    projectId: 'p',
    networks: [network, airlockDevnet],
    adapters: [fake.adapter],
    storage: createMemoryBackend(),
    cloudUrl: server.url,
  })
  await airlock.ready
  await airlock.connect(testConnector)
  await flush()
  cleanup = async () => {
    await airlock.swapActions.dispose()
    airlock.destroy()
    await server.close()
  }
  const requests = (path: string) => server.requests.filter((r) => r.url.pathname === path)
  return { airlock, fake, server, requests }
}

/** 3,000 USDC per ETH, either way, no fee: enough for the kit's side of things. */
const atPar: Script['quote'] = (from, amount) =>
  from === ETH_ID ? (amount * 3000n) / 10n ** 12n : (amount * 10n ** 12n) / 3000n

const settled = () => new Promise((resolve) => setTimeout(resolve, SWAP_QUOTE_DEBOUNCE_MS + 150))

describe('swap controller', () => {
  it('loads the tokens with the account’s balances and pays with the native token by default', async () => {
    const { airlock } = await setup({ allowance: '0', quote: atPar })
    await airlock.swapActions.init()
    const state = airlock.swap.getState()
    expect(state.tokens?.map((t) => [t.symbol, t.balance, t.price])).toEqual([
      ['ETH', '2', 3000],
      ['USDC', '50', 1],
    ])
    expect(state.sourceToken?.symbol).toBe('ETH')
    expect(state.toToken).toBeUndefined()
    expect(state.gasPrice).toBe('1000000000')
  })

  it('applies the dapp’s arguments and quotes at once, with the network fee in USD', async () => {
    const { airlock, requests } = await setup({ allowance: '0', quote: atPar })
    await airlock.swapActions.init({ fromToken: 'usdc', toToken: 'ETH', amount: '30' })
    await settled()
    const state = airlock.swap.getState()
    expect([state.sourceToken?.symbol, state.toToken?.symbol, state.sourceTokenAmount]).toEqual([
      'USDC',
      'ETH',
      '30',
    ])
    expect(state.toTokenAmount).toBe('0.01')
    expect(state.approvalNeeded).toBe(true)
    // 120,000 gas at 1 gwei = 0.00012 ETH, at 3,000 USD.
    expect(state.networkFee).toEqual({ amount: '0.00012', symbol: 'ETH', usd: 0.36 })
    const [quote] = requests('/v1/convert/quotes')
    expect(Object.fromEntries(quote!.url.searchParams)).toMatchObject({
      amount: '30000000',
      from: USDC_ID,
      to: ETH_ID,
      userAddress: `${CHAIN}:${USER}`,
      gasPrice: '1000000000',
      projectId: 'p',
    })
  })

  it('keeps the arguments when a second init (React StrictMode runs effects twice) supersedes a loading one', async () => {
    const { airlock } = await setup({ allowance: '0', quote: atPar })
    const first = airlock.swapActions.init({ fromToken: 'USDC', toToken: 'ETH', amount: '30' })
    await airlock.swapActions.init()
    await first
    const state = airlock.swap.getState()
    expect([state.sourceToken?.symbol, state.toToken?.symbol, state.sourceTokenAmount]).toEqual([
      'USDC',
      'ETH',
      '30',
    ])
  })

  it('asks for one quote after the typing stops, and drops the answer to a superseded amount', async () => {
    const { airlock, requests } = await setup({
      allowance: '0',
      quote: atPar,
      quoteDelay: (amount) => (amount === '1000000000000000000' ? 400 : 0),
    })
    await airlock.swapActions.init({ toToken: 'USDC' })
    await settled()
    const before = requests('/v1/convert/quotes').length
    for (const typed of ['0', '0.', '0.5']) await airlock.swapActions.setAmount(typed)
    expect(airlock.swap.getState().quoteLoading).toBe(true)
    await settled()
    expect(requests('/v1/convert/quotes').length - before).toBe(1)
    expect(airlock.swap.getState().toTokenAmount).toBe('1500')

    // A slow answer for 1 ETH arrives after the visitor already typed 0.25: the 0.25 quote stays.
    await airlock.swapActions.setAmount('1')
    await settled()
    await airlock.swapActions.setAmount('0.25')
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(airlock.swap.getState().toTokenAmount).toBe('750')
  })

  it('quotes the same draft again without a loading state, keeping the shown quote until the new one', async () => {
    let usdcPerEth = 3000n
    const { airlock, requests } = await setup({
      allowance: '0',
      quote: (from, amount) => (from === ETH_ID ? (amount * usdcPerEth) / 10n ** 12n : 0n),
      quoteDelay: () => (usdcPerEth === 3000n ? 0 : 200),
    })
    await airlock.swapActions.init({ toToken: 'USDC', amount: '1' })
    await settled()
    usdcPerEth = 2900n
    await airlock.swapActions.requote()
    expect(airlock.swap.getState()).toMatchObject({ quoteLoading: false, toTokenAmount: '3000' })
    await vi.waitFor(() => expect(airlock.swap.getState().toTokenAmount).toBe('2900'))
    expect(requests('/v1/convert/quotes').length).toBe(2)
  })

  it('shows the cloud’s reason when there is no quote', async () => {
    const { airlock } = await setup({
      allowance: '0',
      quote: atPar,
      quoteStatus: 400,
      quoteError: 'Insufficient liquidity for this trade',
    })
    await airlock.swapActions.init({ toToken: 'USDC', amount: '1' })
    await settled()
    expect(airlock.swap.getState()).toMatchObject({
      quoteError: 'Insufficient liquidity for this trade',
      quote: undefined,
      toTokenAmount: '',
      quoteLoading: false,
    })
  })

  it('approves exactly the amount, then swaps, each after its receipt, and returns to Account', async () => {
    const { airlock, fake } = await setup({ allowance: '0', quote: atPar })
    airlock.open({ view: 'Account' })
    airlock.router.push('Swap')
    airlock.router.push('SwapPreview')
    await airlock.swapActions.init({ fromToken: 'USDC', toToken: 'ETH', amount: '30' })
    await settled()
    const statuses: string[] = []
    const stop = airlock.swap.subscribe((s, previous) => {
      if (s.status !== previous.status) statuses.push(s.status)
    })
    const hash = await airlock.swapActions.swap()
    stop()
    expect(hash).toBe(FAKE_TX_HASH)
    expect(statuses).toEqual(['approve-confirm', 'approve-pending', 'swap-confirm', 'swap-pending', 'idle'])
    const sent = fake.calls.filter((c) => c.method === 'sendTransaction').map((c) => c.params)
    expect(sent).toMatchObject([
      { to: USDC, data: '0x095ea7b330000000', value: 0n, from: USER },
      { to: ROUTER, data: '0x38ed1739', value: 0n, from: USER },
    ])
    expect(fake.calls.filter((c) => c.method === 'waitForTransaction')).toHaveLength(2)
    // The pending toast gives way to the result after the toast swap delay.
    await new Promise((resolve) => setTimeout(resolve, TOAST_SWAP_MS + 50))
    expect(airlock.toast.getState().message).toBe('Swapped 30 USDC for 0.01 ETH')
    expect(airlock.router.getState().view).toBe('Account')
    expect(airlock.swap.getState()).toMatchObject({
      sourceTokenAmount: '',
      error: undefined,
      approvalNeeded: false,
    })
  })

  it('approves and swaps in one atomic batch when the wallet runs batches atomically (EIP-5792)', async () => {
    const { airlock, fake, requests } = await setup({ allowance: '0', quote: atPar })
    const walletCalls: { method: string; params: unknown }[] = []
    let polls = 0
    fake.adapter.request = async ({ method, params }) => {
      walletCalls.push({ method, params })
      if (method === 'wallet_getCapabilities') return { '0x7a69': { atomic: { status: 'supported' } } }
      if (method === 'wallet_sendCalls') return { id: '0xbatch' }
      if (method === 'wallet_getCallsStatus')
        return {
          version: '2.0.0',
          id: '0xbatch',
          chainId: '0x7a69',
          atomic: true,
          status: ++polls < 2 ? 100 : 200,
          receipts: polls < 2 ? undefined : [{ transactionHash: '0xbundle', status: '0x1' }],
        }
      throw new Error(`unexpected ${method}`)
    }
    airlock.open({ view: 'Account' })
    airlock.router.push('Swap')
    airlock.router.push('SwapPreview')
    await airlock.swapActions.init({ fromToken: 'USDC', toToken: 'ETH', amount: '30' })
    await settled()
    const statuses: string[] = []
    const stop = airlock.swap.subscribe((s, previous) => {
      if (s.status !== previous.status) statuses.push(s.status)
    })
    const hash = await airlock.swapActions.swap()
    stop()
    expect(hash).toBe('0xbundle')
    expect(statuses).toEqual(['swap-confirm', 'swap-pending', 'idle'])
    expect(fake.calls.filter((c) => c.method === 'sendTransaction')).toHaveLength(0)
    const batch = walletCalls.find((c) => c.method === 'wallet_sendCalls')?.params as [
      { atomicRequired: boolean; calls: { to: string; data: string }[] },
    ]
    expect(batch[0].atomicRequired).toBe(true)
    expect(batch[0].calls).toMatchObject([
      { to: USDC, data: '0x095ea7b330000000' },
      { to: ROUTER, data: '0x38ed1739' },
    ])
    // The swap is built without an estimate: alone, before the batch's approval, it would revert.
    expect(JSON.parse(requests('/v1/convert/build-transaction')[0]!.body).disableEstimate).toBe(true)
    expect(airlock.router.getState().view).toBe('Account')
  })

  it('sends the native value with a swap from ETH, and needs no approval', async () => {
    const { airlock, fake, requests } = await setup({ allowance: '0', quote: atPar })
    await airlock.swapActions.init({ toToken: 'USDC', amount: '0.5' })
    await settled()
    expect(airlock.swap.getState().approvalNeeded).toBe(false)
    await airlock.swapActions.swap()
    expect(requests('/v1/convert/allowance')).toHaveLength(0)
    const [tx] = fake.calls.filter((c) => c.method === 'sendTransaction').map((c) => c.params)
    expect(tx).toMatchObject({ to: ROUTER, value: 500000000000000000n })
    const [build] = requests('/v1/convert/build-transaction')
    expect(JSON.parse(build!.body)).toMatchObject({
      eip155: { slippage: '1' },
      amount: '500000000000000000',
      projectId: 'p',
    })
  })

  it('says the price moved past the tolerance when a reverted swap would now pay less than its minimum', async () => {
    // The second quote pays 2% less than the first: past the 1% tolerance.
    const { airlock, fake } = await setup({ allowance: '0', quote: atPar, requote: 1470n * 10n ** 6n })
    await airlock.swapActions.init({ toToken: 'USDC', amount: '0.5' })
    await settled()
    fake.state.waitForTransaction = async () => 'reverted'
    airlock.open({ view: 'Swap' })
    airlock.router.push('SwapPreview')
    expect(await airlock.swapActions.swap()).toBeUndefined()
    const state = airlock.swap.getState()
    // The review shows the reason beside the draft: no toast repeats it there.
    await new Promise((resolve) => setTimeout(resolve, TOAST_SWAP_MS + 50))
    expect(airlock.toast.getState().open).toBe(false)
    expect(state.error).toBe(SwapMessages.SLIPPAGE_EXCEEDED(1))
    expect(state.failure).toBeInstanceOf(SwapRevertedError)
    expect(state.failure).toMatchObject({ step: 'swap', slippageExceeded: true })
    expect(state.status).toBe('idle')
    // The draft is kept for another try.
    expect([state.sourceToken?.symbol, state.toToken?.symbol, state.sourceTokenAmount]).toEqual([
      'ETH',
      'USDC',
      '0.5',
    ])
  })

  it('keeps the draft and says why when the wallet declines', async () => {
    const { airlock, fake } = await setup({ allowance: '0', quote: atPar })
    await airlock.swapActions.init({ toToken: 'USDC', amount: '0.5' })
    await settled()
    fake.state.sendError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    expect(await airlock.swapActions.swap()).toBeUndefined()
    const state = airlock.swap.getState()
    expect(state.status).toBe('idle')
    expect(state.error).toBeTruthy()
    // Headless (no swap view open), the reason is also a toast.
    await new Promise((resolve) => setTimeout(resolve, TOAST_SWAP_MS + 50))
    expect(airlock.toast.getState()).toMatchObject({ variant: 'error', message: state.error })
    expect(state.sourceTokenAmount).toBe('0.5')
  })

  it('refuses an amount over the balance before asking the wallet', async () => {
    const { airlock, fake } = await setup({ allowance: '0', quote: atPar })
    await airlock.swapActions.init({ toToken: 'USDC', amount: '2.5' })
    await settled()
    await airlock.swapActions.swap()
    expect(airlock.swap.getState().error).toBe('Insufficient ETH balance')
    expect(fake.calls.some((c) => c.method === 'sendTransaction')).toBe(false)
  })

  it('validates the slippage tolerance', async () => {
    const { airlock } = await setup({ allowance: '0', quote: atPar })
    await airlock.swapActions.setSlippage(0.5)
    expect(airlock.swap.getState().slippage).toBe(0.5)
    await expect(airlock.swapActions.setSlippage(0)).rejects.toThrow(InvalidSlippageError)
    await expect(airlock.swapActions.setSlippage(50)).rejects.toThrow(SwapMessages.INVALID_SLIPPAGE)
  })

  it('keeps back the network fee when Max swaps the native token', async () => {
    const { airlock } = await setup({ allowance: '0', quote: atPar })
    await airlock.swapActions.init({ toToken: 'USDC', amount: '1' })
    await settled()
    // 2 ETH less 1.5 x 120,000 gas at 1 gwei.
    expect(await airlock.swapActions.maxAmount()).toBe('1.99982')
    await airlock.swapActions.flip()
    expect(airlock.swap.getState().sourceToken?.symbol).toBe('USDC')
    expect(await airlock.swapActions.maxAmount()).toBe('50')
  })

  it('says the network is not supported for swaps off the supported list', async () => {
    const { airlock, requests } = await setup(
      { allowance: '0', quote: atPar },
      { ...mainnet, id: 5, caipNetworkId: 'eip155:5' },
    )
    await airlock.swapActions.init()
    expect(airlock.swap.getState().tokensError).toBe('Network not supported for Swaps')
    expect(requests('/v1/convert/tokens')).toHaveLength(0)
  })
})

describe('open with swap arguments', () => {
  it('lands on Swap with the arguments in the router data', () => {
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet, solana],
      adapters: [],
      storage: createMemoryBackend(),
    })
    airlock.open({ view: 'Swap', arguments: { fromToken: 'USDC', toToken: 'ETH', amount: '5' } })
    expect(airlock.router.getState()).toMatchObject({
      view: 'Swap',
      data: { swap: { fromToken: 'USDC', toToken: 'ETH', amount: '5' } },
    })
    airlock.destroy()
  })
})
