import * as official from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  errorKeyOfCode,
  INTERNAL_ERRORS,
  internalError,
  isProtocolError,
  jsonString,
  ProtocolError,
  parseJsonRpcErrorTolerant,
  SDK_ERRORS,
  sdkError,
  templateString,
  UNKNOWN_ERROR_CODE,
} from './errors.ts'

describe('error tables', () => {
  it('are the official tables, code for code and word for word', () => {
    expect(SDK_ERRORS).toEqual(official.SDK_ERRORS)
    expect(INTERNAL_ERRORS).toEqual(official.INTERNAL_ERRORS)
  })

  it('hold the official client’s codes', () => {
    expect(
      Object.values(SDK_ERRORS)
        .map(({ code }) => code)
        .sort((a, b) => a - b),
    ).toEqual([
      1001, 1002, 1003, 1004, 1005, 3001, 3002, 3003, 3004, 5000, 5001, 5002, 5003, 5100, 5101, 5102, 5103,
      5104, 6000, 7000, 10001,
    ])
    expect(Object.values(INTERNAL_ERRORS).map(({ code }) => code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(sdkError('USER_DISCONNECTED')).toEqual({ code: 6000, message: 'User disconnected.' })
    expect(sdkError('WC_METHOD_UNSUPPORTED')).toEqual({ code: 10001, message: 'Unsupported wc_ method.' })
  })

  it('maps codes back to keys', () => {
    expect(errorKeyOfCode(5000)).toBe('USER_REJECTED')
    expect(errorKeyOfCode(9)).toBe('NON_CONFORMING_NAMESPACES')
    expect(errorKeyOfCode(-32000)).toBeUndefined()
  })
})

describe('sdkError / internalError', () => {
  it('append the context after one space, like getSdkError/getInternalError', () => {
    expect(internalError('MISSING_OR_INVALID', 'connect() params: undefined')).toEqual({
      code: 5,
      message: 'Missing or invalid. connect() params: undefined',
    })
    expect(sdkError('UNSUPPORTED_CHAINS', 42)).toEqual({ code: 5100, message: 'Unsupported chains. 42' })
    expect(internalError('EXPIRED')).toEqual({ code: 6, message: 'Expired.' })
  })

  it('skip a falsy context, as upstream does', () => {
    expect(internalError('EXPIRED', '')).toEqual({ code: 6, message: 'Expired.' })
    expect(sdkError('USER_REJECTED', 0)).toEqual({ code: 5000, message: 'User rejected.' })
  })

  it('agree with the official functions for every key and context', () => {
    const contexts = fc.oneof(fc.string(), fc.integer(), fc.constant(undefined))
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(SDK_ERRORS) as (keyof typeof SDK_ERRORS)[])),
        contexts,
        (key, ctx) => {
          expect(sdkError(key, ctx)).toEqual(official.getSdkError(key, ctx))
        },
      ),
    )
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(INTERNAL_ERRORS) as (keyof typeof INTERNAL_ERRORS)[])),
        contexts,
        (key, ctx) => {
          expect(internalError(key, ctx)).toEqual(official.getInternalError(key, ctx))
        },
      ),
    )
  })
})

describe('ProtocolError', () => {
  it('carries code, key and message', () => {
    const error = ProtocolError.sdk('UNAUTHORIZED_UPDATE_REQUEST')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ProtocolError')
    expect(error.code).toBe(3003)
    expect(error.key).toBe('UNAUTHORIZED_UPDATE_REQUEST')
    expect(error.message).toBe('Unauthorized update request.')
    expect(error.toJsonRpcError()).toEqual({ code: 3003, message: 'Unauthorized update request.' })
    expect(isProtocolError(error)).toBe(true)
    expect(isProtocolError(new Error('x'))).toBe(false)
  })

  it('wraps any {code, message}, keeping data and cause', () => {
    const cause = new Error('inner')
    const error = new ProtocolError(
      { code: 4001, message: 'User rejected the request.', data: { x: 1 } },
      { cause },
    )
    expect(error.key).toBeUndefined()
    expect(error.cause).toBe(cause)
    expect(error.toJsonRpcError()).toEqual({
      code: 4001,
      message: 'User rejected the request.',
      data: { x: 1 },
    })
    expect(ProtocolError.internal('EXPIRED', 'session topic: t').toJsonRpcError()).toEqual({
      code: 6,
      message: 'Expired. session topic: t',
    })
  })
})

