import type { OnRampOrder, OnRampQuote } from '@airlock/core'
import type { OnRampOptionsResponse, OnRampUrlResponse } from '@airlock/core/internal'
import { type Devnet, devnetTokens, startDevnet, testAccounts } from '@airlock/devnet'
import { ETH_CURRENCY_ID, USDC_CURRENCY_ID } from '@airlock/protocol/cloud-api'
import { encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'
import { DEVNET, devnetOnrampChain, onrampClient, pageStatus, sandboxBrowser, textOf } from './testkit.ts'

const PROJECT = 'onramp-routes-test'
const wallet = testAccounts[5]!.address

let devnet: Devnet
let cloud: Cloud
const api = onrampClient(() => cloud.url, PROJECT)
const browser = sandboxBrowser(() => cloud.onrampSandboxUrl as string)

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  cloud = await startTestCloud({
    chains: [devnetOnrampChain(devnet.rpcUrl)],
    indexer: false,
    onramp: { sandbox: { bankTransferDelayMs: 200, pollMs: 20, fiatUsdRates: { EUR: '1.08' } } },
  })
  // The dapp's origin, listed as a project lists it (no origin is allowed by default).
  await cloud.context.projects.create({ id: PROJECT, allowedOrigins: ['http://localhost:5173'] })
  await cloud.context.projects.create({ id: `${PROJECT}-other` })
})
afterAll(async () => {
  await cloud?.close()
  await devnet?.stop()
})

const quote = (body: Record<string, unknown>) =>
  api.post<OnRampQuote>('/v1/onramp/quote', {
    purchaseCurrency: USDC_CURRENCY_ID,
    paymentCurrency: 'USD',
    amount: '50.00',
    network: 'USDC',
    ...body,
  })

/** What the cloud's quote should be, from the chain as it is now: gas price, gas, the pools' prices. */
async function expectedQuote(
  total: number,
  options: { eth?: boolean; feePercent?: number; usdPerUnit?: number } = {},
) {
  const service = cloud.context.chainServices.get(DEVNET)!
  const client = service.client
  const [gasPrice, block] = await Promise.all([client.getGasPrice(), client.getBlockNumber({ cacheTime: 0 })])
  const gas = options.eth
    ? 21_000n
    : await client.estimateGas({
        account: cloud.context.onramp.treasuries.get(DEVNET)!.address,
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

describe('GET /v1/onramp/options', () => {
  it('lists USD Coin on the spec networks and the devnet, ETH on the devnet, USD and EUR, and the two sandbox providers', async () => {
    const response = await api.get<OnRampOptionsResponse>('/v1/onramp/options')
    expect(response.status).toBe(200)
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]
    expect(response.body).toEqual({
      purchaseCurrencies: [
        {
          id: USDC_CURRENCY_ID,
          name: 'USD Coin',
          symbol: 'USDC',
          networks: [
            {
              name: 'ethereum-mainnet',
              display_name: 'Ethereum',
              chain_id: '1',
              contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
            },
            {
              name: 'polygon-mainnet',
              display_name: 'Polygon',
              chain_id: '137',
              contract_address: '0x2791bca1f2de4661ed88a30c99a7a9449aa84174',
            },
            {
              name: 'airlock-devnet',
              display_name: 'Airlock Devnet',
              chain_id: '31337',
              contract_address: devnetTokens.usdc.address.toLowerCase(),
            },
          ],
        },
        {
          id: ETH_CURRENCY_ID,
          name: 'Ethereum',
          symbol: 'ETH',
          networks: [
            {
              name: 'airlock-devnet',
              display_name: 'Airlock Devnet',
              chain_id: '31337',
              contract_address: '',
            },
          ],
        },
      ],
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: limits },
        { id: 'EUR', payment_method_limits: limits },
      ],
      providers: [
        { name: 'coinbase', label: 'Coinbase', type: 'session', feePercent: 1.5, sandbox: true },
        {
          name: 'meld',
          label: 'Meld',
          type: 'url',
          feePercent: 1,
          sandbox: true,
          url: `${cloud.onrampSandboxUrl}/meld/`,
          publicKey: 'sandbox_pk_airlock_meld',
        },
      ],
    })
    for (const provider of response.body.providers!) {
      expect(provider.feePercent).toBeGreaterThanOrEqual(1)
      expect(provider.feePercent).toBeLessThanOrEqual(2)
    }
  })

  it('is project-scoped like the other calls, and answers the dapp’s origin (CORS)', async () => {
    const response = await fetch(`${cloud.url}/v1/onramp/options?projectId=nope`)
    expect(response.status).toBe(401)
    const origin = 'http://localhost:5173'
    const preflight = await fetch(`${cloud.url}/v1/onramp/quote?projectId=${PROJECT}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
    const quoted = await fetch(`${cloud.url}/v1/onramp/quote?projectId=${PROJECT}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '20',
        network: 'USDC',
      }),
    })
    expect(quoted.status).toBe(200)
    expect(quoted.headers.get('access-control-allow-origin')).toBe(origin)
  })
})

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
    const testClient = { request: cloud.context.chainServices.get(DEVNET)!.client.request }
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

