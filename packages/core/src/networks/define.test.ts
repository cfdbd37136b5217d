import { describe, expect, it } from 'vitest'
import { defineNetwork, type NetworkInput, withRpcUrl } from './define.ts'

function input(overrides: Partial<NetworkInput> = {}): NetworkInput {
  return {
    id: 1,
    name: 'Ethereum',
    network: 'mainnet',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://eth.example'], webSocket: ['wss://eth.example'] } },
    blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
    testnet: false,
    assets: { imageId: 'ethereum' },
    ...overrides,
  }
}

describe('defineNetwork', () => {
  it('fills the CAIP-2 id from namespace and id', () => {
    expect(defineNetwork(input()).caipNetworkId).toBe('eip155:1')
    expect(
      defineNetwork(
        input({ chainNamespace: 'bip122', id: '000000000019d6689c085ae165831e93', name: 'Bitcoin' }),
      ).caipNetworkId,
    ).toBe('bip122:000000000019d6689c085ae165831e93')
  })

  it('freezes the network and everything inside it', () => {
    const network = defineNetwork(input())
    expect(Object.isFrozen(network)).toBe(true)
    expect(Object.isFrozen(network.nativeCurrency)).toBe(true)
    expect(Object.isFrozen(network.rpcUrls)).toBe(true)
    expect(Object.isFrozen(network.rpcUrls.default)).toBe(true)
    expect(Object.isFrozen(network.rpcUrls.default.http)).toBe(true)
    expect(Object.isFrozen(network.rpcUrls.default.webSocket)).toBe(true)
    expect(Object.isFrozen(network.blockExplorers?.default)).toBe(true)
    expect(Object.isFrozen(network.assets)).toBe(true)
  })

  it('copies the input, so later changes to it do not leak into the network', () => {
    const raw = input()
    const network = defineNetwork(raw)
    ;(raw.rpcUrls.default.http as string[]).push('https://other.example')
    raw.nativeCurrency.symbol = 'XXX'
    expect(network.rpcUrls.default.http).toEqual(['https://eth.example'])
    expect(network.nativeCurrency.symbol).toBe('ETH')
    expect(Object.isFrozen(raw)).toBe(false)
  })

  it.each([
    ['a string id', { id: '1' }],
    ['a zero id', { id: 0 }],
    ['a fractional id', { id: 1.5 }],
  ])('rejects an eip155 network with %s', (_, overrides) => {
    expect(() => defineNetwork(input(overrides))).toThrow('Invalid CAIP-2 network id')
  })

  it('rejects an id that is not a CAIP-2 reference', () => {
    expect(() => defineNetwork(input({ chainNamespace: 'solana', id: 'not valid!' }))).toThrow(
      'Invalid CAIP-2 network id',
    )
  })

  it('rejects a deprecated id of another namespace or malformed', () => {
    expect(() => defineNetwork(input({ deprecatedCaipNetworkId: 'solana:abc' }))).toThrow(
      'Invalid CAIP-2 network id',
    )
    expect(() => defineNetwork(input({ deprecatedCaipNetworkId: 'eip155:' as 'eip155:1' }))).toThrow(
      'Invalid CAIP-2 network id',
    )
  })

  it('requires an http(s) RPC url and ws(s) socket urls', () => {
    expect(() => defineNetwork(input({ rpcUrls: { default: { http: [] } } }))).toThrow('No RPC url provided')
    expect(() => defineNetwork(input({ rpcUrls: { default: { http: ['ftp://eth.example'] } } }))).toThrow(
      'Invalid RPC url for Ethereum: ftp://eth.example',
    )
    expect(() => defineNetwork(input({ rpcUrls: { default: { http: ['https://'] } } }))).toThrow(
      'Invalid RPC url',
    )
    expect(() =>
      defineNetwork(
        input({
          rpcUrls: { default: { http: ['https://eth.example'], webSocket: ['https://eth.example'] } },
        }),
      ),
    ).toThrow('Invalid RPC url')
  })

  it('rejects native currency decimals that are not a whole number', () => {
    expect(() => defineNetwork(input({ nativeCurrency: { name: 'E', symbol: 'E', decimals: -1 } }))).toThrow(
      'Invalid native currency decimals',
    )
  })
})

describe('withRpcUrl', () => {
  it('points the default RPC at the given url and keeps the chain endpoints as chainDefault', () => {
    const network = defineNetwork(input())
    const routed = withRpcUrl(network, 'https://gateway.example/v1')
    expect(routed.rpcUrls.default).toEqual({ http: ['https://gateway.example/v1'] })
    expect(routed.rpcUrls.chainDefault).toEqual(network.rpcUrls.default)
    expect(routed.caipNetworkId).toBe('eip155:1')
  })

  it('keeps the original chain endpoints when applied twice', () => {
    const network = defineNetwork(input())
    const twice = withRpcUrl(withRpcUrl(network, 'https://a.example/v1'), 'https://b.example/v1')
    expect(twice.rpcUrls.default.http).toEqual(['https://b.example/v1'])
    expect(twice.rpcUrls.chainDefault).toEqual(network.rpcUrls.default)
  })

  it('returns a new frozen network and leaves the original untouched', () => {
    const network = defineNetwork(input())
    const routed = withRpcUrl(network, 'https://gateway.example/v1')
    expect(routed).not.toBe(network)
    expect(Object.isFrozen(routed)).toBe(true)
    expect(Object.isFrozen(routed.rpcUrls.default.http)).toBe(true)
    expect(network.rpcUrls.default.http).toEqual(['https://eth.example'])
    expect(network.rpcUrls.chainDefault).toBeUndefined()
  })

  it('rejects a url that is not http(s)', () => {
    expect(() => withRpcUrl(defineNetwork(input()), 'javascript:alert(1)')).toThrow('Invalid RPC url')
  })
})
