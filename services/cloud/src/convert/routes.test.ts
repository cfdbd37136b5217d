import {
  type Devnet,
  devnetContracts,
  devnetSwap,
  devnetTokens,
  startDevnet,
  testAccounts,
} from '@airlock/devnet'
import { NATIVE_TOKEN_ADDRESS } from '@airlock/protocol/cloud-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'
import { convertClient } from './testkit.ts'

const DEVNET = 'eip155:31337'
const PROJECT = 'convert-routes-test'
const caip = (address: string, chain = DEVNET) => `${chain}:${address.toLowerCase()}`
const ETH = caip(NATIVE_TOKEN_ADDRESS)
const USDC = caip(devnetTokens.usdc.address)
const DAI = caip(devnetTokens.dai.address)
const USER = caip(testAccounts[3]!.address)

let devnet: Devnet
let cloud: Cloud
const api = convertClient(() => cloud, PROJECT)

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  cloud = await startTestCloud({
    chains: [
      { caipNetworkId: DEVNET, rpcUrl: devnet.rpcUrl, swap: devnetSwap },
      // Configured, never contacted: a SWAP_NETWORKS chain without a swap backend, and a chain outside the list.
      { caipNetworkId: 'eip155:1', rpcUrl: 'http://127.0.0.1:9/' },
      { caipNetworkId: 'eip155:1337', rpcUrl: 'http://127.0.0.1:9/' },
      // An AMM behind a node that is down.
      { caipNetworkId: 'eip155:42', rpcUrl: 'http://127.0.0.1:9/', swap: devnetSwap },
    ],
    indexer: false,
  })
  await cloud.context.projects.create({ id: PROJECT })
})
afterAll(async () => {
  await cloud?.close()
  await devnet?.stop()
})

const quote = { amount: '1000000', userAddress: USER, from: USDC, to: ETH }
const build = { userAddress: USER, amount: '1000000', from: USDC, to: ETH, eip155: { slippage: '1' } }
const approve = { userAddress: USER, from: USDC, to: ETH, amount: '1000000' }

/** Every one of the six calls, aimed at `chain` (its tokens named by 0x…01 and 0x…02). */
function everyCallOn(chain: string) {
  const a = caip('0x0000000000000000000000000000000000000001', chain)
  const b = caip('0x0000000000000000000000000000000000000002', chain)
  const user = caip(testAccounts[3]!.address, chain)
  return [
    api.get('tokens', { chainId: chain }),
    api.get('quotes', { ...quote, userAddress: user, from: a, to: b }),
    api.get('allowance', { tokenAddress: a, userAddress: user }),
    api.get('build-approve', { ...approve, userAddress: user, from: a, to: b }),
    api.post('build-transaction', { ...build, userAddress: user, from: a, to: b }),
  ]
}

describe('convert calls: networks', () => {
  it('answers the spec’s exact messages on a network outside the swap list', async () => {
    for (const chain of ['eip155:5', 'eip155:1337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']) {
      for (const response of await Promise.all(everyCallOn(chain))) {
        expect(response.status).toBe(400)
        expect(response.body.error).toBe('Network not supported for Swaps')
      }
      const gas = await api.get('gas-price', { chainId: chain })
      expect(gas.status).toBe(400)
      expect(gas.body).toEqual({ error: 'Network not supported for Gas Price' })
    }
  })

  it('answers 503 naming the operator setting on a spec network this cloud has no swap backend for', async () => {
    for (const chain of ['eip155:1', 'eip155:8453']) {
      const responses = [
        ...(await Promise.all(everyCallOn(chain))),
        await api.get('gas-price', { chainId: chain }),
      ]
      for (const response of responses) {
        expect(response.status).toBe(503)
        expect(response.body.error).toBe(
          `Swaps on ${chain} are not set up on this cloud: the operator configures the chain with a swap backend ` +
            '(its swap option: an AMM router, factory and wrappedNative, or an upstream aggregator url)',
        )
      }
    }
  })

  it('answers 502 when the chain’s node cannot be read', async () => {
    for (const response of [
      await api.get('tokens', { chainId: 'eip155:42' }),
      await api.get('gas-price', { chainId: 'eip155:42' }),
    ]) {
      expect(response.status).toBe(502)
      expect(response.body.error).toBe('The chain node could not be read; try again shortly')
    }
  })

  it('needs a known project', async () => {
    const other = convertClient(() => cloud, 'no-such-project')
    expect((await other.get('tokens', { chainId: DEVNET })).status).toBe(401)
    expect((await other.post('build-transaction', build)).status).toBe(401)
  })
})

