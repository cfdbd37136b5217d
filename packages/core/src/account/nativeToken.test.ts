import { describe, expect, it } from 'vitest'
import { isNativeOf, withNativeQuantity } from './nativeToken.ts'
import type { TokenBalance } from './store.ts'

const row = (symbol: string, numeric: string, address?: `eip155:31337:0x${string}`): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  ...(address && { address }),
  price: 2,
  value: Number(numeric) * 2,
  quantity: { numeric, decimals: '18' },
  iconUrl: '',
})

describe('the native row of a token list', () => {
  it('is the row of the network without a token address', () => {
    expect(isNativeOf(row('ETH', '1'), 'eip155:31337')).toBe(true)
    expect(isNativeOf(row('ETH', '1'), 'eip155:1')).toBe(false)
    expect(isNativeOf(row('USDC', '1', 'eip155:31337:0xa0'), 'eip155:31337')).toBe(false)
  })

  it('takes the account’s native balance, its value following its price', () => {
    const usdc = row('USDC', '5', 'eip155:31337:0xa0')
    const tokens = withNativeQuantity([usdc, row('ETH', '1')], 'eip155:31337', '2.5')
    expect(tokens[0]).toBe(usdc)
    expect(tokens[1]).toMatchObject({ quantity: { numeric: '2.5', decimals: '18' }, value: 5 })
  })

  it('is the same list when nothing changes or there is no native row', () => {
    const same = [row('ETH', '1')]
    expect(withNativeQuantity(same, 'eip155:31337', '1')).toBe(same)
    const tokensOnly = [row('USDC', '5', 'eip155:31337:0xa0')]
    expect(withNativeQuantity(tokensOnly, 'eip155:31337', '3')).toBe(tokensOnly)
  })
})
