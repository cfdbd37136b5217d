import type { OffRampOrder, OffRampQuote, OnRampNetwork } from '@airlock/protocol/cloud-api'
import { describe, expect, it } from 'vitest'
import { depositMismatch } from './depositCheck.ts'

const network: OnRampNetwork = {
  name: 'airlock-devnet',
  display_name: 'Airlock Devnet',
  chain_id: '31337',
  contract_address: '0xaB4951C6D0C948716A4B2072a0652DD69AbD5B1E',
}
const quote = {
  quoteId: 'q1',
  sellCurrency: 'USDC',
  network: 'airlock-devnet',
  sellAmount: '20',
} as OffRampQuote
const currency = { decimals: 6 }
const order = (deposit: Partial<OffRampOrder['deposit']>, quoteId = 'q1') =>
  ({
    quote: { ...quote, quoteId },
    deposit: {
      address: '0x000000000000000000000000000000000000dEaD',
      token: '0xab4951c6d0c948716a4b2072a0652dd69abd5b1e',
      chainId: 'eip155:31337',
      amountAtomic: '20000000',
      ...deposit,
    },
  }) as OffRampOrder

describe('a deposit checked against the quote before anything is sent', () => {
  it('accepts the quoted token, network and amount (addresses in any case)', () => {
    expect(depositMismatch(order({}), quote, currency, network)).toBeUndefined()
  })

  it('names what differs: the amount, the token, the network, the deposit address or the quote', () => {
    expect(depositMismatch(order({ amountAtomic: '15000000' }), quote, currency, network)).toMatch(/amount/)
    expect(depositMismatch(order({ token: '' }), quote, currency, network)).toMatch(/token/)
    expect(
      depositMismatch(
        order({ token: '0x077342bc51ee03Ec099D42a2720E418E855Cfc84' }),
        quote,
        currency,
        network,
      ),
    ).toMatch(/token/)
    expect(depositMismatch(order({ chainId: 'eip155:1' }), quote, currency, network)).toMatch(/network/)
    expect(depositMismatch(order({ address: 'not an address' }), quote, currency, network)).toMatch(/address/)
    expect(depositMismatch(order({}, 'q2'), quote, currency, network)).toMatch(/quote/)
  })

  it('checks the native coin as an empty token on both sides', () => {
    const native = { ...network, contract_address: '' }
    expect(
      depositMismatch(
        order({ token: '', amountAtomic: '20000000000000000000' }),
        quote,
        { decimals: 18 },
        native,
      ),
    ).toBeUndefined()
  })
})
