import type { SwapTokenInfo } from '@airlock/protocol/cloud-api'
import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../account/store.ts'
import type { SwapToken } from './store.ts'
import { findSwapToken, isNativeSwapToken, searchSwapTokens, withBalances } from './tokens.ts'

const CHAIN = 'eip155:31337'
const USDC = '0xaB4951C6D0C948716A4B2072a0652DD69AbD5B1E'
const info = (symbol: string, address: string, decimals = 18): SwapTokenInfo => ({
  name: symbol === 'ETH' ? 'Ether' : `${symbol} token`,
  symbol,
  address: `${CHAIN}:${address}`,
  decimals,
  logoUri: '',
  eip2612: false,
})
const tokens = [
  info('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'),
  info('USDC', USDC, 6),
  info('DAI', '0x077342bc51ee03Ec099D42a2720E418E855Cfc84'),
]
const balance = (symbol: string, numeric: string, price: number, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: CHAIN,
  ...(address ? { address } : {}),
  price,
  quantity: { numeric, decimals: '18' },
  iconUrl: '',
})

describe('withBalances', () => {
  it('joins held balances (the native one has no address) and fills prices from the price call', () => {
    const joined = withBalances(
      tokens,
      CHAIN,
      [balance('ETH', '1.5', 3000), balance('USDC', '20', 1, `${CHAIN}:${USDC.toLowerCase()}`)],
      new Map([[`0x077342bc51ee03ec099d42a2720e418e855cfc84`, 1.001]]),
    )
    expect(joined.map((t) => [t.symbol, t.balance, t.price])).toEqual([
      ['ETH', '1.5', 3000],
      ['USDC', '20', 1],
      ['DAI', '0', 1.001],
    ])
  })
  it('ignores balances of another chain', () => {
    const joined = withBalances(
      tokens,
      CHAIN,
      [{ ...balance('ETH', '9', 1), chainId: 'eip155:1' }],
      new Map(),
    )
    expect(joined[0]?.balance).toBe('0')
  })
})

describe('findSwapToken', () => {
  it('finds by symbol in any case, by CAIP-10 id and by plain address', () => {
    expect(findSwapToken(tokens, 'usdc')?.symbol).toBe('USDC')
    expect(findSwapToken(tokens, `${CHAIN}:${USDC.toLowerCase()}`)?.symbol).toBe('USDC')
    expect(findSwapToken(tokens, USDC)?.symbol).toBe('USDC')
    expect(findSwapToken(tokens, 'eth')?.symbol).toBe('ETH')
    expect(findSwapToken(tokens, 'WBTC')).toBeUndefined()
    expect(findSwapToken(tokens, undefined)).toBeUndefined()
  })
  it('tells the native token by its conventional address', () => {
    expect(tokens.map(isNativeSwapToken)).toEqual([true, false, false])
  })
})

describe('searchSwapTokens', () => {
  const held: SwapToken[] = withBalances(
    tokens,
    CHAIN,
    [
      balance('DAI', '500', 1, `${CHAIN}:0x077342bc51ee03Ec099D42a2720E418E855Cfc84`),
      balance('ETH', '0.1', 3000),
    ],
    new Map(),
  )
  it('lists held tokens first, by value', () => {
    expect(searchSwapTokens(held, '').map((t) => t.symbol)).toEqual(['DAI', 'ETH', 'USDC'])
  })
  it('matches symbol or name, trimmed, any case', () => {
    expect(searchSwapTokens(held, '  ether ').map((t) => t.symbol)).toEqual(['ETH'])
    expect(searchSwapTokens(held, 'usd').map((t) => t.symbol)).toEqual(['USDC'])
    expect(searchSwapTokens(held, 'zzz')).toEqual([])
  })
})
