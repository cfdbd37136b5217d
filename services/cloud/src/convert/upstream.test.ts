import type {
  SwapBuildTransactionResponse,
  SwapQuotesResponse,
  SwapTokensResponse,
} from '@airlock/core/internal'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'
import { convertClient } from './testkit.ts'

const OPTIMISM = 'eip155:10'
const BNB = 'eip155:56'
const PROJECT = 'convert-upstream-test'
const USER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const NATIVE = `${OPTIMISM}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const USDC = `${OPTIMISM}:0x0b2c639c533813f4aa9d7837caf62653d097ff85`

const tokens: SwapTokensResponse = {
  tokens: [
    {
      name: 'Ether',
      symbol: 'ETH',
      address: NATIVE,
      decimals: 18,
      logoUri: 'https://agg.example/eth.png',
      eip2612: false,
    },
    {
      name: 'USD Coin',
      symbol: 'USDC',
      address: USDC,
      decimals: 6,
      logoUri: 'https://agg.example/usdc.png',
      eip2612: false,
    },
  ],
}
const quotes: SwapQuotesResponse = {
  quotes: [
    {
      id: null,
      fromAmount: '1000000000000000000',
      fromAccount: NATIVE,
      toAmount: '2961474103',
      toAccount: USDC,
      path: [NATIVE, USDC],
      priceImpact: 0.1,
      feePercent: 0.3,
      blockNumber: '120000000',
    },
  ],
}
const tx = {
  from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  to: '0x4325025e1f837ADF726b439cf141C3f73A8DaC7D',
  data: '0x7ff36ab5',
  value: '1000000000000000000',
  eip155: { gas: '154425', gasPrice: '1001167782' },
} as const
const built: SwapBuildTransactionResponse = {
  tx: { ...tx, minimumOut: '2931859361', expectedOut: '2961474103', deadline: '1795604669' },
}

interface Seen {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  headers: Record<string, unknown>
}

/** A stand-in aggregator speaking the convert API; `reply` decides each answer, `seen` keeps each request. */
let aggregator: FastifyInstance
let aggregatorUrl: string
let seen: Seen[] = []
let reply: (path: string) => { status: number; body: unknown; delayMs?: number }
const correct: Record<string, unknown> = {
  tokens,
  quotes,
  allowance: { allowance: '0' },
  'gas-price': { standard: '1000', fast: '1250', instant: '1500' },
  'build-approve': { tx: { ...tx, value: '0', data: '0x095ea7b3' } },
  'build-transaction': built,
}

let cloud: Cloud
const api = convertClient(() => cloud, PROJECT)

beforeAll(async () => {
  // The cloud's fetch keeps its connections alive: closing must not wait out their idle timeout.
  aggregator = Fastify({ forceCloseConnections: true })
  aggregator.all('/v1/convert/:call', async (request, response) => {
    const { call } = request.params as { call: string }
    seen.push({
      method: request.method,
      path: call,
      query: request.query as Record<string, string>,
      body: request.body,
      headers: request.headers,
    })
    const answer = reply(call)
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
    return response.code(answer.status).send(answer.body)
  })
  aggregatorUrl = await aggregator.listen({ port: 0, host: '127.0.0.1' })
  cloud = await startTestCloud({
    chains: [
      {
        caipNetworkId: OPTIMISM,
        rpcUrl: 'http://127.0.0.1:9/',
        swap: {
          upstream: { url: `${aggregatorUrl}/`, apiKey: 'operator-secret', headerName: 'X-Aggregator-Key' },
        },
      },
      {
        caipNetworkId: BNB,
        rpcUrl: 'http://127.0.0.1:9/',
        swap: { upstream: { url: aggregatorUrl, apiKey: 'k2' } },
      },
      // Nothing listens on port 9 (discard): the aggregator cannot be reached.
      {
        caipNetworkId: 'eip155:100',
        rpcUrl: 'http://127.0.0.1:9/',
        swap: { upstream: { url: 'http://127.0.0.1:9' } },
      },
    ],
    indexer: false,
    upstreamTimeoutMs: 500,
  })
  await cloud.context.projects.create({ id: PROJECT })
})
afterAll(async () => {
  await cloud?.close()
  await aggregator?.close()
})
beforeEach(() => {
  seen = []
  reply = (path) => ({ status: 200, body: correct[path] })
})

const quote = { amount: '1000000000000000000', userAddress: `${OPTIMISM}:${USER}`, from: NATIVE, to: USDC }

describe('convert calls forwarded to an upstream aggregator', () => {
  it('forwards all six with the operator’s key, and passes the answers through', async () => {
    const answers = [
      await api.get('tokens', { chainId: OPTIMISM }),
      await api.get('quotes', { ...quote, gasPrice: '1000' }),
      await api.get('allowance', { tokenAddress: USDC, userAddress: `${OPTIMISM}:${USER}` }),
      await api.get('gas-price', { chainId: OPTIMISM }),
      await api.get('build-approve', { userAddress: USER, from: USDC, to: NATIVE, amount: '5000000' }),
      await api.post('build-transaction', { ...quote, eip155: { slippage: '0.5' }, disableEstimate: true }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(answers.map((answer) => answer.body)).toEqual([
      tokens,
      quotes,
      { allowance: '0' },
      { standard: '1000', fast: '1250', instant: '1500' },
      correct['build-approve'],
      built,
    ])
    expect(seen.map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
      { method: 'GET', path: 'tokens', query: { chainId: OPTIMISM }, body: undefined },
      { method: 'GET', path: 'quotes', query: { ...quote, gasPrice: '1000' }, body: undefined },
      {
        method: 'GET',
        path: 'allowance',
        query: { tokenAddress: USDC, userAddress: `${OPTIMISM}:${USER}` },
        body: undefined,
      },
      { method: 'GET', path: 'gas-price', query: { chainId: OPTIMISM }, body: undefined },
      {
        method: 'GET',
        path: 'build-approve',
        // A bare user address is sent on as CAIP-10.
        query: { userAddress: `${OPTIMISM}:${USER}`, from: USDC, to: NATIVE, amount: '5000000' },
        body: undefined,
      },
      {
        method: 'POST',
        path: 'build-transaction',
        query: {},
        body: { ...quote, eip155: { slippage: '0.5' }, disableEstimate: true },
      },
    ])
    for (const request of seen) {
      expect(request.headers['x-aggregator-key']).toBe('operator-secret')
      // The dapp's project id and SDK fields stay here.
      expect(JSON.stringify(request)).not.toContain(PROJECT)
    }
  })

  it('sends the key as x-api-key when no header name is set', async () => {
    await api.get('gas-price', { chainId: BNB })
    expect(seen[0]?.headers['x-api-key']).toBe('k2')
  })

  it('still validates the input and the network before forwarding anything', async () => {
    expect((await api.get('quotes', { ...quote, amount: '0' })).body).toEqual({
      error: 'amount: The amount must be more than 0',
    })
    expect((await api.get('quotes', { ...quote, to: NATIVE })).status).toBe(400)
    expect((await api.get('allowance', { tokenAddress: NATIVE, userAddress: USER })).body).toEqual({
      error: 'The native token needs no allowance',
    })
    expect(seen).toEqual([])
  })

  it('keeps the aggregator’s own 4xx message for the caller’s mistakes', async () => {
    reply = () => ({ status: 400, body: { error: 'Insufficient liquidity for this trade' } })
    const response = await api.get('quotes', quote)
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ error: 'Insufficient liquidity for this trade' })
  })

  it('answers 502 for an answer of the wrong shape, naming what is wrong', async () => {
    const host = new URL(aggregatorUrl).host
    const cases: [string, unknown, string][] = [
      ['quotes', { quotes: [{ ...quotes.quotes[0], toAmount: undefined }] }, 'quotes.0.toAmount: Required'],
      [
        'quotes',
        { quotes: [{ ...quotes.quotes[0], toAmount: '1.5' }] },
        'quotes.0.toAmount: Expected an integer string',
      ],
      [
        'tokens',
        { tokens: [{ ...tokens.tokens[1], eip2612: true }] },
        'tokens.0.eip2612: Invalid literal value, expected false',
      ],
      [
        'build-transaction',
        { tx },
        'tx.minimumOut: Required; tx.expectedOut: Required; tx.deadline: Required',
      ],
    ]
    for (const [path, body, problem] of cases) {
      reply = () => ({ status: 200, body })
      const response =
        path === 'build-transaction'
          ? await api.post(path, quote)
          : await api.get(path, path === 'tokens' ? { chainId: OPTIMISM } : quote)
      expect(response.status).toBe(502)
      expect(response.body.error).toBe(
        `The swap aggregator (${host}) answered ${path} in an unexpected shape: ${problem}`,
      )
    }
  })

  it('answers 502 when the aggregator fails, refuses the key, is slow or cannot be reached', async () => {
    const host = new URL(aggregatorUrl).host
    reply = () => ({ status: 500, body: { error: 'boom' } })
    expect((await api.get('gas-price', { chainId: OPTIMISM })).body).toEqual({
      error: `The swap aggregator (${host}) failed on gas-price (HTTP 500)`,
    })
    reply = () => ({ status: 401, body: { error: 'Unauthorized: invalid key' } })
    const refused = await api.get('gas-price', { chainId: OPTIMISM })
    expect(refused.status).toBe(502)
    expect(refused.body.error).toBe(
      `The swap aggregator (${host}) refused the cloud's key (HTTP 401): check the chain's swap.upstream.apiKey`,
    )
    reply = () => ({ status: 200, body: correct['gas-price'], delayMs: 1_500 })
    expect((await api.get('gas-price', { chainId: OPTIMISM })).body).toEqual({
      error: `The swap aggregator (${host}) did not answer within 500 ms`,
    })
    const unreachable = await api.get('gas-price', { chainId: 'eip155:100' })
    expect(unreachable.status).toBe(502)
    expect(unreachable.body.error).toBe('The swap aggregator (127.0.0.1:9) could not be reached')
  })
})
