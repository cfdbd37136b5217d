import { describe, expect, it } from 'vitest'
import {
  newRequestId,
  parseAppMessage,
  parseFrameMessage,
  parseSocialResult,
  REQUEST_ID,
} from './messages.ts'

const id = 'a'.repeat(32)
const address = '0x1111111111111111111111111111111111111111'

describe('request ids', () => {
  it('are 32 hex digits and differ each time', () => {
    const first = newRequestId()
    expect(first).toMatch(REQUEST_ID)
    expect(newRequestId()).not.toBe(first)
  })
})

describe('parseAppMessage', () => {
  it('accepts a known event with an id and an object payload', () => {
    expect(parseAppMessage({ type: '@airlock-app/CONNECT_EMAIL', id, payload: { email: 'a@b.co' } })).toEqual(
      {
        event: 'CONNECT_EMAIL',
        id,
        payload: { email: 'a@b.co' },
      },
    )
    expect(parseAppMessage({ type: '@airlock-app/GET_USER', id })?.payload).toEqual({})
  })

  it.each([
    ['not an object', 'hello'],
    ['an unknown event', { type: '@airlock-app/STEAL_KEY', id, payload: {} }],
    ['the frame prefix', { type: '@airlock-frame/GET_USER', id, payload: {} }],
    ['a short id', { type: '@airlock-app/GET_USER', id: '1234', payload: {} }],
    ['an array payload', { type: '@airlock-app/GET_USER', id, payload: [] }],
    ['a string payload', { type: '@airlock-app/GET_USER', id, payload: 'x' }],
  ])('drops %s', (_, message) => {
    expect(parseAppMessage(message)).toBeUndefined()
  })
})

describe('parseFrameMessage', () => {
  it('reads answers', () => {
    expect(
      parseFrameMessage({ type: '@airlock-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 1 } }),
    ).toEqual({ kind: 'answer', event: 'GET_CHAIN_ID', id, ok: true, payload: { chainId: 1 } })
    expect(
      parseFrameMessage({
        type: '@airlock-frame/RPC_REQUEST_ERROR',
        id,
        payload: { message: 'no', code: 4001 },
      }),
    ).toEqual({ kind: 'answer', event: 'RPC_REQUEST', id, ok: false, payload: { message: 'no', code: 4001 } })
  })

  it('reads unsolicited events', () => {
    expect(parseFrameMessage({ type: '@airlock-frame/READY', payload: { version: '1.0.0' } })).toEqual({
      kind: 'event',
      event: 'READY',
      payload: { version: '1.0.0' },
    })
    expect(parseFrameMessage({ type: '@airlock-frame/APPROVAL_OPEN' })?.kind).toBe('event')
    expect(parseFrameMessage({ type: '@airlock-frame/SESSION_UPDATE', payload: null })?.payload).toBeNull()
    const user = { address, chainId: 1, accounts: [{ address, type: 'eoa' }] }
    expect(parseFrameMessage({ type: '@airlock-frame/SESSION_UPDATE', payload: user })?.payload).toEqual(user)
  })

  it.each([
    ['READY without a version', { type: '@airlock-frame/READY', payload: {} }],
    ['an answer to an unknown event', { type: '@airlock-frame/FOO_SUCCESS', id, payload: {} }],
    ['an answer without an id', { type: '@airlock-frame/GET_USER_SUCCESS', payload: {} }],
    ['an error without a message', { type: '@airlock-frame/GET_USER_ERROR', id, payload: {} }],
    [
      'an error with a text code',
      { type: '@airlock-frame/GET_USER_ERROR', id, payload: { message: 'x', code: 'x' } },
    ],
    [
      'a session update of another shape',
      { type: '@airlock-frame/SESSION_UPDATE', payload: { address: 'x' } },
    ],
    ['an app message', { type: '@airlock-app/GET_USER', id, payload: {} }],
  ])('drops %s', (_, message) => {
    expect(parseFrameMessage(message)).toBeUndefined()
  })
})

describe('the social login popup message', () => {
  it('parses a result or an error, and nothing else', () => {
    expect(parseSocialResult({ type: '@airlock-frame/SOCIAL_RESULT', payload: { result: 'r1' } })).toEqual({
      result: 'r1',
    })
    expect(parseSocialResult({ type: '@airlock-frame/SOCIAL_RESULT', payload: { error: 'No' } })).toEqual({
      error: 'No',
    })
    expect(parseSocialResult({ type: '@airlock-frame/SOCIAL_RESULT', payload: {} })).toBeUndefined()
    expect(parseSocialResult({ type: '@airlock-frame/READY', payload: { result: 'r1' } })).toBeUndefined()
    expect(parseSocialResult('x')).toBeUndefined()
  })
})
