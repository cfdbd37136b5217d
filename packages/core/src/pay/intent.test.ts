import { describe, expect, it } from 'vitest'
import { CloudError } from '../cloud/errors.ts'
import type { PayApi } from './api.ts'
import {
  InvalidPaymentRequestError,
  PaymentAlreadyPaidError,
  PaymentExpiredError,
  PaymentMismatchError,
} from './errors.ts'
import { intentFixture, SHOP, USDC } from './intent.fixtures.ts'
import { checkIntent, readIntent, waitUntilPaid } from './intent.ts'

const request = { recipient: SHOP, amount: '5', asset: USDC, reference: 'pay_abcdefghijkmnopqrstuvwx' }

describe('checkIntent', () => {
  it('accepts the request the page asked for, whatever the address case or trailing zeros', () => {
    expect(() =>
      checkIntent(intentFixture(), {
        ...request,
        recipient: SHOP.toUpperCase().replace('0X', '0x'),
        amount: '5.000',
      }),
    ).not.toThrow()
  })

  it('refuses a paid request, naming the earlier transaction', () => {
    const intent = intentFixture({
      status: 'paid',
      payment: {
        payer: SHOP,
        transactionHash: '0xfeed',
        blockNumber: '7',
        tokenIn: USDC,
        amountInAtomic: '5000000',
        paidAt: '2026-11-29T10:01:00.000Z',
      },
    })
    const error = (() => {
      try {
        checkIntent(intent, request)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(PaymentAlreadyPaidError)
    expect((error as PaymentAlreadyPaidError).transactionHash).toBe('0xfeed')
  })

  it('refuses an expired request, by status or by its expiry time', () => {
    expect(() => checkIntent(intentFixture({ status: 'expired' }), request)).toThrow(PaymentExpiredError)
    const past = intentFixture({ expiresAt: '2026-01-01T00:00:00.000Z' })
    expect(() => checkIntent(past, request)).toThrow(PaymentExpiredError)
  })

  it.each([
    ['recipient', { recipient: '0x3333333333333333333333333333333333333333' }],
    ['asset', { asset: 'eip155:31337/slip44:60' }],
    ['amount', { amount: '4.99' }],
  ] as const)('refuses a page that asks another %s than the request', (field, change) => {
    try {
      checkIntent(intentFixture(), { ...request, ...change })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(PaymentMismatchError)
      expect((error as PaymentMismatchError).field).toBe(field)
    }
  })
})

describe('readIntent', () => {
  it('reads an unknown id as an invalid request', async () => {
    const api = {
      intent: async () => Promise.reject(new CloudError('Payment not found', 404)),
    } as unknown as PayApi
    await expect(readIntent(api, 'pay_x')).rejects.toBeInstanceOf(InvalidPaymentRequestError)
  })
})

describe('waitUntilPaid', () => {
  it('polls past a failed read until the cloud reports the request paid', async () => {
    const answers = [new Error('down'), intentFixture(), intentFixture({ status: 'paid' })]
    const api = {
      intent: async () => {
        const next = answers.shift()
        if (next instanceof Error) throw next
        return next
      },
    } as unknown as PayApi
    const paid = await waitUntilPaid(api, 'pay_x', new AbortController().signal)
    expect(paid.status).toBe('paid')
  }, 10_000)

  it('rejects when the request expires first, and stops when aborted', async () => {
    const expired = { intent: async () => intentFixture({ status: 'expired' }) } as unknown as PayApi
    await expect(waitUntilPaid(expired, 'pay_x', new AbortController().signal)).rejects.toBeInstanceOf(
      PaymentExpiredError,
    )
    const stop = new AbortController()
    const waiting = waitUntilPaid(
      { intent: async () => intentFixture() } as unknown as PayApi,
      'pay_x',
      stop.signal,
    )
    stop.abort(new Error('gone'))
    await expect(waiting).rejects.toThrow('gone')
  })
})
