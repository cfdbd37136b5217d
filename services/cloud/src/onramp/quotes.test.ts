import { devnetTokens } from '@airlock/devnet'
import { ETH_CURRENCY_ID } from '@airlock/protocol/cloud-api'
import { encodeFunctionData, erc20Abi } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEVNET } from './testkit.ts'
import { useOnrampRoutesCloud } from './testkitRoutes.ts'

const kit = useOnrampRoutesCloud()
const { quote } = kit

/** What the cloud's quote should be, from the chain as it is now: gas price, gas, the pools' prices. */
async function expectedQuote(
  total: number,
  options: { eth?: boolean; feePercent?: number; usdPerUnit?: number } = {},
) {
  const service = kit.cloud.context.chainServices.get(DEVNET)!
  const client = service.client
  const [gasPrice, block] = await Promise.all([client.getGasPrice(), client.getBlockNumber({ cacheTime: 0 })])
  const gas = options.eth
    ? 21_000n
    : await client.estimateGas({
        account: kit.cloud.context.onramp.treasuries.get(DEVNET)!.address,
        to: devnetTokens.usdc.address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [privateKeyToAddress(generatePrivateKey()), 1n],
        }),
      })
  const ethUsd = await service.usdPrice('native', block)
  const rate = options.usdPerUnit ?? 1
  const feeCents = Math.round(total * (options.feePercent ?? 1.5))
  const networkCents = Math.ceil(((Number(gasPrice * gas) / 1e18) * ethUsd * 100) / rate - 1e-9)
  const subtotalCents = Math.round(total * 100) - feeCents - networkCents
  const tokens = ((subtotalCents / 100) * rate) / (options.eth ? ethUsd : 1)
  return { gasPrice, gas, ethUsd, feeCents, networkCents, subtotalCents, tokens }
}

