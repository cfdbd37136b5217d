import { describe, expect, it } from 'vitest'
import { type CallFrame, internalTransfersFromCallFrames } from './callFrames.ts'

const ROOT = `0x${'a'.repeat(40)}`
const USER = `0x${'1'.repeat(40)}`
const B = `0x${'b'.repeat(40)}`
const C = `0x${'c'.repeat(40)}`
const LIB = `0x${'d'.repeat(40)}`
const NEW = `0x${'e'.repeat(40)}`

describe('internalTransfersFromCallFrames', () => {
  it("counts value frames below the transaction's own that did not revert, in order among the logs", () => {
    const root: CallFrame = {
      type: 'CALL',
      from: USER,
      to: ROOT,
      value: '0x64',
      calls: [
        { type: 'CALL', from: ROOT, to: USER, value: '0x7' },
        {
          type: 'CALL',
          from: ROOT,
          to: B,
          value: '0x5',
          error: 'execution reverted',
          // Undone with its parent although it returned.
          calls: [{ type: 'CALL', from: B, to: C, value: '0x2' }],
        },
        { type: 'DELEGATECALL', from: ROOT, to: LIB, value: '0x64' },
        { type: 'STATICCALL', from: ROOT, to: B },
        { type: 'CREATE', from: ROOT, to: NEW, value: '0x9', logs: [{ position: '0x0' }] },
        { type: 'SELFDESTRUCT', from: NEW, to: C, value: '0x3' },
        { type: 'CALL', from: ROOT, to: C, value: '0x0' },
      ],
      logs: [{ position: '0x0' }, { position: '0x5' }],
    }
    expect(internalTransfersFromCallFrames(root)).toEqual([
      { from: ROOT, to: USER, value: 7n, logsBefore: 1 },
      { from: ROOT, to: NEW, value: 9n, logsBefore: 1 },
      { from: NEW, to: C, value: 3n, logsBefore: 3 },
    ])
  })
})
