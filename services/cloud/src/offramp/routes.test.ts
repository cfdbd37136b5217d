import { devnetTokens } from '@airlock/devnet'
import type { OffRampOptionsResponse, OffRampOrder } from '@airlock/protocol/cloud-api'
import { describe, expect, it } from 'vitest'
import { IBAN_ACCOUNT, seller, US_ACCOUNT, useOfframpCloud } from './testkit.ts'

const kit = useOfframpCloud()
const { api, quote } = kit

describe('GET /v1/offramp/options', () => {
  it('lists USDC and ETH on the devnet, USD and EUR payouts with their limits, and the sandbox', async () => {
    const response = await api.get<OffRampOptionsResponse>('/v1/offramp/options')
    expect(response.status).toBe(200)
    const devnet = { name: 'airlock-devnet', display_name: 'Airlock Devnet', chain_id: '31337' }
    expect(response.body).toEqual({
      sellCurrencies: [
        {
          id: 'ETH',
          name: 'Ethereum',
          symbol: 'ETH',
          decimals: 18,
          min: '0.005',
          max: '5',
          networks: [{ ...devnet, contract_address: '' }],
        },
        {
          id: 'USDC',
          name: 'USD Coin',
          symbol: 'USDC',
          decimals: 6,
          min: '10',
          max: '10000',
          networks: [{ ...devnet, contract_address: devnetTokens.usdc.address.toLowerCase() }],
        },
      ],
      payoutCurrencies: [
        { id: 'USD', min: '10.00', max: '10000.00', bankAccountTypes: ['us'] },
        { id: 'EUR', min: '10.00', max: '9000.00', bankAccountTypes: ['iban'] },
      ],
      providers: [{ name: 'sandbox', label: 'Airlock Sandbox', feePercent: 1, sandbox: true }],
    })
  })

  it('needs a project', async () => {
    const response = await fetch(`${kit.cloud.url}/v1/offramp/options`)
    expect(response.status).toBe(401)
  })
})

describe('POST /v1/offramp/quote', () => {
  it('prices 20 USDC at about 1 USD each, less 1% and the network fee', async () => {
    const response = await quote()
    expect(response.status, response.body.error).toBe(200)
    const body = response.body
    expect(body).toMatchObject({
      provider: 'sandbox',
      sellCurrency: 'USDC',
      sellAmount: '20',
      payoutCurrency: 'USD',
    })
    expect(Number(body.rate)).toBeCloseTo(1, 1)
    expect(Number(body.providerFee)).toBeCloseTo(Number(body.grossAmount) * 0.01, 2)
    const sum = Number(body.grossAmount) - Number(body.providerFee) - Number(body.networkFee)
    expect(Number(body.payoutAmount)).toBeCloseTo(sum, 2)
    expect(body.quoteId).toMatch(/^offq_[1-9A-HJ-NP-Za-km-z]{24}$/)
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now())
  })

  it('pays EUR through the operator rate', async () => {
    const usd = (await quote()).body
    const eur = (await quote({ payoutCurrency: 'eur' })).body
    expect(eur.payoutCurrency).toBe('EUR')
    expect(Number(eur.rate)).toBeCloseTo(Number(usd.rate) / 1.08, 4)
  })

  it.each([
    [{ sellCurrency: 'DOGE' }, /^sellCurrency: DOGE is not taken/],
    [{ network: 'ethereum-mainnet' }, /^network: USDC is taken on airlock-devnet/],
    [{ payoutCurrency: 'GBP' }, /^payoutCurrency: GBP is not paid out/],
    [{ payoutCurrency: 'dollars' }, /^payoutCurrency: Expected an ISO 4217/],
    [{ sellAmount: '-5' }, /^sellAmount: Expected a decimal amount/],
    [{ sellAmount: '5' }, /^sellAmount must be at least 10 USDC$/],
    [{ sellAmount: '20000' }, /^sellAmount must be at most 10000 USDC$/],
    [{ sellCurrency: 'ETH', sellAmount: '0.001' }, /^sellAmount must be at least 0.005 ETH$/],
    [
      { sellCurrency: 'ETH', sellAmount: '5' },
      /^sellAmount: the payout would be [\d.]+ USD, above the maximum payout of 10000.00 USD$/,
    ],
    [
      { sellAmount: '10' },
      /^sellAmount: the payout would be 9\.\d\d USD, below the minimum payout of 10.00 USD$/,
    ],
    [{ provider: 'moonpay' }, /^provider: unknown off-ramp provider moonpay/],
  ])('refuses %j naming the field', async (body, message) => {
    const response = await quote(body)
    expect(response.status).toBe(400)
    expect(response.body.error).toMatch(message)
  })
})