describe('convert calls: bad input', () => {
  const bad = (
    name: string,
    message: string,
    call: () => Promise<{ status: number; body: { error?: string } }>,
  ) =>
    it(name, async () => {
      const response = await call()
      expect(response.status).toBe(400)
      expect(response.body.error).toBe(message)
    })

  bad('zero amount', 'amount: The amount must be more than 0', () =>
    api.get('quotes', { ...quote, amount: '0' }),
  )
  bad('negative amount', 'amount: The amount must be more than 0', () =>
    api.get('quotes', { ...quote, amount: '-5' }),
  )
  bad('non-numeric amount', 'amount: Expected an integer in the token’s smallest unit, such as 1000000', () =>
    api.get('quotes', { ...quote, amount: 'ten' }),
  )
  bad(
    'fractional amount',
    'amount: The amount has no fraction: it is in the token’s smallest unit (1.5 USDC is 1500000)',
    () => api.get('quotes', { ...quote, amount: '1.5' }),
  )
  bad('amount beyond uint256', 'amount: The amount does not fit in 256 bits', () =>
    api.get('quotes', { ...quote, amount: (2n ** 256n).toString() }),
  )
  bad('missing amount', 'amount: Required', () =>
    api.get('quotes', { userAddress: USER, from: USDC, to: ETH }),
  )
  bad('amount as a JSON number', 'amount: Expected string, received number', () =>
    api.post('build-transaction', { ...build, amount: 1_000_000 }),
  )
  bad('malformed CAIP-10', 'from: Invalid CAIP-10 address: expected e.g. eip155:1:0x…', () =>
    api.get('quotes', { ...quote, from: 'USDC' }),
  )
  bad('malformed address', 'to: Invalid CAIP-10 address: an eip155 account is 0x and 40 hex digits', () =>
    api.get('quotes', { ...quote, to: `${DEVNET}:0x1234` }),
  )
  bad('malformed user', 'userAddress: Expected a CAIP-10 account (eip155:1:0x…) or an EVM address', () =>
    api.get('allowance', { tokenAddress: USDC, userAddress: '0x1234' }),
  )
  bad('malformed chainId', 'chainId: Invalid CAIP-2 network id: expected e.g. eip155:1', () =>
    api.get('tokens', { chainId: '31337' }),
  )
  bad('malformed gasPrice', 'gasPrice: Expected an integer amount of wei', () =>
    api.get('quotes', { ...quote, gasPrice: 'fast' }),
  )
  bad(
    'unknown token',
    `Unknown token ${caip('0x000000000000000000000000000000000000dead')}: it is not in this chain's swap tokens (GET /v1/convert/tokens)`,
    () => api.get('quotes', { ...quote, to: caip('0x000000000000000000000000000000000000dEaD') }),
  )
  bad(
    'the wrapped native token, which the list leaves out',
    `Unknown token ${caip(devnetContracts.weth)}: it is not in this chain's swap tokens (GET /v1/convert/tokens)`,
    () => api.get('allowance', { tokenAddress: caip(devnetContracts.weth), userAddress: USER }),
  )
  bad('same token both sides', 'from and to are the same token: choose two different tokens', () =>
    api.get('quotes', { ...quote, to: `${DEVNET}:${devnetTokens.usdc.address}` }),
  )
  bad('tokens on two chains', `from is on ${DEVNET} and to on eip155:1: a swap stays on one chain`, () =>
    api.post('build-transaction', { ...build, to: caip(NATIVE_TOKEN_ADDRESS, 'eip155:1') }),
  )
  bad('user on another chain', `userAddress is on eip155:1, the tokens on ${DEVNET}`, () =>
    api.get('build-approve', { ...approve, userAddress: caip(testAccounts[3]!.address, 'eip155:1') }),
  )
  bad('chainId against the tokens', `chainId eip155:1 does not match the tokens' chain ${DEVNET}`, () =>
    api.get('quotes', { ...quote, chainId: 'eip155:1' }),
  )
  for (const slippage of ['50', '75', '-1', 'one', '0.1234567', '']) {
    bad(
      `slippage ${JSON.stringify(slippage)}`,
      'eip155.slippage: Slippage is a percentage from 0 to below 50, such as 1 or 0.5',
      () => api.post('build-transaction', { ...build, eip155: { slippage } }),
    )
  }
  bad(
    'more than the pools can take',
    'Insufficient liquidity for this trade: the pools cannot take that much',
    () => api.get('quotes', { ...quote, from: ETH, to: USDC, amount: (2n ** 112n).toString() }),
  )
  bad(
    'less than the pools pay a unit for',
    'The amount is too small: the pools would pay nothing for it',
    () => api.get('quotes', { ...quote, from: DAI, to: USDC, amount: '1' }),
  )
  bad('allowance of the native coin', 'The native token needs no allowance', () =>
    api.get('allowance', { tokenAddress: ETH, userAddress: USER }),
  )
  bad('approval of the native coin', 'The native token needs no approval: swap it directly', () =>
    api.get('build-approve', { ...approve, from: ETH, to: USDC }),
  )

  it('accepts slippage 0 and just under 50, and a bare EVM address as the user', async () => {
    for (const slippage of ['0', '49.99', 0.5]) {
      const response = await api.post('build-transaction', {
        ...build,
        amount: '10000000000000000',
        from: ETH,
        to: USDC,
        userAddress: testAccounts[3]!.address,
        eip155: { slippage },
      })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
    }
  })
})
