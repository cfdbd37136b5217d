import { devnetSwap } from '@airlock/devnet'
import { describe, expect, it } from 'vitest'
import { resolveCloudOptions } from '../options.ts'

const chain = (swap: unknown) => ({
  chains: [{ caipNetworkId: 'eip155:10', rpcUrl: 'http://127.0.0.1:8545', swap }],
})
const resolve = (swap: unknown) =>
  resolveCloudOptions(chain(swap) as Parameters<typeof resolveCloudOptions>[0])

describe('a chain’s swap option', () => {
  it('takes an on-chain AMM or an upstream aggregator', () => {
    expect(resolve(devnetSwap).chains[0]?.swap).toEqual(devnetSwap)
    expect(
      resolve({ upstream: { url: 'https://swap.example/api/', apiKey: 'k', headerName: 'Authorization' } })
        .chains[0]?.swap,
    ).toEqual({
      upstream: { url: 'https://swap.example/api', apiKey: 'k', headerName: 'Authorization' },
    })
    expect(resolve(undefined).chains[0]?.swap).toBeUndefined()
  })

  it('says which field is wrong', () => {
    expect(() => resolve({ ...devnetSwap, router: '0x12' })).toThrow(
      'Invalid cloud options: chains.0.swap.router: Expected an EVM address: 0x and 40 hex digits',
    )
    expect(() => resolve({ router: devnetSwap.router })).toThrow('chains.0.swap.factory: Required')
    expect(() => resolve({ upstream: { url: 'ftp://swap.example' } })).toThrow(
      'chains.0.swap.upstream.url: An upstream URL starts with http(s)://',
    )
    expect(() => resolve({ upstream: { url: 'https://swap.example', headerName: 'bad header' } })).toThrow(
      'chains.0.swap.upstream.headerName: Expected an HTTP header name',
    )
    // Both at once is neither.
    expect(() => resolve({ ...devnetSwap, upstream: { url: 'https://swap.example' } })).toThrow(
      /Unrecognized key/,
    )
  })
})