describe('POST /v1/offramp/orders', () => {
  const order = async (body: Record<string, unknown>) => {
    const quoted = await quote()
    return api.post<OffRampOrder>('/v1/offramp/orders', {
      quoteId: quoted.body.quoteId,
      fromAddress: seller.address,
      bankAccount: US_ACCOUNT,
      ...body,
    })
  }

  it.each([
    [
      { bankAccount: { ...IBAN_ACCOUNT, iban: 'DE89 3704 0044 0532 0130 01' } },
      'bankAccount.iban: The IBAN’s check digits do not match: check it for a typo',
    ],
    [
      { bankAccount: { ...IBAN_ACCOUNT, iban: 'DE89 3704 0044 0532 0130' } },
      'bankAccount.iban: A DE IBAN has 22 characters; this one has 20',
    ],
    [
      { bankAccount: { ...US_ACCOUNT, routingNumber: '021000022' } },
      'bankAccount.routingNumber: The routing number’s check digit does not match: check it for a typo',
    ],
    [
      { bankAccount: { ...US_ACCOUNT, accountNumber: '12' } },
      'bankAccount.accountNumber: An account number has 4 to 17 digits; this one has 2',
    ],
    [
      { bankAccount: { ...US_ACCOUNT, holderName: '' } },
      'bankAccount.holderName: Enter the account holder’s name',
    ],
    [
      { bankAccount: { type: 'swift', holderName: 'Ada' } },
      "bankAccount.type: Expected a bank account of type 'iban' or 'us'",
    ],
    [{ fromAddress: '0x1234' }, 'fromAddress: Expected an EVM address: 0x and 40 hex digits'],
    [{ quoteId: 'offq_nope' }, /^quoteId: offq_nope is not a quote of this cloud/],
  ])('refuses %j before any order exists', async (body, message) => {
    const before = await kit.cloud.db.query<{ count: string }>(
      'select count(*)::text as count from offramp_orders',
    )
    const response = await order(body)
    expect(response.status).toBe(400)
    expect(response.body.error).toMatch(message)
    const after = await kit.cloud.db.query<{ count: string }>(
      'select count(*)::text as count from offramp_orders',
    )
    expect(after).toEqual(before)
  })

  it('refuses another project’s quote, and an expired one', async () => {
    await kit.cloud.context.projects.create({ id: 'offramp-other' })
    const quoted = await quote()
    const other = await fetch(`${kit.cloud.url}/v1/offramp/orders?projectId=offramp-other`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        quoteId: quoted.body.quoteId,
        fromAddress: seller.address,
        bankAccount: US_ACCOUNT,
      }),
    })
    expect(other.status).toBe(400)
    expect(((await other.json()) as { error: string }).error).toMatch(
      /^quoteId: .* is not a quote of this project/,
    )
    await kit.cloud.db.query(`update offramp_quotes set expires_at = now() where id = $1`, [
      quoted.body.quoteId,
    ])
    const expired = await order({ quoteId: quoted.body.quoteId })
    expect(expired.body.error).toMatch(/^quoteId: the quote expired at /)
  })

  it('creates an order awaiting its deposit at an address of its own, the bank account masked', async () => {
    const first = await kit.order()
    const second = await kit.order({}, IBAN_ACCOUNT)
    expect(first).toMatchObject({
      status: 'awaiting_deposit',
      provider: 'sandbox',
      fromAddress: seller.address,
      bankAccount: { type: 'us', holderName: 'Ada Lovelace', masked: '•••• 6789' },
      deposit: { token: devnetTokens.usdc.address, chainId: 'eip155:31337', amountAtomic: '20000000' },
    })
    expect(first.id).toMatch(/^off_[1-9A-HJ-NP-Za-km-z]{24}$/)
    expect(second.bankAccount.masked).toBe('•••• 3000')
    expect(first.deposit.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(second.deposit.address).not.toBe(first.deposit.address)
    const read = await api.get<OffRampOrder>(`/v1/offramp/orders/${first.id}`)
    expect(read.body).toEqual(first)
    expect(JSON.stringify(read.body)).not.toContain('123456789')
  })

  it('answers 404 for an order it does not have', async () => {
    const response = await api.get<OffRampOrder>('/v1/offramp/orders/off_nope')
    expect(response.status).toBe(404)
  })
})
