import type { ServerResponse } from 'node:http'
import { NATIVE_TOKEN_ADDRESS, type SwapQuote } from '@airlock/protocol/cloud-api'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter, flush, testConnector } from '../test/fakeAdapter.ts'
import { json, type Recorded, startTestServer } from '../test/httpServer.ts'
import { SWAP_QUOTE_DEBOUNCE_MS } from './constants.ts'

/*
 * The swap tests' shared kit: a connected fake wallet on the devnet and a loopback cloud that answers the
 * convert calls from a script. Each test file runs `afterEach(stopSwapKit)`: the unit run shares one module
 * graph between files, so a hook registered here would run for the first file only.
 */

export const CHAIN = 'eip155:31337'
export const USER = '0x1111111111111111111111111111111111111111'
export const USDC = '0xab4951c6d0c948716a4b2072a0652dd69abd5b1e'
export const ROUTER = '0x4325025e1f837adf726b439cf141c3f73a8dac7d'
export const ETH_ID = `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`
export const USDC_ID = `${CHAIN}:${USDC}`

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

/** Disposes the swap actions, destroys the kit and closes the cloud of the last `setup`. */
export async function stopSwapKit() {
  await cleanup?.()
  cleanup = undefined
}

/** A kit connected on `network` (the devnet unless given) with the scripted cloud. */
export async function setup(script: Script, network = airlockDevnet) {
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
export const atPar: Script['quote'] = (from, amount) =>
  from === ETH_ID ? (amount * 3000n) / 10n ** 12n : (amount * 10n ** 12n) / 3000n

/** Waits past the quote's debounce and its answer. */
export const settled = () => new Promise((resolve) => setTimeout(resolve, SWAP_QUOTE_DEBOUNCE_MS + 150))
