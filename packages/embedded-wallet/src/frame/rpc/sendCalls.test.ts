import { describe, expect, it } from 'vitest'
import { MAX_CALLS, readSendCalls } from './sendCalls.ts'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const smart = { chainId: 31337, atomic: true, capabilities: ['paymasterService'] }
const eoa = { chainId: 31337, atomic: false, capabilities: [] }

function code(run: () => unknown) {
  try {
    run()
  } catch (error) {
    return { code: (error as { code?: number }).code, message: (error as Error).message }
  }
  return undefined
}

describe('readSendCalls (EIP-5792 v2)', () => {
  it('reads calls, atomicRequired and the paymasterService url', () => {
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
    expect(code(() => readSendCalls({ chainId: '0x1', calls: [{ to }] }, smart))).toEqual({
      code: 5710,
      message: 'Unsupported chain id 0x1: the active chain is 31337',
    })
  })

  it('answers 5740 for too many calls', () => {
    const calls = Array.from({ length: MAX_CALLS + 1 }, () => ({ to }))
    expect(code(() => readSendCalls({ calls }, smart))).toEqual({
      code: 5740,
      message: `Too many calls: at most ${MAX_CALLS} in one batch`,
    })
  })

  it('answers 5700 for a capability it lacks unless optional, at the top and per call', () => {
    expect(
      code(() => readSendCalls({ calls: [{ to }], capabilities: { auxiliaryFunds: {} } }, smart)),
    ).toEqual({ code: 5700, message: 'Unsupported non-optional capability: auxiliaryFunds' })
    expect(
      code(() =>
        readSendCalls({ calls: [{ to, capabilities: { flowControl: { optional: false } } }] }, smart),
      ),
    ).toMatchObject({ code: 5700 })
    expect(
      readSendCalls({ calls: [{ to }], capabilities: { auxiliaryFunds: { optional: true } } }, smart).calls,
    ).toHaveLength(1)
    // An EOA has no paymaster service.
    expect(
      code(() =>
        readSendCalls({ calls: [{ to }], capabilities: { paymasterService: { url: 'https://x' } } }, eoa),
      ),
    ).toMatchObject({ code: 5700 })
  })

  it('answers 5760 when atomicity is required of an EOA', () => {
    expect(code(() => readSendCalls({ calls: [{ to }], atomicRequired: true }, eoa))).toEqual({
      code: 5760,
      message: 'Atomicity is not supported: this account runs calls one by one',
    })
    expect(readSendCalls({ calls: [{ to }], atomicRequired: false }, eoa).atomicRequired).toBe(false)
  })

  it.each([
    ['no calls', { calls: [] }],
    ['a bad address', { calls: [{ to: '0x12' }] }],
    ['a bad value', { calls: [{ to, value: 'ten' }] }],
    ['bad data', { calls: [{ to, data: 'zz' }] }],
    [
      'a paymaster url that is not http',
      { calls: [{ to }], capabilities: { paymasterService: { url: 'ftp://x' } } },
    ],
  ])('answers -32602 for %s', (_, request) => {
    expect(code(() => readSendCalls(request, smart))).toMatchObject({ code: -32602 })
  })
})
