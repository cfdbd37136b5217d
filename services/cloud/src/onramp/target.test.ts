import { ETH_CURRENCY_ID, USDC_CURRENCY_ID } from '@airlock/protocol/cloud-api'
import { describe, expect, it } from 'vitest'
import { buildCatalog } from './catalog.ts'
import { caipChainId, resolveTarget } from './target.ts'

const USDC = '0xaB4951C6D0C948716A4B2072a0652DD69AbD5B1E'
const catalog = buildCatalog(
  [
    { caipNetworkId: 'eip155:1' },
    {
      caipNetworkId: 'eip155:31337',
      onramp: { network: 'airlock-devnet', displayName: 'Airlock Devnet', tokens: { USDC } },
    },
    {
      caipNetworkId: 'eip155:1337',
      nativeCurrency: { name: 'Test', symbol: 'TST', decimals: 18 },
      onramp: { network: 'mirror', displayName: 'Mirror', tokens: { USDC } },
    },
  ],
  ['EUR'],
)

describe('buildCatalog', () => {
  it('keeps the spec’s USD Coin networks first and adds each onramp chain’s native coin and tokens', () => {
    expect(
      catalog.purchaseCurrencies.map(({ id, symbol, networks }) => [id, symbol, networks.map((n) => n.name)]),
    ).toEqual([
      [USDC_CURRENCY_ID, 'USDC', ['ethereum-mainnet', 'polygon-mainnet', 'airlock-devnet', 'mirror']],
      [ETH_CURRENCY_ID, 'ETH', ['airlock-devnet']],
      ['tst', 'TST', ['mirror']],
    ])
    expect(catalog.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(catalog.targets).toHaveLength(4)
  })
})

describe('resolveTarget', () => {
  it('picks the chain asked for by id, slug or symbol, else the first that delivers the currency', () => {
    const at = (query: Parameters<typeof resolveTarget>[1]) => {
      const target = resolveTarget(catalog, query)
      return `${target.symbol}@${target.chainId}`
    }
    expect(at({ currency: USDC_CURRENCY_ID, network: 'USDC' })).toBe('USDC@eip155:31337')
    expect(at({ currency: 'usdc', network: 'mirror' })).toBe('USDC@eip155:1337')
    expect(at({ currency: 'USDC', chainId: '1337' })).toBe('USDC@eip155:1337')
    expect(at({ currency: 'ETH', chainId: 'eip155:31337' })).toBe('ETH@eip155:31337')
    expect(() => at({ currency: 'USDC', chainId: 'eip155:1' })).toThrow(
      'USDC on eip155:1 is not delivered by this cloud (it delivers on eip155:31337, eip155:1337)',
    )
    expect(() => at({ currency: 'ETH', chainId: '1337' })).toThrow('Unknown network eip155:1337 for ETH')
    expect(() => at({ currency: 'BTC' })).toThrow(/^Unknown purchase currency BTC/)
  })

  it('reads decimal and CAIP-2 chain ids', () => {
    expect(caipChainId('31337')).toBe('eip155:31337')
    expect(caipChainId('eip155:8453')).toBe('eip155:8453')
    expect(caipChainId('chain one')).toBeUndefined()
  })
})
