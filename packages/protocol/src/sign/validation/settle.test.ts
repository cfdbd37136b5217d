import { describe, expect, it } from 'vitest'
import { ProtocolError } from '../errors.ts'
import { METADATA, NOW_MS, NOW_S } from '../validation.fixtures.ts'
import { validateSessionSettleRequest } from './settle.ts'
import { settleParams, thrown } from './validators.fixtures.ts'

describe('validateSessionSettleRequest', () => {
  const ctx = { nowMs: NOW_MS }

  it('returns valid settle params', () => {
    const params = settleParams()
    expect(validateSessionSettleRequest(params, ctx)).toBe(params)
  })

  const settleError = (params: unknown, inner: { code: number; message: string }) => {
    const error = thrown(() => validateSessionSettleRequest(params, ctx))
    expect(error.code).toBe(1005)
    expect(error.key).toBe('INVALID_SESSION_SETTLE_REQUEST')
    expect(error.message).toBe(`Invalid session settle request. ${inner.message}`)
    expect(error.cause).toBeInstanceOf(ProtocolError)
    expect((error.cause as ProtocolError).toJsonRpcError()).toEqual(inner)
  }

  it('1005 with the official check as cause', () => {
    settleError(undefined, {
      code: 5,
      message: 'Missing or invalid. onSessionSettleRequest() params: undefined',
    })
    settleError(
      { ...settleParams(), relay: {} },
      { code: 5, message: 'Missing or invalid. onSessionSettleRequest() relay protocol should be a string' },
    )
    settleError(
      { ...settleParams(), controller: { metadata: METADATA } },
      {
        code: 5,
        message: 'Missing or invalid. onSessionSettleRequest() controller public key should be a string',
      },
    )
    settleError(
      { ...settleParams(), namespaces: { eip155: { accounts: 'x', methods: [], events: [] } } },
      {
        code: 5103,
        message:
          'Unsupported accounts. onSessionSettleRequest() namespace, accounts should be an array of strings conforming to "namespace:chainId:address" format',
      },
    )
    settleError(
      { ...settleParams(), expiry: NOW_S },
      { code: 6, message: 'Expired. onSessionSettleRequest()' },
    )
    settleError(
      { ...settleParams(), expiry: undefined },
      { code: 5, message: 'Missing or invalid. onSessionSettleRequest() expiry: undefined' },
    )
  })
})
