import { ProviderRpcError } from '@airlock/wallet-engine'
import { describe, expect, it } from 'vitest'
import { eoaCallsStatus, readCallsId, readSendCalls } from './calls.ts'

// The EIP-5792 checks are the library's (embedded-wallet's smartAccount/sendCalls.test.ts); here, what the
// reference wallet adds: its own error class, every call complete, and the status of an EOA's batch.
const to = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const options = { chainId: 31337, atomic: true, capabilities: ['paymasterService'] }

describe('readSendCalls', () => {
  it('gives every call a value and data (the sheet and the user operation want them)', () => {
    const request = readSendCalls({ calls: [{ to, value: '0x10', data: '0x095ea7b3' }, { to }] }, options)
    expect(request.calls).toEqual([
      { to, value: 16n, data: '0x095ea7b3' },
      { to, value: 0n, data: '0x' },
    ])
  })

  it("refuses with the wallet's ProviderRpcError, contract creation included", () => {
    expect(() => readSendCalls({ chainId: '0x1', calls: [{ to }] }, options)).toThrow(ProviderRpcError)
    expect(() => readSendCalls({ chainId: '0x1', calls: [{ to }] }, options)).toThrow(
      expect.objectContaining({ code: 5710 }),
    )
    expect(() => readSendCalls({ calls: [{ data: '0x60' }] }, options)).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
  })
})

describe('wallet_getCallsStatus', () => {
  const id = `0x${'ab'.repeat(32)}` as const

  it("reads the id; an unknown one is the wallet's ProviderRpcError 5730", () => {
    expect(readCallsId([{ id }])).toBe(id)
    expect(() => readCallsId(['0x1234'])).toThrow(ProviderRpcError)
    expect(() => readCallsId(['0x1234'])).toThrow(expect.objectContaining({ code: 5730 }))
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
