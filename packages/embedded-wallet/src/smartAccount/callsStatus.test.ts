import { describe, expect, it } from 'vitest'
import { callsStatus } from './callsStatus.ts'

const id = `0x${'ab'.repeat(32)}` as const
const to = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('callsStatus', () => {
  it('answers 100 without a receipt', () => {
    expect(callsStatus(id, 31337, null)).toEqual({
      version: '2.0.0',
      id,
      chainId: '0x7a69',
      atomic: true,
      status: 100,
    })
  })

  it('answers 200 with the receipt (hex kept, logs trimmed) and 500 when the operation reverted', () => {
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
    expect('receipts' in ok ? ok.receipts : undefined).toEqual([
      {
        logs: [{ address: to, data: '0x', topics: [] }],
        status: '0x1',
        blockHash: receipt.blockHash,
        blockNumber: '0x5',
        gasUsed: '0x100',
        transactionHash: receipt.transactionHash,
      },
    ])
    expect(callsStatus(id, 31337, { success: false, receipt }).status).toBe(500)
  })

  it('fills the receipt status from success when the bundler left it out', () => {
    const failed = callsStatus(id, 1, { success: false })
    expect(failed).toMatchObject({ chainId: '0x1', status: 500 })
    expect('receipts' in failed ? failed.receipts[0] : undefined).toMatchObject({ status: '0x0', logs: [] })
  })
})