describe('POST /v1/onramp/quote', () => {
  it('charges the provider fee and the delivery’s gas at the devnet’s gas price, and buys USDC with the rest', async () => {
    const expected = await expectedQuote(50)
    const response = await quote({})
    expect(response.status, response.body.error).toBe(200)
    const cents = (amount: string) => Math.round(Number(amount) * 100)
    expect(response.body).toMatchObject({
      coinbaseFee: { amount: '0.75', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { currency: 'USDC' },
      quoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(expected.gas).toBeGreaterThan(21_000n)
    expect(cents(response.body.networkFee.amount)).toBe(expected.networkCents)
    expect(cents(response.body.paymentSubtotal.amount)).toBe(expected.subtotalCents)
    expect(response.body.purchaseAmount.amount).toBe((expected.subtotalCents / 100).toString())
    // The fee stays within ONRAMP_PROVIDER_FEE_RANGE (1-2%) at both ends of the card's range.
    for (const amount of ['10.00', '7500.00']) {
      const edge = await quote({ amount })
      const fee = Number(edge.body.coinbaseFee.amount) / Number(amount)
      expect(fee).toBeGreaterThanOrEqual(0.01)
      expect(fee).toBeLessThanOrEqual(0.02)
    }
  })

  it('follows the gas price: a dearer block makes a dearer network fee', async () => {
    const before = await quote({ amount: '100' })
    const testClient = { request: kit.cloud.context.chainServices.get(DEVNET)!.client.request }
    const { gasPrice } = await expectedQuote(100)
    // Next block's base fee x10: what the node suggests (and the cloud charges) follows it.
    await testClient.request({
      method: 'hardhat_setNextBlockBaseFeePerGas' as 'eth_chainId',
      params: [`0x${(gasPrice * 10n).toString(16)}`] as never,
    })
    await testClient.request({ method: 'evm_mine' as 'eth_chainId' })
    const expected = await expectedQuote(100)
    const after = await quote({ amount: '100' })
    expect(Math.round(Number(after.body.networkFee.amount) * 100)).toBe(expected.networkCents)
    expect(Number(after.body.networkFee.amount)).toBeGreaterThan(Number(before.body.networkFee.amount) * 5)
  })

  it('prices ETH from the pools, meld at its own fee, EUR through the sandbox rate', async () => {
    const eth = await quote({
      purchaseCurrency: ETH_CURRENCY_ID,
      network: 'ETH',
      amount: '300',
      chainId: DEVNET,
    })
    expect(eth.status, eth.body.error).toBe(200)
    const expected = await expectedQuote(300, { eth: true })
    expect(Math.round(Number(eth.body.networkFee.amount) * 100)).toBe(expected.networkCents)
    expect(Number(eth.body.purchaseAmount.amount)).toBeCloseTo(expected.tokens, 9)
    expect(eth.body.purchaseAmount.currency).toBe('ETH')

    const meld = await quote({ provider: 'meld', chainId: '31337' })
    expect(meld.body.coinbaseFee).toEqual({ amount: '0.50', currency: 'USD' })

    const eur = await quote({ paymentCurrency: 'eur', amount: '100' })
    expect(eur.status, eur.body.error).toBe(200)
    const inEur = await expectedQuote(100, { usdPerUnit: 1.08 })
    expect(eur.body.paymentTotal).toEqual({ amount: '100.00', currency: 'EUR' })
    expect(Math.round(Number(eur.body.paymentSubtotal.amount) * 100)).toBe(inEur.subtotalCents)
    expect(Number(eur.body.purchaseAmount.amount)).toBeCloseTo(inEur.tokens, 6)
  })

  it('refuses amounts outside the payment method’s limits, naming the limit', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '9.99' }, 'Amount must be at least 10.00 USD for card'],
      [{ amount: '7500.01' }, 'Amount must be at most 7500.00 USD for card'],
      [
        { amount: '25000.01', paymentMethod: 'ach_bank_account' },
        'Amount must be at most 25000.00 USD for ach_bank_account',
      ],
      [{ amount: '0' }, 'Amount must be at least 10.00 USD for card'],
      [{ amount: '5', paymentCurrency: 'EUR' }, 'Amount must be at least 10.00 EUR for card'],
    ]
    for (const [body, error] of cases) expect((await quote(body)).body).toEqual({ error })
    expect((await quote({ amount: '20000', paymentMethod: 'ach_bank_account' })).status).toBe(200)
  })

  it('answers bad input with 400 and what was wrong', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ amount: 'fifty' }, /^amount: Expected a decimal amount such as 50\.00/],
      [{ amount: '50.001' }, /^amount: Expected a decimal amount/],
      [{ amount: '-50' }, /^amount: Expected a decimal amount/],
      [{ purchaseCurrency: 'DOGE' }, /^Unknown purchase currency DOGE/],
      [{ paymentCurrency: 'GBP' }, /^Unknown payment currency GBP \(supported: USD, EUR\)/],
      [{ paymentCurrency: 'dollars' }, /^paymentCurrency: Expected an ISO 4217 currency code/],
      [{ network: 'solana-mainnet' }, /^Unknown network solana-mainnet for USDC/],
      [{ chainId: 'eip155:5' }, /^Unknown network eip155:5 for USDC/],
      [
        { chainId: 'eip155:1' },
        /^USDC on eip155:1 is not delivered by this cloud \(it delivers on eip155:31337\)/,
      ],
      [{ network: 'polygon-mainnet' }, /^USDC on polygon-mainnet \(eip155:137\) is not delivered/],
      [{ chainId: 'not a chain' }, /^Invalid chainId/],
      [{ provider: 'moonpay' }, /^Unknown onramp provider moonpay \(this cloud has: coinbase, meld\)/],
      [{ paymentMethod: 'paypal' }, /^paymentMethod: Expected card or ach_bank_account/],
      [{ purchaseCurrency: undefined }, /^purchaseCurrency: Required/],
    ]
    for (const [body, error] of cases) {
      const response = await quote(body)
      expect({ body, status: response.status }).toEqual({ body, status: 400 })
      expect(response.body.error).toMatch(error)
    }
  })
})
