import { BaseError, RpcRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { ProviderRpcError, toProviderError } from './errors.ts'

describe('toProviderError', () => {
  it('keeps the innermost JSON-RPC code and one line of message', () => {
    const inner = new RpcRequestError({
      body: {},
      url: 'http://x',
      error: { code: -32507, message: 'AA24 signature error' },
    })
    const outer = new BaseError('Sending the user operation failed.', { cause: inner })
    const error = toProviderError(outer)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error.code).toBe(-32507)
    expect(error.message).toContain('AA24 signature error')
    expect(error.message).not.toContain('\n')
  })

  it('keeps a ProviderRpcError and defaults to -32603', () => {
    const known = new ProviderRpcError(4001, 'no')
    expect(toProviderError(known)).toBe(known)
    expect(toProviderError(new Error('boom'))).toMatchObject({ code: -32603, message: 'boom' })
    expect(toProviderError(Object.assign(new Error('x'), { code: 5 }))).toMatchObject({ code: 5 })
  })
})
