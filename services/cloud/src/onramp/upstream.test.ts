import type { OnRampOrder, OnRampQuote } from '@airlock/core'
import type { OnRampOptionsResponse, OnRampUrlResponse } from '@airlock/core/internal'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'
import { onrampClient } from './testkit.ts'

const PROJECT = 'onramp-upstream-test'
const quote: OnRampQuote = {
  coinbaseFee: { amount: '1.20', currency: 'USD' },
  networkFee: { amount: '0.50', currency: 'USD' },
  paymentSubtotal: { amount: '98.30', currency: 'USD' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  purchaseAmount: { amount: '98.3', currency: 'USDC' },
  quoteId: 'acme-quote-1',
}

/** A stand-in provider API speaking the onramp calls; `reply` decides each answer, `seen` keeps each request. */
let provider: FastifyInstance
let providerUrl: string
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
  providerUrl = await provider.listen({ port: 0, host: '127.0.0.1' })
  cloud = await startTestCloud({
    indexer: false,
    onramp: {
      providers: [
        {
          name: 'acme',
          label: 'Acme Pay',
          type: 'session',
          feePercent: 1.2,
          upstream: { url: `${providerUrl}/`, apiKey: 'secret', headerName: 'x-acme-key' },
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
  reply = (url) =>
    url.startsWith('/v1/onramp/quote')
      ? { status: 200, body: quote }
      : url.startsWith('/v1/generators/onrampurl')
        ? { status: 200, body: { url: 'https://pay.acme.example/s/1', sessionId: 'acme-1' } }
        : { status: 404, body: { error: 'no such order' } }
})

describe('a real provider behind its API', () => {
  it('is the one listed, instead of the sandbox', async () => {
    const options = await api.get<OnRampOptionsResponse>('/v1/onramp/options')
    expect(options.body.providers).toEqual([
      { name: 'acme', label: 'Acme Pay', type: 'session', feePercent: 1.2, sandbox: false },
    ])
  })

  it('answers quotes, sessions and orders from the provider, with the operator’s key', async () => {
    const body = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'USDC' }
    expect((await api.post<OnRampQuote>('/v1/onramp/quote', body)).body).toEqual(quote)
    const session = await api.post<OnRampUrlResponse>('/v1/generators/onrampurl', {
      destinationWallets: [{ address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' }],
      defaultNetwork: 'base',
      partnerUserId: 'visitor',
      defaultExperience: 'buy',
    })
    expect(session.body).toEqual({ url: 'https://pay.acme.example/s/1', sessionId: 'acme-1' })
    const order: OnRampOrder = {
      id: 'acme-1',
      provider: 'acme',
      status: 'pending',
      chainId: 'eip155:8453',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      purchaseAmount: { amount: '98.3', currency: 'USDC' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      createdAt: '2026-11-25T12:00:00.000Z',
      updatedAt: '2026-11-25T12:00:01.000Z',
    }
    reply = () => ({ status: 200, body: order })
    expect((await api.get<OnRampOrder>('/v1/onramp/orders/acme-1')).body).toEqual(order)
    expect(seen.map(({ method, url, key }) => [method, url, key])).toEqual([
      ['POST', '/v1/onramp/quote', 'secret'],
      ['POST', '/v1/generators/onrampurl', 'secret'],
      ['GET', '/v1/onramp/orders/acme-1', 'secret'],
    ])
    expect(seen[0]!.body).toEqual(body)
  })

  it('keeps the provider’s 4xx, and answers 502 when it fails or cannot be reached', async () => {
    const body = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '1', network: 'USDC' }
    reply = () => ({ status: 400, body: { error: 'Amount too small' } })
    expect(await api.post('/v1/onramp/quote', body)).toMatchObject({
      status: 400,
      body: { error: 'acme: Amount too small' },
    })
    reply = () => ({ status: 500, body: 'oops' })
    expect(await api.post('/v1/onramp/quote', body)).toMatchObject({
      status: 502,
      body: { error: 'The onramp provider acme answered HTTP 500' },
    })
    reply = () => ({ status: 404, body: { error: 'no such order' } })
    expect(await api.get('/v1/onramp/orders/unknown-1')).toMatchObject({
      status: 404,
      body: {
        error: 'No order unknown-1: the cloud never issued it, and no checkout was announced under it',
      },
    })
    await provider.close()
    expect(await api.post('/v1/onramp/quote', body)).toMatchObject({
      status: 502,
      body: { error: expect.stringMatching(/^The onramp provider acme could not be reached/) },
    })
  })

  it('refuses a provider fee outside 1-2% of the payment and a url provider without its url', async () => {
    const start = (providers: unknown[]) => startTestCloud({ onramp: { providers } as never })
    const acme = { name: 'acme', label: 'Acme', type: 'session', upstream: { url: providerUrl } }
    await expect(start([{ ...acme, feePercent: 3 }])).rejects.toThrow(
      'Invalid cloud options: onramp.providers.0.feePercent: An onramp provider fee is 1-2% of the payment',
    )
    await expect(start([{ ...acme, type: 'url', feePercent: 1 }])).rejects.toThrow(
      'onramp.providers.0: A url provider needs its checkout url and publicKey',
    )
  })
})
