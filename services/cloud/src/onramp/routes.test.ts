import type { OnRampOrder, OnRampQuote } from '@airlock/core'
import type { OnRampOptionsResponse, OnRampUrlResponse } from '@airlock/core/internal'
import { devnetTokens, testAccounts } from '@airlock/devnet'
import { ETH_CURRENCY_ID, USDC_CURRENCY_ID } from '@airlock/protocol/cloud-api'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEVNET, onrampClient, pageStatus, textOf } from './testkit.ts'
import { PROJECT, useOnrampRoutesCloud, wallet } from './testkitRoutes.ts'

const kit = useOnrampRoutesCloud()
const { api, browser, quote } = kit

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
          url: `${kit.cloud.onrampSandboxUrl}/meld/`,
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
    const response = await fetch(`${kit.cloud.url}/v1/onramp/options?projectId=nope`)
    expect(response.status).toBe(401)
    const origin = 'http://localhost:5173'
    const preflight = await fetch(`${kit.cloud.url}/v1/onramp/quote?projectId=${PROJECT}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
    const quoted = await fetch(`${kit.cloud.url}/v1/onramp/quote?projectId=${PROJECT}`, {
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
    expect(url).toBe(`${kit.cloud.onrampSandboxUrl}/coinbase/?sessionId=${sessionId}`)

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
    const otherProjectQuote = await onrampClient(() => kit.cloud.url, `${PROJECT}-other`).post<OnRampQuote>(
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
    const other = await onrampClient(() => kit.cloud.url, `${PROJECT}-other`).get(`/v1/onramp/orders/${id}`)
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
