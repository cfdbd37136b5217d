import { NoRpcUrlError } from '@airlock/core'
import { afterEach, describe, expect, it } from 'vitest'
import { BALANCE, startRpcServer } from '../test/rpcServer.ts'
import { publicClientFor } from './client.ts'

const address = (i: number) => `0x${i.toString(16).padStart(40, '0')}` as const
let close: (() => Promise<void>) | undefined
afterEach(async () => close?.())

describe('publicClientFor', () => {
  it('gives one client per network, so separate reads share a batch', async () => {
    const node = await startRpcServer()
    close = node.close
    const network = { name: 'Devnet', rpcUrls: { default: { http: [node.url] } } }
    expect(publicClientFor(network)).toBe(publicClientFor(network))
    const balances = await Promise.all([
      publicClientFor(network).getBalance({ address: address(1) }),
      publicClientFor(network).getBalance({ address: address(2) }),
    ])
    expect(balances).toEqual([BALANCE, BALANCE])
    expect(node.requests).toHaveLength(1)
  })

  it('throws No RPC url provided for a network without one', () => {
    expect(() => publicClientFor({ name: 'Devnet', rpcUrls: { default: { http: [] } } })).toThrow(
      NoRpcUrlError,
    )
  })
})
