/** The off-ramp controller's test set-up: a kit on a fake wallet and a cloud double scripted per test. */
import type { ServerResponse } from 'node:http'
import type { OffRampOptionsResponse, OffRampOrder, OffRampQuote } from '@airlock/protocol/cloud-api'
import { afterEach } from 'vitest'
import { connectedWithCloud } from '../test/connectedWithCloud.ts'
import { flush } from '../test/fakeAdapter.ts'
import { json, type Recorded } from '../test/httpServer.ts'
import { OFFRAMP_QUOTE_DEBOUNCE_MS } from './constants.ts'

export const USER = '0x1111111111111111111111111111111111111111'
export const USDC = '0xab4951c6d0c948716a4b2072a0652dd69abd5b1e'
export const DEPOSIT = '0x2222222222222222222222222222222222222222'
const devnet = { name: 'airlock-devnet', display_name: 'Airlock Devnet', chain_id: '31337' }

const options: OffRampOptionsResponse = {
  sellCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      networks: [{ ...devnet, contract_address: USDC }],
      min: '1',
      max: '1000',
    },
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
      networks: [{ ...devnet, contract_address: '' }],
      min: '0.001',
      max: '1',
    },
  ],
  payoutCurrencies: [
    { id: 'USD', min: '1', max: '10000', bankAccountTypes: ['us'] },
    { id: 'EUR', min: '1', max: '10000', bankAccountTypes: ['iban'] },
  ],
  providers: [{ name: 'sandbox', label: 'Sandbox', feePercent: 1, sandbox: true }],
}

/** The test double's clock: quotes live a minute unless the script says they are already expired. */
function quoteFor(
  body: { sellCurrency: string; sellAmount: string; payoutCurrency: string },
  expired: boolean,
) {
  return {
    quoteId: `q-${body.sellAmount}`,
    provider: 'sandbox',
    sellCurrency: body.sellCurrency,
    network: 'airlock-devnet',
    sellAmount: body.sellAmount,
    payoutCurrency: body.payoutCurrency,
    rate: '1',
    grossAmount: body.sellAmount,
    providerFee: '0.20',
    networkFee: '0.18',
    payoutAmount: (Number(body.sellAmount) - 0.38).toFixed(2),
    expiresAt: new Date(Date.now() + (expired ? -1000 : 60_000)).toISOString(),
  } satisfies OffRampQuote
}

export interface Script {
  /** The order states the status call answers, one per poll. */
  orders?: OffRampOrder['status'][]
  expiredQuote?: boolean
  /** Changes the deposit the order asks for (a provider asking for other than the quote). */
  deposit?: Partial<OffRampOrder['deposit']>
}

let cleanup: (() => Promise<void>) | undefined
// Each test's kit and cloud double go away after it, in whichever test file imports these fixtures.
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

export async function setup(script: Script = {}) {
  let created: OffRampOrder | undefined
  let polls = 0
  const { airlock, server, fake } = await connectedWithCloud(async (req: Recorded, res: ServerResponse) => {
    const path = req.url.pathname
    if (path === '/appkit/v1/config') return json(res, 200, { features: [] })
    if (path.endsWith('/balance'))
      return json(res, 200, {
        balances: [
          {
            name: 'USD Coin',
            symbol: 'USDC',
            chainId: 'eip155:31337',
            address: `eip155:31337:${USDC}`,
            value: 50,
            price: 1,
            quantity: { numeric: '50', decimals: '6' },
            iconUrl: '',
          },
          {
            name: 'Ether',
            symbol: 'ETH',
            chainId: 'eip155:31337',
            value: 6000,
            price: 3000,
            quantity: { numeric: '2', decimals: '18' },
            iconUrl: '',
          },
        ],
      })
    if (path.endsWith('/history')) return json(res, 200, { data: [], next: null })
    if (path === '/v1/offramp/options') return json(res, 200, options)
    if (path === '/v1/offramp/quote')
      return json(res, 200, quoteFor(JSON.parse(req.body), Boolean(script.expiredQuote)))
    if (path === '/v1/offramp/orders' && req.method === 'POST') {
      const body = JSON.parse(req.body)
      const eth = body.quoteId === 'q-0.5'
      const quote = quoteFor(
        { sellCurrency: eth ? 'ETH' : 'USDC', sellAmount: eth ? '0.5' : '20', payoutCurrency: 'USD' },
        false,
      )
      created = {
        id: 'off_1',
        status: 'awaiting_deposit',
        provider: 'sandbox',
        quote,
        fromAddress: body.fromAddress,
        bankAccount: {
          type: body.bankAccount.type,
          holderName: body.bankAccount.holderName,
          masked: '•••• 5678',
        },
        deposit: {
          address: DEPOSIT,
          token: eth ? '' : USDC,
          chainId: 'eip155:31337',
          amountAtomic: eth ? '500000000000000000' : '20000000',
          ...script.deposit,
        },
        createdAt: new Date().toISOString(),
        expiresAt: quote.expiresAt,
      }
      return json(res, 201, created)
    }
    if (path === '/v1/offramp/orders/off_1') {
      const states = script.orders ?? ['awaiting_deposit']
      const status = states[Math.min(polls++, states.length - 1)] as OffRampOrder['status']
      return json(res, 200, {
        ...created,
        status,
        ...(status === 'paid_out'
          ? {
              payout: {
                reference: 'SBX-1',
                amount: '19.62',
                currency: 'USD',
                paidAt: new Date().toISOString(),
              },
            }
          : {}),
        ...(status === 'refunded'
          ? {
              refund: {
                transactionHash: `0x${'cd'.repeat(32)}`,
                token: created?.deposit.token ?? '',
                amountAtomic: created?.deposit.amountAtomic ?? '0',
                reason: 'The deposit arrived after the order expired',
              },
            }
          : {}),
      })
    }
    return json(res, 200, {})
  })
  await airlock.refreshTokenBalances('eip155')
  await flush()
  cleanup = async () => {
    airlock.destroy()
    await server.close()
  }
  const requests = (path: string, method = 'GET') =>
    server.requests.filter((r) => r.url.pathname === path && r.method === method)
  return { airlock, fake, requests, server }
}

export const settled = () => new Promise((resolve) => setTimeout(resolve, OFFRAMP_QUOTE_DEBOUNCE_MS + 200))

export async function until(check: () => boolean, ms = 10_000) {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export const usBank = { holderName: 'Ada Lovelace', routingNumber: '011000015', accountNumber: '1234-5678' }
