import { describe, expect, it } from 'vitest'
import { bitcoinActivity } from './activity.ts'
import type { EsploraTx } from './esplora.ts'

const CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const ME = 'bcrt1qme'
const YOU = 'bcrt1qyou'
const context = { chainId: CHAIN, account: ME, origin: 'http://cloud.test', nativePriceUsd: 100_000 }
const NOW = new Date('2026-11-25T12:00:00.000Z')

const out = (address: string, value: number) => ({ scriptpubkey_address: address, value })

const payment: EsploraTx = {
  txid: 'ab'.repeat(32),
  vin: [{ txid: 'cd'.repeat(32), vout: 0, prevout: out(ME, 100_000_000) }],
  vout: [out(YOU, 25_000_000), out(ME, 74_990_000)],
  fee: 10_000,
  status: { confirmed: true, block_height: 7, block_time: 1_764_072_000 },
}

describe('bitcoinActivity', () => {
  it('is a send of what went to others (not the change, not the fee) for the payer', () => {
    expect(bitcoinActivity(payment, context, NOW)).toEqual({
      id: `${CHAIN}:${payment.txid}`,
      metadata: {
        operationType: 'send',
        hash: payment.txid,
        minedAt: new Date(1_764_072_000_000).toISOString(),
        sentFrom: ME,
        sentTo: YOU,
        status: 'confirmed',
        nonce: 0,
        chain: CHAIN,
      },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '0.25' },
          price: 100_000,
          value: 25_000,
          fungible_info: {
            name: 'Bitcoin',
            symbol: 'BTC',
            icon: { url: 'http://cloud.test/public/getTokenImage/BTC' },
          },
        },
      ],
    })
  })

  it('is a receive of its outputs for the recipient, pending and dated now before it is mined', () => {
    const pending = { ...payment, status: { confirmed: false } }
    expect(bitcoinActivity(pending, { ...context, account: YOU }, NOW)).toMatchObject({
      metadata: {
        operationType: 'receive',
        sentFrom: ME,
        sentTo: YOU,
        status: 'pending',
        minedAt: NOW.toISOString(),
      },
      transfers: [{ direction: 'in', quantity: { numeric: '0.25' } }],
    })
  })

  it('a send to oneself is the amount paid, not the change that came back with it', () => {
    // The demo's "Send 0.0001 BTC to yourself": the payment first, the wallet's change appended after it.
    const toSelf = { ...payment, vout: [out(ME, 10_000), out(ME, 99_980_000)] }
    expect(bitcoinActivity(toSelf, context, NOW)).toMatchObject({
      metadata: { operationType: 'send', sentFrom: ME, sentTo: ME },
      transfers: [{ direction: 'self', quantity: { numeric: '0.0001' } }],
    })
  })

  it('is a self send when every output comes back, and a coinbase has no sender', () => {
    const self = { ...payment, vout: [out(ME, 99_990_000)] }
    expect(bitcoinActivity(self, context, NOW)).toMatchObject({
      metadata: { operationType: 'send', sentTo: ME },
      transfers: [{ direction: 'self', quantity: { numeric: '0.9999' } }],
    })
    const coinbase: EsploraTx = {
      ...payment,
      vin: [{ is_coinbase: true, prevout: null }],
      vout: [out(ME, 5_000)],
    }
    expect(bitcoinActivity(coinbase, context, NOW)).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: '', sentTo: ME },
      transfers: [{ direction: 'in', quantity: { numeric: '0.00005' } }],
    })
  })
})
