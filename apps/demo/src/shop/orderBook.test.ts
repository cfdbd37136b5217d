import { describe, expect, it } from 'vitest'
import { createOrderBook } from './orderBook.ts'

const intent = (id: string) => ({
  id,
  recipient: '0x0000000000000000000000000000000000000001',
  asset: 'eip155:31337/erc20:0xaB4951C6D0C948716A4B2072a0652DD69AbD5B1E',
  amount: '5',
  expiresAt: '2030-01-01T00:00:00.000Z',
})

const paid = (eventId: string, intentId: string) => ({
  id: eventId,
  type: 'payment.paid',
  data: { id: intentId, payment: { payer: '0xpayer', transactionHash: '0xhash' } },
})

describe('the demo shop order book', () => {
  it('numbers orders and keeps them awaiting payment until an event', () => {
    const book = createOrderBook()
    const first = book.nextId()
    expect(book.nextId()).not.toBe(first)
    book.add(first, 'stickers', intent('pay_a'))
    expect(book.get(first)).toMatchObject({ id: first, status: 'awaiting payment' })
  })

  it('marks the order of the paid intent paid, with payer and transaction', () => {
    const book = createOrderBook()
    book.add('order-1', 'stickers', intent('pay_a'))
    book.add('order-2', 'stickers', intent('pay_b'))
    expect(book.apply(paid('evt_1', 'pay_b'))?.id).toBe('order-2')
    expect(book.get('order-2')).toMatchObject({
      status: 'paid',
      payment: { payer: '0xpayer', transactionHash: '0xhash' },
    })
    expect(book.get('order-1')?.status).toBe('awaiting payment')
  })

  it('marks an expired intent expired, and never changes an order that ended', () => {
    const book = createOrderBook()
    book.add('order-1', 'stickers', intent('pay_a'))
    book.apply({ id: 'evt_1', type: 'payment.expired', data: { id: 'pay_a' } })
    expect(book.get('order-1')?.status).toBe('expired')
    expect(book.apply(paid('evt_2', 'pay_a'))).toBeUndefined()
    expect(book.get('order-1')?.status).toBe('expired')
  })

  it('applies a retried event once, and ignores events it cannot read or does not know', () => {
    const book = createOrderBook()
    book.add('order-1', 'stickers', intent('pay_a'))
    expect(book.apply(paid('evt_1', 'pay_a'))).toBeDefined()
    expect(book.apply(paid('evt_1', 'pay_a'))).toBeUndefined()
    expect(book.apply(paid('evt_9', 'pay_unknown'))).toBeUndefined()
    expect(book.apply('not an event')).toBeUndefined()
    expect(book.apply({ id: 'evt_3', type: 'payment.paid', data: { id: 'pay_a' } })).toBeUndefined()
  })
})
