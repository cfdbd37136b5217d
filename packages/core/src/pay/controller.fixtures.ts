import type { ServerResponse } from 'node:http'
import type { PaymentIntent, PaymentQuote } from '@airlock/protocol/cloud-api'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import type { AirlockOptions } from '../options/options.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter, flush, testConnector } from '../test/fakeAdapter.ts'
import { json, type Recorded, startTestServer } from '../test/httpServer.ts'
import { PAY_FUNCTIONS, selectorOf } from './abi.ts'
import { USDC, USDC_ADDRESS } from './intent.fixtures.ts'

// The Pay controller tests' setup: a kit over the fake wallet and a loopback test double of the cloud that
// answers balances, prices, payment requests, payment quotes and the RPC gateway's eth_call (the allowance)
// and eth_gasPrice.

export const PAYER = '0x1111111111111111111111111111111111111111'
export const ROUTER = '0x00000000000000000000000000000000000000dd'

/** What the test-double cloud answers. */
export interface CloudScript {
  /** USDC the payer holds, as a decimal string. */
  usdc?: string
  /** The answers to GET /v1/payments/{id}, one per read (the last repeats); a number is an HTTP status. */
  intents?: (PaymentIntent | number)[]
  /** The answer to POST /v1/payments/quote, per `payWith`; absent: 500. */
  quotes?: Record<string, PaymentQuote>
  /** The payer's allowance the eth_call answers. */
  allowance?: bigint
  /** USDC's price POST /v1/fungible/price answers; absent: no price. */
  price?: number
}

const word = (value: bigint) => value.toString(16).padStart(64, '0')

/** The token's answers to the calls the kit reads: allowance, decimals (6) and symbol ("USDC"). */
function ethCallAnswer(data: string, allowance: bigint) {
  if (data.startsWith(`0x${selectorOf(PAY_FUNCTIONS.decimals)}`)) return `0x${word(6n)}`
  if (data.startsWith(`0x${selectorOf(PAY_FUNCTIONS.symbol)}`))
    return `0x${word(32n)}${word(4n)}${'55534443'.padEnd(64, '0')}`
  return `0x${word(allowance)}`
}

export async function payKit(script: CloudScript = {}, overrides: Partial<AirlockOptions> = {}) {
  let reads = 0
  const server = await startTestServer(async (req: Recorded, res: ServerResponse) => {
    const path = req.url.pathname
    if (path === '/appkit/v1/config') return json(res, 200, { features: [] })
    if (path.endsWith('/balance'))
      return json(res, 200, {
        balances: script.usdc
          ? [
              {
                name: 'USD Coin',
                symbol: 'USDC',
                chainId: 'eip155:31337',
                address: `eip155:31337:${USDC_ADDRESS}`,
                value: Number(script.usdc),
                price: 1,
                quantity: { numeric: script.usdc, decimals: '6' },
                iconUrl: '',
              },
            ]
          : [],
      })
    if (path.endsWith('/history')) return json(res, 200, { data: [], next: null })
    if (path.startsWith('/v1/payments/') && req.method === 'GET') {
      const answers = script.intents ?? [404]
      const answer = answers[Math.min(reads++, answers.length - 1)] as PaymentIntent | number
      return typeof answer === 'number'
        ? json(res, answer, { error: 'Payment not found' })
        : json(res, 200, answer)
    }
    if (path === '/v1/payments/quote') {
      const body = JSON.parse(req.body) as { payWith: string }
      const quote = script.quotes?.[body.payWith]
      return quote ? json(res, 200, quote) : json(res, 500, { error: 'no pool' })
    }
    if (path === '/v1/fungible/price')
      return json(res, 200, {
        fungibles:
          script.price === undefined
            ? []
            : [
                {
                  name: 'USD Coin',
                  symbol: 'USDC',
                  iconUrl: '',
                  price: script.price,
                  address: `eip155:31337:${USDC_ADDRESS}`,
                },
              ],
      })
    if (path === '/v1/' && req.method === 'POST') {
      const call = JSON.parse(req.body) as { method: string; params: { data: string }[] }
      // 1 gwei: the gas Pay keeps when it spends the native coin.
      if (call.method === 'eth_gasPrice')
        return json(res, 200, { jsonrpc: '2.0', id: 1, result: '0x3b9aca00' })
      const data = (call.params[0] as { data: string }).data
      return json(res, 200, { jsonrpc: '2.0', id: 1, result: ethCallAnswer(data, script.allowance ?? 0n) })
    }
    return json(res, 200, {})
  })
  const fake = createFakeAdapter()
  fake.state.connectors = [testConnector]
  fake.state.connectResult = { address: PAYER, chainId: 31337, accounts: [] }
  const kit = createKit({
    projectId: 'test-project',
    networks: [airlockDevnet],
    adapters: [fake.adapter],
    storage: createMemoryBackend(),
    isMobile: () => false,
    cloudUrl: server.url,
    features: { pay: true },
    ...overrides,
  })
  await kit.ready
  const connect = async () => {
    await kit.connect(testConnector)
    await flush()
  }
  /** Resolves once the payment's status is one of `statuses`. */
  const until = (...statuses: string[]) =>
    new Promise<void>((resolve) => {
      if (statuses.includes(kit.payment.getState().status)) return resolve()
      const stop = kit.payment.subscribe((state) => {
        if (!statuses.includes(state.status)) return
        stop()
        resolve()
      })
    })
  return {
    kit,
    fake,
    server,
    connect,
    until,
    close: async () => {
      kit.destroy()
      await server.close()
    },
  }
}

export const request = (overrides: Record<string, string> = {}) => ({
  recipient: '0x2222222222222222222222222222222222222222',
  amount: '5',
  asset: USDC,
  ...overrides,
})
