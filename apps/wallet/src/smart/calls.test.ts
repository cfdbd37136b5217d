import { describe, expect, it } from 'vitest'
import { callsStatus, eoaCallsStatus, MAX_CALLS, readCallsId, readSendCalls } from './calls.ts'

const to = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const smart = { chainId: 31337, atomic: true, capabilities: ['paymasterService', 'atomic', 'permissions'] }
const eoa = { chainId: 31337, atomic: false, capabilities: [] }
const codeOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return (error as { code?: number }).code
  }
  return undefined
}

describe('readSendCalls', () => {
  it('reads a v2 request: calls with hex values, atomicRequired, from, a paymasterService url', () => {
    const request = readSendCalls(
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: to,
        atomicRequired: true,
        calls: [{ to, value: '0x10', data: '0x095ea7b3' }, { to }],
        capabilities: { paymasterService: { url: 'http://127.0.0.1:8787/v1/paymaster' } },
      },
      smart,
    )
    expect(request).toEqual({
      from: to,
      atomicRequired: true,
      calls: [
        { to, value: 16n, data: '0x095ea7b3' },
        { to, value: 0n, data: '0x' },
      ],
      paymasterServiceUrl: 'http://127.0.0.1:8787/v1/paymaster',
    })
  })

  it('answers the EIP-5792 codes: 5710 chain, 5740 too many calls, 5700 capability, 5760 atomicity', () => {
    expect(codeOf(() => readSendCalls({ chainId: '0x1', calls: [{ to }] }, smart))).toBe(5710)
    const many = Array.from({ length: MAX_CALLS + 1 }, () => ({ to }))
    expect(codeOf(() => readSendCalls({ chainId: '0x7a69', calls: many }, smart))).toBe(5740)
    expect(
      codeOf(() => readSendCalls({ calls: [{ to }], capabilities: { auxiliaryFunds: {} } }, smart)),
    ).toBe(5700)
    // An optional capability the wallet lacks is ignored.
    expect(
      readSendCalls({ calls: [{ to }], capabilities: { auxiliaryFunds: { optional: true } } }, smart).calls,
    ).toHaveLength(1)
    expect(codeOf(() => readSendCalls({ calls: [{ to }], atomicRequired: true }, eoa))).toBe(5760)
    expect(readSendCalls({ calls: [{ to }], atomicRequired: false }, eoa).atomicRequired).toBe(false)
  })

  it('refuses malformed calls with -32602', () => {
    expect(codeOf(() => readSendCalls({ calls: [] }, smart))).toBe(-32602)
    expect(codeOf(() => readSendCalls({ calls: [{ data: '0x' }] }, smart))).toBe(-32602)
    expect(codeOf(() => readSendCalls({ calls: [{ to, data: 'nope' }] }, smart))).toBe(-32602)
    expect(codeOf(() => readSendCalls({ calls: [{ to, value: '-1' }] }, smart))).toBe(-32602)
    expect(codeOf(() => readSendCalls('x', smart))).toBe(-32602)
  })
})

describe('wallet_getCallsStatus', () => {
  const id = `0x${'ab'.repeat(32)}` as const

  it('reads the id (a string or { id }); anything else is an unknown bundle (5730)', () => {
    expect(readCallsId([id])).toBe(id)
    expect(readCallsId([{ id: id.toUpperCase().replace('0X', '0x') }])).toBe(id)
    expect(codeOf(() => readCallsId(['0x1234']))).toBe(5730)
    expect(codeOf(() => readCallsId([]))).toBe(5730)
  })

  it('answers 100 without a receipt, 200 on success and 500 when the operation reverted', () => {
    expect(callsStatus(id, 31337, null)).toEqual({
      version: '2.0.0',
      id,
      chainId: '0x7a69',
      atomic: true,
      status: 100,
    })
    const receipt = {
      transactionHash: `0x${'01'.repeat(32)}`,
      blockHash: `0x${'02'.repeat(32)}`,
      blockNumber: '0x5',
      gasUsed: '0x100',
      status: '0x1',
      logs: [{ address: to, data: '0x', topics: [], extra: 1 }],
    }
    const ok = callsStatus(id, 31337, { success: true, receipt })
    expect(ok.status).toBe(200)
    expect('receipts' in ok ? ok.receipts[0] : undefined).toEqual({
      logs: [{ address: to, data: '0x', topics: [] }],
      status: '0x1',
      blockHash: receipt.blockHash,
      blockNumber: '0x5',
      gasUsed: '0x100',
      transactionHash: receipt.transactionHash,
    })
    expect(callsStatus(id, 31337, { success: false, receipt }).status).toBe(500)
  })

  it('EOA batches are not atomic: pending until every transaction is mined, 600 when some reverted', () => {
    const mined = (status: 'success' | 'reverted') => ({
      status,
      transactionHash: id,
      blockHash: id,
      blockNumber: 3n,
      gasUsed: 21000n,
    })
    expect(eoaCallsStatus(id, 31337, [mined('success'), null]).status).toBe(100)
    const done = eoaCallsStatus(id, 31337, [mined('success'), mined('success')])
    expect(done).toMatchObject({ atomic: false, status: 200 })
    expect('receipts' in done ? done.receipts[0] : undefined).toMatchObject({
      status: '0x1',
      blockNumber: '0x3',
      gasUsed: '0x5208',
    })
    expect(eoaCallsStatus(id, 31337, [mined('success'), mined('reverted')]).status).toBe(600)
    expect(eoaCallsStatus(id, 31337, [mined('reverted')]).status).toBe(500)
  })
})
