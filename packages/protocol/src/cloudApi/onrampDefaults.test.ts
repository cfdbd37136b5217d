import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PAYMENT_METHOD_LIMITS,
  DEFAULT_PURCHASE_CURRENCIES,
  ONRAMP_PROVIDER_FEE_RANGE,
  USDC_CURRENCY_ID,
  USDC_MAINNET_NETWORKS,
} from './onrampDefaults.ts'

describe('the on-ramp defaults kit and cloud share', () => {
  it('offers USD Coin, under its Coinbase id, on Ethereum mainnet and Polygon mainnet', () => {
    expect(DEFAULT_PURCHASE_CURRENCIES).toEqual([
      { id: USDC_CURRENCY_ID, name: 'USD Coin', symbol: 'USDC', networks: [...USDC_MAINNET_NETWORKS] },
    ])
    expect(USDC_MAINNET_NETWORKS.map((network) => [network.name, network.chain_id])).toEqual([
      ['ethereum-mainnet', '1'],
      ['polygon-mainnet', '137'],
    ])
  })

  it('limits a card to 10-7500 and a bank transfer to 10-25000, fees to 1-2%', () => {
    expect(DEFAULT_PAYMENT_METHOD_LIMITS).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(ONRAMP_PROVIDER_FEE_RANGE).toEqual({ min: 1, max: 2 })
  })

  it('cannot be changed by a caller that holds the tables', () => {
    expect(Object.isFrozen(DEFAULT_PURCHASE_CURRENCIES)).toBe(true)
    expect(Object.isFrozen(USDC_MAINNET_NETWORKS)).toBe(true)
  })
})
