import { describe, expect, it } from 'vitest'
import { MAX_CALLS, readCallsId, readSendCalls } from './sendCalls.ts'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const smart = { chainId: 31337, atomic: true, capabilities: ['paymasterService'] }
const eoa = { chainId: 31337, atomic: false, capabilities: [] }

describe('readSendCalls (EIP-5792 v2)', () => {
  it('reads calls, atomicRequired, from and the paymasterService url', () => {
    expect(
      readSendCalls(
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: to,
          atomicRequired: true,
          calls: [{ to, value: '0x10', data: '0x1234' }, { to }],
          capabilities: { paymasterService: { url: 'https://pm.example.org/rpc' } },
        },
        smart,
      ),
    ).toEqual({
      from: to,
      atomicRequired: true,
      calls: [{ to, value: 16n, data: '0x1234' }, { to }],
      paymasterServiceUrl: 'https://pm.example.org/rpc',
    })
  })

  it('answers 5710 for another chain', () => {
    expect(() => readSendCalls({ chainId: '0x1', calls: [{ to }] }, smart)).toThrow(
      expect.objectContaining({
        code: 5710,
        message: 'Unsupported chain id 0x1: the active chain is 31337',
      }),
    )
    expect(() => readSendCalls({ chainId: 'nope', calls: [{ to }] }, smart)).toThrow(
      expect.objectContaining({
        code: 5710,
      }),
    )
  })

  it('answers 5740 for too many calls', () => {
    const calls = Array.from({ length: MAX_CALLS + 1 }, () => ({ to }))
    expect(() => readSendCalls({ calls }, smart)).toThrow(
      expect.objectContaining({
        code: 5740,
        message: `Too many calls: at most ${MAX_CALLS} in one batch`,
      }),
    )
  })

  it('answers 5700 for a capability it lacks unless optional, at the top and per call', () => {
    expect(() => readSendCalls({ calls: [{ to }], capabilities: { auxiliaryFunds: {} } }, smart)).toThrow(
      expect.objectContaining({ code: 5700, message: 'Unsupported non-optional capability: auxiliaryFunds' }),
    )
    expect(() =>
      readSendCalls({ calls: [{ to, capabilities: { flowControl: { optional: false } } }] }, smart),
    ).toThrow(expect.objectContaining({ code: 5700 }))
    expect(
      readSendCalls({ calls: [{ to }], capabilities: { auxiliaryFunds: { optional: true } } }, smart).calls,
    ).toHaveLength(1)
    // An EOA has no paymaster service.
    expect(() =>
      readSendCalls({ calls: [{ to }], capabilities: { paymasterService: { url: 'https://x' } } }, eoa),
    ).toThrow(expect.objectContaining({ code: 5700 }))
  })

  it('answers 5760 when atomicity is required of an EOA', () => {
    expect(() => readSendCalls({ calls: [{ to }], atomicRequired: true }, eoa)).toThrow(
      expect.objectContaining({
        code: 5760,
        message: 'Atomicity is not supported: this account runs calls one by one',
      }),
    )
    expect(readSendCalls({ calls: [{ to }], atomicRequired: false }, eoa).atomicRequired).toBe(false)
  })

  it('refuses a call without `to` unless contract creation is allowed', () => {
    expect(() => readSendCalls({ calls: [{ data: '0x60' }] }, smart)).toThrow(
      expect.objectContaining({
        code: -32602,
        message: 'Call 1 has no address to call (contract creation is not supported)',
      }),
    )
    expect(readSendCalls({ calls: [{ data: '0x60' }] }, { ...eoa, contractCreation: true }).calls).toEqual([
      { data: '0x60' },
    ])
  })

  it.each([
    ['not an object', 'x'],
    ['no calls', { calls: [] }],
    ['a call that is not an object', { calls: ['x'] }],
    ['a bad address', { calls: [{ to: '0x12' }] }],
    ['a bad value', { calls: [{ to, value: 'ten' }] }],
    ['a negative value', { calls: [{ to, value: '-1' }] }],
    ['bad data', { calls: [{ to, data: 'zz' }] }],
    ['capabilities that are not an object', { calls: [{ to }], capabilities: 'x' }],
    [
      'a paymaster url that is not http',
      { calls: [{ to }], capabilities: { paymasterService: { url: 'ftp://x' } } },
    ],
  ])('answers -32602 for %s', (_, request) => {
    expect(() => readSendCalls(request, smart)).toThrow(expect.objectContaining({ code: -32602 }))
  })
})

describe('readCallsId', () => {
  const id = `0x${'ab'.repeat(32)}` as const

  it('reads the id (a string or { id }), lower-cased', () => {
    expect(readCallsId([id])).toBe(id)
    expect(readCallsId([{ id: `0x${'AB'.repeat(32)}` }])).toBe(id)
  })

  it('answers 5730 for anything else', () => {
    expect(() => readCallsId(['0x1234'])).toThrow(expect.objectContaining({ code: 5730 }))
    expect(() => readCallsId([])).toThrow(expect.objectContaining({ code: 5730 }))
    expect(() => readCallsId('x')).toThrow(expect.objectContaining({ code: 5730 }))
  })
})