describe('POST /v1/generators/onrampurl', () => {
  const urlBody = (body: Record<string, unknown> = {}) =>
    api.post<OnRampUrlResponse>('/v1/generators/onrampurl', {
      destinationWallets: [{ address: wallet, blockchains: ['airlock-devnet'], assets: ['USDC'] }],
      defaultNetwork: 'airlock-devnet',
      partnerUserId: 'visitor-1',
      defaultExperience: 'buy',
      ...body,
    })

  it('opens a Coinbase-type checkout session on the sandbox origin, carrying the quote', async () => {
    const priced = await quote({ amount: '75.00' })
    const response = await urlBody({ presetFiatAmount: 75, quoteId: priced.body.quoteId })
    expect(response.status, response.body.error).toBe(200)
    const { url, sessionId } = response.body
    expect(url).toBe(`${cloud.onrampSandboxUrl}/coinbase/?sessionId=${sessionId}`)

    const order = await api.get<OnRampOrder>(`/v1/onramp/orders/${sessionId}`)
    expect(order.body).toMatchObject({
      id: sessionId,
      provider: 'coinbase',
      status: 'created',
      chainId: DEVNET,
      address: getAddress(wallet),
      purchaseAmount: priced.body.purchaseAmount,
      paymentTotal: { amount: '75.00', currency: 'USD' },
    })
    const page = await browser.open(new URL(url).pathname + new URL(url).search)
    expect(page.status).toBe(200)
    expect(pageStatus(page.html)).toBe('checkout')
    expect(textOf(page.html, 'quote-receive')).toBe(`${priced.body.purchaseAmount.amount} USDC`)
    expect(textOf(page.html, 'pay')).toBe('Pay 75.00 USD')
  })

  it('quotes at creation without a quoteId: the preset fiat, the preset tokens, else 50.00', async () => {
    const fiat = await urlBody({ presetFiatAmount: 120.5, defaultPaymentMethod: 'ACH_BANK_ACCOUNT' })
    const tokens = await urlBody({ presetCryptoAmount: 25 })
    const none = await urlBody({ defaultAsset: 'ETH', destinationWallets: [{ address: wallet }] })
    const orders = await Promise.all(
      [fiat, tokens, none].map((response) =>
        api.get<OnRampOrder>(`/v1/onramp/orders/${response.body.sessionId}`),
      ),
    )
    expect(orders[0]!.body).toMatchObject({
      paymentTotal: { amount: '120.50' },
      paymentMethod: 'ach_bank_account',
    })
    expect(Number(orders[1]!.body.purchaseAmount.amount)).toBeGreaterThanOrEqual(25)
    expect(Number(orders[1]!.body.purchaseAmount.amount)).toBeLessThan(25.05)
    expect(orders[2]!.body).toMatchObject({
      paymentTotal: { amount: '50.00' },
      purchaseAmount: { currency: 'ETH' },
    })
  })

  it('answers bad input with 400', async () => {
    const otherProjectQuote = await onrampClient(() => cloud.url, `${PROJECT}-other`).post<OnRampQuote>(
      '/v1/onramp/quote',
      { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'USDC' },
    )
    const ethQuote = await quote({ purchaseCurrency: 'ETH', network: 'ETH' })
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ destinationWallets: [] }, /^destinationWallets: destinationWallets needs the wallet/],
      [
        { destinationWallets: [{ address: '0x1234' }] },
        /^destinationWallets\.0\.address: Expected an EVM address/,
      ],
      [{ defaultExperience: 'send' }, /^defaultExperience: defaultExperience must be 'buy'/],
      [{ defaultNetwork: 'nowhere' }, /^Unknown network nowhere for USDC/],
      [{ presetFiatAmount: -5 }, /^presetFiatAmount: presetFiatAmount must be more than 0/],
      [{ presetFiatAmount: 5 }, /^Amount must be at least 10\.00 USD for card/],
      [{ presetCryptoAmount: 0 }, /^presetCryptoAmount: presetCryptoAmount must be more than 0/],
      [{ partnerUserId: '' }, /^partnerUserId: String must contain at least 1/],
      [{ quoteId: 'unknown' }, /^Unknown quoteId unknown/],
      [{ quoteId: otherProjectQuote.body.quoteId }, /^Unknown quoteId/],
      [{ quoteId: ethQuote.body.quoteId }, /prices ETH on eip155:31337 in USD, not USDC/],
      [{ provider: 'meld' }, /^meld opens its checkout from its url/],
      [
        { destinationWallets: [{ address: wallet, blockchains: ['base'] }] },
        /blockchains does not include the defaultNetwork airlock-devnet/,
      ],
    ]
    for (const [body, error] of cases) {
      const response = await urlBody(body)
      expect({ body, status: response.status }).toEqual({ body, status: 400 })
      expect(response.body.error).toMatch(error)
    }
  })
})

