import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { candidatePaths, type PoolPair } from './path.ts'

const token = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address
const [weth, usdc, dai, wbtc, lonely] = [1, 2, 3, 4, 5].map(token) as [
  Address,
  Address,
  Address,
  Address,
  Address,
]
const pair = (a: Address, b: Address, n: number): PoolPair => ({
  address: token(100 + n),
  token0: a,
  token1: b,
})

describe('candidatePaths', () => {
  // The devnet's pools, plus a WBTC/USDC and a WBTC/DAI pair for the "other intermediate" tier.
  const pools = [pair(weth, usdc, 1), pair(dai, usdc, 2), pair(wbtc, usdc, 3), pair(dai, wbtc, 4)]

  it('trades directly when the two tokens share a pair, in either order', () => {
    expect(candidatePaths(pools, weth, usdc, weth)).toEqual([[[weth, usdc]]])
    expect(candidatePaths(pools, usdc, weth, weth)).toEqual([[[usdc, weth]]])
  })

  it('routes through the wrapped native token first, then through any shared partner', () => {
    const withWethDai = [...pools, pair(weth, wbtc, 5)]
    expect(candidatePaths(withWethDai, wbtc, weth, weth)).toEqual([[[wbtc, weth]]])
    // DAI and ETH share no pair and DAI has no WETH pair: through USDC (or WBTC, which pairs with neither).
    expect(candidatePaths(pools, dai, weth, weth)).toEqual([[[dai, usdc, weth]]])
    expect(candidatePaths(pools, weth, dai, weth)).toEqual([[[weth, usdc, dai]]])
    const hub = [pair(wbtc, weth, 6), pair(weth, lonely, 7), pair(wbtc, usdc, 8), pair(usdc, lonely, 9)]
    expect(candidatePaths(hub, wbtc, lonely, weth)).toEqual([[[wbtc, weth, lonely]], [[wbtc, usdc, lonely]]])
  })

  it('finds nothing for a token no pool connects', () => {
    expect(candidatePaths(pools, lonely, usdc, weth)).toEqual([])
  })
})
