import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { atomicAmount, parsePaymentAsset } from './assets.ts'

describe('payment assets', () => {
  it('reads an ERC-20 or the native coin from CAIP-19, the address lower-cased', () => {
    expect(parsePaymentAsset('eip155:31337/erc20:0xaB4951C6D0C948716A4B2072a0652DD69AbD5B1E')).toEqual({
      network: 'eip155:31337',
      token: '0xab4951c6d0c948716a4b2072a0652dd69abd5b1e',
      caip19: 'eip155:31337/erc20:0xab4951c6d0c948716a4b2072a0652dd69abd5b1e',
    })
    expect(parsePaymentAsset('eip155:1/slip44:60')).toEqual({
      network: 'eip155:1',
      token: zeroAddress,
      caip19: 'eip155:1/slip44:60',
    })
    for (const wrong of ['eip155:1/slip44:0', 'solana:x/token:y', 'eip155:1/erc20:0x12', 'USDC']) {
      expect(parsePaymentAsset(wrong)).toMatch(/^Expected a CAIP-19 asset/)
    }
  })

  it('turns a decimal amount into atomic units within the asset decimals', () => {
    expect(atomicAmount('12.5', 6)).toBe(12_500_000n)
    expect(atomicAmount('5', 18)).toBe(5n * 10n ** 18n)
    expect(atomicAmount('0.000001', 6)).toBe(1n)
    expect(atomicAmount('0.0000001', 6)).toBe('The asset has 6 decimals: the amount has 7')
    expect(atomicAmount('0', 6)).toBe('The amount must be more than 0')
    expect(atomicAmount('-1', 6)).toMatch(/^Expected a positive decimal amount/)
    expect(atomicAmount('1e3', 6)).toMatch(/^Expected a positive decimal amount/)
  })
})