describe('the Meld-type checkout URL', () => {
  const meldUrl = (query: Record<string, string>) =>
    `/meld/?${new URLSearchParams({
      publicKey: 'sandbox_pk_airlock_meld',
      destinationCurrencyCode: 'USDC',
      walletAddress: wallet,
      externalCustomerId: PROJECT,
      sourceAmount: '60',
      sourceCurrencyCode: 'USD',
      ...query,
    })}`
  const newId = () => `kit-${crypto.randomUUID()}`

  it('creates the order its externalSessionId names on first load; the same load again is the same order', async () => {
    const id = newId()
    expect((await api.get<OnRampOrder>(`/v1/onramp/orders/${id}`)).body).toEqual({
      error: `No order ${id}: the cloud never issued it, and no checkout was announced under it`,
    })
    const first = await browser.open(meldUrl({ externalSessionId: id, chainId: 'eip155:31337' }))
    expect(first.status).toBe(200)
    expect(textOf(first.html, 'pay')).toBe('Pay 60.00 USD')
    const order = await api.get<OnRampOrder>(`/v1/onramp/orders/${id}`)
    expect(order.body).toMatchObject({
      id,
      provider: 'meld',
      status: 'created',
      chainId: DEVNET,
      paymentTotal: { amount: '60.00' },
    })
    const again = await browser.open(meldUrl({ externalSessionId: id, sourceAmount: '99' }))
    expect(again.status).toBe(200)
    expect(textOf(again.html, 'pay')).toBe('Pay 60.00 USD')
    // Another project cannot read it.
    const other = await onrampClient(() => cloud.url, `${PROJECT}-other`).get(`/v1/onramp/orders/${id}`)
    expect(other.status).toBe(404)
  })

  it('refuses a wrong public key, another wallet on the same id, SOL, and bad parameters', async () => {
    const id = newId()
    await browser.open(meldUrl({ externalSessionId: id, chainId: '31337' }))
    const cases: [Record<string, string>, number, RegExp][] = [
      [{ externalSessionId: newId(), publicKey: 'wrong-key-123' }, 401, /Invalid public key/],
      [
        { externalSessionId: id, walletAddress: testAccounts[6]!.address },
        409,
        /belongs to another purchase/,
      ],
      [{ externalSessionId: newId(), destinationCurrencyCode: 'SOL' }, 400, /SOL on Solana is not sold/],
      [{ externalSessionId: newId(), externalCustomerId: 'nobody' }, 400, /Unknown project/],
      [{ externalSessionId: newId(), walletAddress: '0x12' }, 400, /walletAddress must be an EVM address/],
      [{ externalSessionId: 'short' }, 400, /externalSessionId is missing or invalid/],
      [{ externalSessionId: newId(), sourceAmount: '5' }, 400, /Amount must be at least 10\.00 USD for card/],
      [{ externalSessionId: newId(), chainId: '137' }, 400, /USDC on eip155:137 is not delivered/],
    ]
    for (const [query, status, message] of cases) {
      const page = await browser.open(meldUrl(query))
      expect({ query, status: page.status }).toEqual({ query, status })
      expect(textOf(page.html, 'error')).toMatch(message)
    }
  })
})
