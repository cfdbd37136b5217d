import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amountOut, amountsOut, feePercent, minimumOut, priceImpactPercent } from './math.ts'

const slippage = (text: string) => {
  const [whole, fraction = ''] = text.split('.')
  return { text, units: BigInt(`${whole}${fraction}`), scale: 10n ** BigInt(fraction.length) }
}

describe('the router’s arithmetic', () => {
  it('pays what getAmountOut pays: 0.3% kept, rounded down', () => {
    // 1 ETH into 100 ETH : 300,000 USDC: 997 * 300000e6 / (100000 + 997) per the router's formula.
    const hop = { reserveIn: 100n * 10n ** 18n, reserveOut: 300_000n * 10n ** 6n }
    expect(amountOut(10n ** 18n, hop)).toBe(
      (997n * 10n ** 18n * hop.reserveOut) / (hop.reserveIn * 1000n + 997n * 10n ** 18n),
    )
    expect(amountOut(10n ** 18n, hop)).toBe(2_961_474_103n)
    // Too little in for one unit out.
    expect(amountOut(1n, hop)).toBe(0n)
  })

  it('chains hops, each paying into the next', () => {
    const hops = [
      { reserveIn: 500_000n * 10n ** 18n, reserveOut: 500_000n * 10n ** 6n },
      { reserveIn: 300_000n * 10n ** 6n, reserveOut: 100n * 10n ** 18n },
    ]
    const amounts = amountsOut(1_000n * 10n ** 18n, hops)
    expect(amounts).toHaveLength(3)
    expect(amounts[1]).toBe(amountOut(amounts[0]!, hops[0]!))
    expect(amounts[2]).toBe(amountOut(amounts[1]!, hops[1]!))
  })

  it('reports the fee over the path and the price impact without it', () => {
    expect(feePercent(1)).toBe(0.3)
    expect(feePercent(2)).toBe(0.5991)
    // A tiny trade moves nothing: only the rounding down is left, far below a thousandth of a percent.
    const deep = { reserveIn: 10n ** 30n, reserveOut: 10n ** 30n }
    expect(priceImpactPercent(10n ** 18n, amountOut(10n ** 18n, deep), [deep])).toBeLessThan(0.001)
    // A trade the size of the pool: out = 997/1997 of the reserve, the fee-free-of-impact ideal is 0.997 of it.
    const pool = { reserveIn: 1_000_000n, reserveOut: 1_000_000n }
    const out = amountOut(1_000_000n, pool)
    expect(priceImpactPercent(1_000_000n, out, [pool])).toBeCloseTo((1 - 1000 / 1997) * 100, 3)
  })

  it('takes slippage off the expected output, rounded down, never above it', () => {
    expect(minimumOut(1_000_000n, slippage('1'))).toBe(990_000n)
    expect(minimumOut(1_000_000n, slippage('0.5'))).toBe(995_000n)
    expect(minimumOut(1_000_001n, slippage('0.33'))).toBe(996_700n)
    expect(minimumOut(123n, slippage('0'))).toBe(123n)
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 200n }),
        fc.integer({ min: 0, max: 4999 }),
        (expected, bps) => {
          const min = minimumOut(expected, slippage((bps / 100).toString()))
          return (
            min <= expected &&
            min * 10_000n <= expected * BigInt(10_000 - bps) &&
            (min + 1n) * 10_000n > expected * BigInt(10_000 - bps)
          )
        },
      ),
    )
  })
})
