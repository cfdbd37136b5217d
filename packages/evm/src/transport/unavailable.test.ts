import { UnavailableRpcUrlError } from '@airlock/core'
import {
  ExecutionRevertedError,
  HttpRequestError,
  InternalRpcError,
  RpcRequestError,
  TimeoutError,
  UserRejectedRequestError,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { isUnavailable, toUnavailableError } from './unavailable.ts'

const urls = ['http://gateway.test/v1/?chainId=eip155%3A1', 'http://own.test']
const body = { method: 'eth_getBalance' }

describe('isUnavailable', () => {
  it('is true when no endpoint answered or it answered with an HTTP error status', () => {
    expect(
      isUnavailable(new HttpRequestError({ body, url: 'http://own.test/', cause: new Error('refused') })),
    ).toBe(true)
    expect(isUnavailable(new HttpRequestError({ body, url: 'http://own.test/', status: 503 }))).toBe(true)
    expect(isUnavailable(new TimeoutError({ body, url: 'http://own.test/' }))).toBe(true)
    const refused = new RpcRequestError({
      body,
      error: { code: -32603, message: 'upstream down' },
      status: 502,
      url: 'http://own.test/',
    })
    expect(isUnavailable(new InternalRpcError(refused))).toBe(true)
  })

  it('is false when a node answered with its own JSON-RPC error, and for anything else', () => {
    const answered = new RpcRequestError({
      body,
      error: { code: -32603, message: 'execution reverted' },
      url: 'http://own.test/',
    })
    expect(isUnavailable(new InternalRpcError(answered))).toBe(false)
    expect(isUnavailable(new ExecutionRevertedError())).toBe(false)
    expect(isUnavailable(new UserRejectedRequestError(new Error('no')))).toBe(false)
    expect(isUnavailable(new Error('plain'))).toBe(false)
  })
})

describe('toUnavailableError', () => {
  it('names the chain and the configured url that failed last, keeping the cause', () => {
    // viem reports urls normalised (a trailing slash added); the message shows the configured one.
    const cause = new HttpRequestError({ body, url: 'http://own.test/', status: 503 })
    const error = toUnavailableError(cause, 'Ethereum', urls) as UnavailableRpcUrlError
    expect(error).toBeInstanceOf(UnavailableRpcUrlError)
    expect(error.shortMessage).toBe('Unavailable Ethereum RPC url at http://own.test')
    expect(error.urls).toEqual(urls)
    expect(error.cause).toBe(cause)
  })

  it('leaves other errors as they are', () => {
    const reverted = new ExecutionRevertedError()
    expect(toUnavailableError(reverted, 'Ethereum', urls)).toBe(reverted)
  })
})