describe('parseJsonRpcErrorTolerant', () => {
  it('keeps a well-formed error', () => {
    expect(parseJsonRpcErrorTolerant({ code: 5000, message: 'User rejected.' })).toEqual({
      code: 5000,
      message: 'User rejected.',
    })
    expect(parseJsonRpcErrorTolerant({ code: 1, message: 'x', data: 'd' })).toEqual({
      code: 1,
      message: 'x',
      data: 'd',
    })
  })

  it('turns {} (a serialised Error) into a usable error', () => {
    expect(parseJsonRpcErrorTolerant({})).toEqual({ code: UNKNOWN_ERROR_CODE, message: 'Unknown error' })
  })

  it('fills a missing message from the table and a missing code with -32000', () => {
    expect(parseJsonRpcErrorTolerant({ code: 6000 })).toEqual({ code: 6000, message: 'User disconnected.' })
    expect(parseJsonRpcErrorTolerant({ code: 42, message: '  ' })).toEqual({
      code: 42,
      message: 'Unknown error',
    })
    expect(parseJsonRpcErrorTolerant({ message: 'boom' })).toEqual({ code: -32000, message: 'boom' })
    expect(parseJsonRpcErrorTolerant({ code: '5000', message: 'x' })).toEqual({ code: 5000, message: 'x' })
    expect(parseJsonRpcErrorTolerant({ code: Number.NaN, message: 'x' })).toEqual({
      code: -32000,
      message: 'x',
    })
  })

  it('accepts a bare string, a ProtocolError, and garbage', () => {
    expect(parseJsonRpcErrorTolerant('nope')).toEqual({ code: -32000, message: 'nope' })
    expect(parseJsonRpcErrorTolerant(ProtocolError.sdk('USER_REJECTED'))).toEqual({
      code: 5000,
      message: 'User rejected.',
    })
    for (const value of [undefined, null, 5, true, [], '']) {
      expect(parseJsonRpcErrorTolerant(value)).toEqual({ code: -32000, message: 'Unknown error' })
    }
  })

  it('never throws and always gives a finite code and a non-blank message', () => {
    const getter = Object.defineProperty({}, 'code', {
      get() {
        throw new Error('boom')
      },
    })
    expect(parseJsonRpcErrorTolerant(getter)).toEqual({ code: -32000, message: 'Unknown error' })
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything({ withNullPrototype: true, withBigInt: true, withBoxedValues: true, withMap: true }),
          fc.record(
            { code: fc.anything(), message: fc.anything(), data: fc.anything() },
            { requiredKeys: [] },
          ),
        ),
        (value) => {
          const parsed = parseJsonRpcErrorTolerant(value)
          expect(Number.isFinite(parsed.code)).toBe(true)
          expect(typeof parsed.message).toBe('string')
          expect(parsed.message.trim()).not.toBe('')
        },
      ),
    )
  })
})

describe('message formatting helpers', () => {
  it('format like a template literal / JSON.stringify, without throwing', () => {
    expect(templateString(undefined)).toBe('undefined')
    expect(templateString({})).toBe('[object Object]')
    expect(templateString([1, 'a'])).toBe('1,a')
    expect(templateString(Symbol('s'))).toBe('Symbol(s)')
    expect(templateString(Object.create(null))).toBe('[object Object]')
    expect(jsonString(undefined)).toBe('undefined')
    expect(jsonString({ a: 1 })).toBe('{"a":1}')
    expect(jsonString(10n)).toBe('10')
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(jsonString(cyclic)).toBe('[object Object]')
  })
})
