import { describe, expect, it } from 'vitest'
import { formatFiat, ONE, parseFiat, parseRatio, ratioOfNumber } from './money.ts'
import { quoteAmounts, totalForPurchase } from './quoteMath.ts'

const GWEI = 10n ** 9n
const usdc = { tokenUsd: ONE, tokenDecimals: 6 }
const base = {
  feeBasisPoints: 150n,
  networkFeeWei: 2n * GWEI * 21_000n,
  nativeDecimals: 18,
  nativeUsd: { num: 3_000n, den: 1n },
  usdPerUnit: ONE,
  ...usdc,
}

describe('fiat amounts', () => {
  it('parse to cents and format back with 2 decimals', () => {
    expect(parseFiat('50')).toBe(5_000n)
    expect(parseFiat('50.5')).toBe(5_050n)
    expect(parseFiat(' 7500.00 ')).toBe(750_000n)
    expect(parseFiat('0')).toBe(0n)
    for (const bad of ['', '-5', '5.001', 'abc', '1e3', '5,00', '.5']) expect(parseFiat(bad)).toBeUndefined()
    expect(formatFiat(5_050n)).toBe('50.50')
    expect(formatFiat(7n)).toBe('0.07')
  })

  it('read rates and float prices as exact ratios', () => {
    expect(parseRatio('1.08')).toEqual({ num: 108n, den: 100n })
    const price = ratioOfNumber(3_000.123456789)
    expect(Number(price.num) / Number(price.den)).toBeCloseTo(3_000.123456789, 9)
    expect(ratioOfNumber(1e-7)).toEqual({ num: 100_000_000_000_000n, den: 10n ** 21n })
  })
})

describe('quoteAmounts', () => {
  it('takes the provider fee (within 1-2%), the network fee at the gas price, and buys with the rest', () => {
    const quote = quoteAmounts({ ...base, totalCents: 5_000n })
    // 1.5% of 50.00
    expect(quote.providerFeeCents).toBe(75n)
    // 2 gwei x 21,000 gas = 0.000042 ETH x 3,000 USD = 0.126 USD, rounded up to the cent.
    expect(quote.networkFeeCents).toBe(13n)
    expect(quote.subtotalCents).toBe(5_000n - 75n - 13n)
    expect(quote.purchaseAmount).toBe(49_120_000n)
    for (const cents of [1_000n, 5_000n, 123_456n, 750_000n]) {
      const { providerFeeCents } = quoteAmounts({ ...base, totalCents: cents })
      expect(Number(providerFeeCents) / Number(cents)).toBeGreaterThanOrEqual(0.01)
      expect(Number(providerFeeCents) / Number(cents)).toBeLessThanOrEqual(0.02)
    }
  })

  it('follows the gas price: twice the price, twice the network fee', () => {
    const at = (gwei: bigint) =>
      quoteAmounts({ ...base, networkFeeWei: gwei * GWEI * 51_000n, totalCents: 10_000n })
    expect(at(10n).networkFeeCents).toBe(153n)
    expect(at(20n).networkFeeCents).toBe(306n)
    expect(at(20n).purchaseAmount).toBeLessThan(at(10n).purchaseAmount)
  })

  it('converts EUR through the rate and prices ETH from its USD price, rounding tokens down', () => {
    const eur = quoteAmounts({ ...base, usdPerUnit: parseRatio('1.08'), totalCents: 10_000n })
    // 0.126 USD = 0.1166… EUR -> 0.12; 98.38 EUR = 106.2504 USD
    expect(eur.networkFeeCents).toBe(12n)
    expect(eur.subtotalCents).toBe(10_000n - 150n - 12n)
    expect(eur.purchaseAmount).toBe(106_250_400n)
    const eth = quoteAmounts({
      ...base,
      tokenUsd: { num: 3_000n, den: 1n },
      tokenDecimals: 18,
      totalCents: 10_000n,
    })
    // 98.37 USD / 3,000 = 0.03279 ETH exactly
    expect(eth.purchaseAmount).toBe(32_790_000_000_000_000n)
    // 9.72 USD / 7 USD = 1.388571428…
    const odd = quoteAmounts({ ...base, tokenUsd: { num: 7n, den: 1n }, totalCents: 1_000n })
    expect(odd.purchaseAmount).toBe(1_388_571n)
  })

  it('prices a wanted token amount backwards to at least that many tokens', () => {
    const total = totalForPurchase({ ...base, purchaseAmount: 100_000_000n })
    expect(quoteAmounts({ ...base, totalCents: total }).purchaseAmount).toBeGreaterThanOrEqual(100_000_000n)
    // At most a cent or two above what is needed (one spare cent covers the fee's rounding).
    expect(quoteAmounts({ ...base, totalCents: total - 3n }).purchaseAmount).toBeLessThan(100_000_000n)
  })
})
