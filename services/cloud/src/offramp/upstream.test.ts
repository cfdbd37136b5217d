import type { OffRampOptionsResponse, OffRampOrder, OffRampQuote } from '@airlock/protocol/cloud-api'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { onrampClient } from '../onramp/testkit.ts'
import { startTestCloud } from '../test/cloud.ts'
import { IBAN_ACCOUNT, seller } from './testkit.ts'

const PROJECT = 'offramp-upstream-test'
const quote: OffRampQuote = {
  quoteId: 'acme-q-1',
  provider: 'acme',
  sellCurrency: 'USDC',
  network: 'base',
  sellAmount: '100',
  payoutCurrency: 'EUR',
  rate: '0.925',
  grossAmount: '92.50',
  providerFee: '1.85',
  networkFee: '0.05',
  payoutAmount: '90.60',
  expiresAt: '2026-11-25T12:10:00.000Z',
}

/** A stand-in provider API speaking the off-ramp calls; `reply` decides each answer, `seen` keeps each request. */
let provider: FastifyInstance
let seen: { method: string; url: string; body: unknown; key: unknown }[] = []
let reply: (url: string) => { status: number; body: unknown }
let cloud: Cloud
const api = onrampClient(() => cloud.url, PROJECT)

beforeAll(async () => {
  provider = Fastify()
  provider.all('/*', async (request, response) => {
    seen.push({
      method: request.method,
      url: request.url,
      body: request.body,
      key: request.headers['x-acme-key'],
    })
    const answer = reply(request.url)
    return response.code(answer.status).send(answer.body)
  })
  const url = await provider.listen({ port: 0, host: '127.0.0.1' })
  cloud = await startTestCloud({
    indexer: false,
    offramp: {
      providers: [
        {
          name: 'acme',
          label: 'Acme Payouts',
          feePercent: 2,
          upstream: { url, apiKey: 'secret', headerName: 'x-acme-key' },
        },
      ],
    },
  })
  await cloud.context.projects.create({ id: PROJECT })
})
afterAll(async () => {
  await cloud?.close()
  await provider?.close()
})
beforeEach(() => {
  seen = []
})

describe('a real off-ramp provider behind its API', () => {
  it('is the one listed, instead of the sandbox', async () => {
    const options = await api.get<OffRampOptionsResponse>('/v1/offramp/options')
    expect(options.body.providers).toEqual([
      { name: 'acme', label: 'Acme Payouts', feePercent: 2, sandbox: false },
    ])
  })

  it('answers quotes and orders from the provider, with the operator’s key, the bank account checked first', async () => {
    const body = { sellCurrency: 'USDC', network: 'base', sellAmount: '100', payoutCurrency: 'EUR' }
    reply = () => ({ status: 200, body: quote })
    expect((await api.post<OffRampQuote>('/v1/offramp/quote', body)).body).toEqual(quote)

    const refused = await api.post('/v1/offramp/orders', {
      quoteId: quote.quoteId,
      fromAddress: seller.address,
      bankAccount: { ...IBAN_ACCOUNT, iban: 'GB82 WEST 1234 5698 7654 33' },
    })
    expect(refused).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^bankAccount\.iban: /) },
    })

    const order = { id: 'acme-o-1', status: 'awaiting_deposit', provider: 'acme', quote } as OffRampOrder
    reply = () => ({ status: 200, body: order })
    const orderBody = { quoteId: quote.quoteId, fromAddress: seller.address, bankAccount: IBAN_ACCOUNT }
    expect(await api.post('/v1/offramp/orders', orderBody)).toMatchObject({ status: 201, body: order })
    expect((await api.get<OffRampOrder>('/v1/offramp/orders/acme-o-1')).body).toEqual(order)
    expect(seen.map(({ method, url, key }) => [method, url, key])).toEqual([
      ['POST', '/v1/offramp/quote', 'secret'],
      ['POST', '/v1/offramp/orders', 'secret'],
      ['GET', '/v1/offramp/orders/acme-o-1', 'secret'],
    ])
  })

  it('keeps the provider’s 4xx, and answers 502 when it fails', async () => {
    const body = { sellCurrency: 'USDC', network: 'base', sellAmount: '1', payoutCurrency: 'EUR' }
    reply = () => ({ status: 400, body: { error: 'sellAmount too small' } })
    expect(await api.post('/v1/offramp/quote', body)).toMatchObject({
      status: 400,
      body: { error: 'acme: sellAmount too small' },
    })
    reply = () => ({ status: 500, body: 'oops' })
    expect(await api.post('/v1/offramp/quote', body)).toMatchObject({
      status: 502,
      body: { error: 'The off-ramp provider acme answered HTTP 500' },
    })
    reply = () => ({ status: 404, body: { error: 'no such order' } })
    expect((await api.get('/v1/offramp/orders/unknown-1')).status).toBe(404)
  })
})
