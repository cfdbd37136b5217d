import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base.ts'
import { ErrorMessages } from '../errors.ts'
import { UnavailableRpcUrlError } from './unavailableRpcUrl.ts'

describe('UnavailableRpcUrlError', () => {
  it('says which chain and url failed and keeps the cause chain', () => {
    const root = new Error('connect ECONNREFUSED 127.0.0.1:1')
    const cause = new Error('HTTP request failed.', { cause: root })
    const error = new UnavailableRpcUrlError({
      chain: 'Ethereum',
      url: 'https://own.example/rpc',
      urls: ['https://gateway.example/v1/?chainId=eip155:1', 'https://own.example/rpc'],
      cause,
    })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('UnavailableRpcUrlError')
    expect(error.shortMessage).toBe('Unavailable Ethereum RPC url at https://own.example/rpc')
    expect(error.shortMessage).toBe(ErrorMessages.UNAVAILABLE_RPC_URL('Ethereum', 'https://own.example/rpc'))
    expect(error.chain).toBe('Ethereum')
    expect(error.url).toBe('https://own.example/rpc')
    expect(error.cause).toBe(cause)
    expect(error.walk()).toBe(root)
    expect(error.message).toContain('https://gateway.example/v1/?chainId=eip155:1')
    expect(error.details).toBe('HTTP request failed.')
  })

  it('lists the one url when only one was tried', () => {
    const error = new UnavailableRpcUrlError({ chain: 'Devnet', url: 'http://127.0.0.1:8545' })
    expect(error.urls).toEqual(['http://127.0.0.1:8545'])
  })
})
