import type { PaymentQuote } from '@airlock/protocol/cloud-api'
import { describe, expect, it } from 'vitest'
import { airlockDevnet } from '../networks/index.ts'
import { encodeCall, PAY_FUNCTIONS, selectorOf } from './abi.ts'
import type { PayApi } from './api.ts'
import { planTransactions } from './execution.ts'
import { intentFixture, PAYMENTS_CONTRACT, SHOP, USDC, USDC_ADDRESS } from './intent.fixtures.ts'
import type { PayRoute } from './planning.ts'

const PAYER = '0x1111111111111111111111111111111111111111'
const DAI_ADDRESS = '0x00000000000000000000000000000000000000bb'
const DAI = `eip155:31337/erc20:${DAI_ADDRESS}`
const ETH = 'eip155:31337/slip44:60'
const ROUTER = '0x00000000000000000000000000000000000000dd'
const who = { address: PAYER, network: airlockDevnet }

const apiWith = (allowance: bigint) => {
  const asked: unknown[][] = []
  const api = {
    allowance: async (...args: unknown[]) => {
      asked.push(args)
      return allowance
    },
  } as unknown as PayApi
  return { api, asked }
}

const quote = (payWith: string): PaymentQuote => ({
  asset: USDC,
  amountAtomic: '5000000',
  payWith,
  amountInAtomic: '100',
  maxAmountInAtomic: '101',
  slippageBps: 50,
  path: [DAI_ADDRESS, USDC_ADDRESS],
  contract: PAYMENTS_CONTRACT,
  router: ROUTER,
})
const direct: Extract<PayRoute, { kind: 'direct' }> = {
  kind: 'direct',
  payWith: USDC,
  symbol: 'USDC',
  decimals: 6,
  amountIn: 5_000_000n,
}
const swap = (payWith: string): Extract<PayRoute, { kind: 'swap' }> => ({
  kind: 'swap',
  payWith,
  symbol: 'X',
  decimals: 18,
  amountIn: 100n,
  maxAmountIn: 101n,
  slippageBps: 50,
  quote: quote(payWith),
})
const target = { asset: USDC, amount: 5_000_000n, recipient: SHOP, intent: undefined }
const selector = (data: string) => data.slice(2, 10)

describe('planTransactions, with a payment request', () => {
  const intent = intentFixture()

  it('approves the payments contract for exactly the amount when the allowance is short, then calls pay', async () => {
    const { api, asked } = apiWith(0n)
    const plan = await planTransactions(api, who, { ...target, intent }, direct)
    expect(asked).toEqual([['eip155:31337', USDC_ADDRESS, PAYER, PAYMENTS_CONTRACT]])
    expect(plan.approval).toEqual({
      to: USDC_ADDRESS,
      data: encodeCall(PAY_FUNCTIONS.approve, [
        { kind: 'address', value: PAYMENTS_CONTRACT },
        { kind: 'uint256', value: 5_000_000n },
      ]),
      value: 0n,
    })
    expect(plan.payment.to).toBe(PAYMENTS_CONTRACT)
    expect(selector(plan.payment.data)).toBe(selectorOf(PAY_FUNCTIONS.pay))
  })

  it('skips the approval when the allowance already covers the payment', async () => {
    const plan = await planTransactions(apiWith(5_000_000n).api, who, { ...target, intent }, direct)
    expect(plan.approval).toBeUndefined()
  })

  it('pays a native request with its value and no approval', async () => {
    const { api, asked } = apiWith(0n)
    const native = intentFixture({
      asset: ETH,
      onchain: { ...intent.onchain, token: '0x0000000000000000000000000000000000000000', amount: '7' },
    })
    const plan = await planTransactions(
      api,
      who,
      { asset: ETH, amount: 7n, recipient: SHOP, intent: native },
      { kind: 'direct', payWith: ETH, symbol: 'ETH', decimals: 18, amountIn: 7n },
    )
    expect(asked).toEqual([])
    expect(plan).toMatchObject({ approval: undefined, payment: { to: PAYMENTS_CONTRACT, value: 7n } })
  })

  it('swaps a token through payWithToken, approving the quote’s maximum', async () => {
    const plan = await planTransactions(apiWith(0n).api, who, { ...target, intent }, swap(DAI))
    expect(plan.approval?.to).toBe(DAI_ADDRESS)
    expect(plan.approval?.data.endsWith(101n.toString(16).padStart(64, '0'))).toBe(true)
    expect(selector(plan.payment.data)).toBe(selectorOf(PAY_FUNCTIONS.payWithToken))
  })

  it('swaps the native coin through payWithNative, sending the maximum as value', async () => {
    const plan = await planTransactions(apiWith(0n).api, who, { ...target, intent }, swap(ETH))
    expect(plan.approval).toBeUndefined()
    expect(plan.payment.value).toBe(101n)
    expect(selector(plan.payment.data)).toBe(selectorOf(PAY_FUNCTIONS.payWithNative))
  })
})

describe('planTransactions, straight to the recipient', () => {
  it('transfers the token to the recipient', async () => {
    const plan = await planTransactions(apiWith(0n).api, who, target, direct)
    expect(plan).toEqual({
      approval: undefined,
      payment: {
        to: USDC_ADDRESS,
        data: encodeCall(PAY_FUNCTIONS.transfer, [
          { kind: 'address', value: SHOP },
          { kind: 'uint256', value: 5_000_000n },
        ]),
        value: 0n,
      },
    })
  })

  it('sends the native coin to the recipient', async () => {
    const plan = await planTransactions(
      apiWith(0n).api,
      who,
      { asset: ETH, amount: 9n, recipient: SHOP, intent: undefined },
      { kind: 'direct', payWith: ETH, symbol: 'ETH', decimals: 18, amountIn: 9n },
    )
    expect(plan.payment).toEqual({ to: SHOP, data: '0x', value: 9n })
  })

  it('swaps on the router with the recipient as `to` (exact output), approving the router', async () => {
    const { api, asked } = apiWith(0n)
    const plan = await planTransactions(api, who, target, swap(DAI), () => 1_000_000)
    expect(asked).toEqual([['eip155:31337', DAI_ADDRESS, PAYER, ROUTER]])
    expect(plan.payment.data).toBe(
      encodeCall(PAY_FUNCTIONS.swapTokensForExactTokens, [
        { kind: 'uint256', value: 5_000_000n },
        { kind: 'uint256', value: 101n },
        { kind: 'address[]', value: [DAI_ADDRESS, USDC_ADDRESS] },
        { kind: 'address', value: SHOP },
        { kind: 'uint256', value: 1000n + 1200n },
      ]),
    )
    const eth = await planTransactions(api, who, target, swap(ETH))
    expect(eth).toMatchObject({ approval: undefined, payment: { to: ROUTER, value: 101n } })
    expect(selector(eth.payment.data)).toBe(selectorOf(PAY_FUNCTIONS.swapETHForExactTokens))
  })
})
