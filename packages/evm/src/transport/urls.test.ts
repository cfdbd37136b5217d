import { defineNetwork, NoRpcUrlError } from '@airlock/core'
import { withRpcUrl } from '@airlock/core/internal'
import { describe, expect, it } from 'vitest'
import { rpcUrlsOf } from './urls.ts'

const devnet = defineNetwork({
  id: 31337,
  name: 'Devnet',
  network: 'devnet',
  testnet: true,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545', 'http://127.0.0.1:8546'] } },
})

describe('rpcUrlsOf', () => {
  it('puts the cloud gateway first, then the network’s own endpoints in order', () => {
    const gateway = 'http://cloud.test/v1/?chainId=eip155%3A31337&projectId=p1'
    expect(rpcUrlsOf(withRpcUrl(devnet, gateway))).toEqual([
      gateway,
      'http://127.0.0.1:8545',
      'http://127.0.0.1:8546',
    ])
  })

  it('uses the network’s own endpoints when there is no gateway', () => {
    expect(rpcUrlsOf(devnet)).toEqual(['http://127.0.0.1:8545', 'http://127.0.0.1:8546'])
  })

  it('reads through the gateway alone when the network’s chainDefault is empty (no public fallback)', () => {
    const gatewayOnly = defineNetwork({
      ...devnet,
      rpcUrls: { default: devnet.rpcUrls.default, chainDefault: { http: [] } },
    })
    const gateway = 'http://cloud.test/v1/?chainId=eip155%3A31337&projectId=p1'
    expect(rpcUrlsOf(withRpcUrl(gatewayOnly, gateway))).toEqual([gateway])
  })

  it('lists each url once', () => {
    const network = {
      name: 'Devnet',
      rpcUrls: {
        default: { http: ['http://a.test', 'http://b.test', 'http://a.test'] },
        chainDefault: { http: ['http://b.test', 'http://c.test'] },
      },
    }
    expect(rpcUrlsOf(network)).toEqual(['http://a.test', 'http://b.test', 'http://c.test'])
  })

  it('throws No RPC url provided when there is none', () => {
    const network = { name: 'Devnet', rpcUrls: { default: { http: [] } } }
    expect(() => rpcUrlsOf(network)).toThrow(NoRpcUrlError)
    expect(() => rpcUrlsOf(network)).toThrow(expect.objectContaining({ shortMessage: 'No RPC url provided' }))
  })
})
