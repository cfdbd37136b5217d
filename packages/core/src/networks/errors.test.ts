import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base.ts'
import { ErrorMessages } from '../errors.ts'
import { defineNetwork } from './define.ts'
import { NoRpcUrlError } from './errors.ts'

describe('NoRpcUrlError', () => {
  it('is the catalogue message, with the chain when known', () => {
    const error = new NoRpcUrlError('Devnet')
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('NoRpcUrlError')
    expect(error.shortMessage).toBe('No RPC url provided')
    expect(error.shortMessage).toBe(ErrorMessages.NO_RPC_URL)
    expect(error.chain).toBe('Devnet')
    expect(new NoRpcUrlError().metaMessages).toEqual([])
  })

  it('is what defineNetwork throws for a network without an RPC url', () => {
    const define = () =>
      defineNetwork({
        id: 1,
        name: 'Nowhere',
        network: 'nowhere',
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [] } },
        testnet: false,
      })
    expect(define).toThrow(NoRpcUrlError)
    expect(define).toThrow(expect.objectContaining({ shortMessage: 'No RPC url provided', chain: 'Nowhere' }))
  })
})
