import { type Hex, numberToHex, pad } from 'viem'
import { describe, expect, it } from 'vitest'
import { internalTransfersFromStructLogs, type StructLog } from './structLogs.ts'

const ROOT = `0x${'a'.repeat(40)}`
const USER = `0x${'1'.repeat(40)}`
const B = `0x${'b'.repeat(40)}`
const C = `0x${'c'.repeat(40)}`
const LIB = `0x${'d'.repeat(40)}`
const NEW = `0x${'e'.repeat(40)}`

/** A stack word as Hardhat writes it: 64 hex digits, no 0x. */
const w = (value: bigint | string) =>
  pad(typeof value === 'bigint' ? numberToHex(value) : (value as Hex), { size: 32 }).slice(2)

/** Struct logs, one opcode at a time; `top` lists the stack's top words, topmost first. */
function trace() {
  const steps: StructLog[] = []
  const api = {
    op(op: string, depth: number, ...top: (bigint | string)[]) {
      steps.push({ op, depth, stack: ['ff', ...top.toReversed().map(w)] })
      return api
    },
    /** CALL / CALLCODE: gas, address, value, …. */
    call(op: 'CALL' | 'CALLCODE', depth: number, to: string, value: bigint) {
      return api.op(op, depth, 100_000n, to, value, 0n, 0n, 0n, 0n)
    },
    /** The caller's next opcode, with the call's result on top. */
    result(depth: number, ok: bigint | string) {
      return api.op('POP', depth, ok)
    },
    steps,
  }
  return api
}

describe('internalTransfersFromStructLogs', () => {
  it('counts value calls of frames that returned, from the account whose code ran', () => {
    const steps = trace()
      // ROOT pays USER (no code: no frame): succeeds.
      .call('CALL', 1, USER, 7n)
      .result(1, 1n)
      // ROOT pays B, which pays C (no frame, succeeds) and then reverts: neither payment happened.
      .call('CALL', 1, B, 5n)
      .op('PUSH1', 2)
      .call('CALL', 2, C, 2n)
      .result(2, 1n)
      .op('REVERT', 2, 0n, 0n)
      .result(1, 0n)
      // A payment refused at once (no balance): no frame, result 0.
      .call('CALL', 1, USER, 10n ** 30n)
      .result(1, 0n)
      // DELEGATECALL runs LIB's code as ROOT: its payment comes from ROOT.
      .op('DELEGATECALL', 1, 100_000n, LIB, 0n, 0n, 0n, 0n)
      .op('PUSH1', 2)
      .call('CALL', 2, C, 3n)
      .result(2, 1n)
      .op('RETURN', 2, 0n, 0n)
      .result(1, 1n)
      // CALLCODE pays ROOT itself; STATICCALL cannot pay.
      .call('CALLCODE', 1, LIB, 4n)
      .result(1, 1n)
      .op('STATICCALL', 1, 100_000n, B, 0n, 0n, 0n, 0n)
      .op('STOP', 2)
      .result(1, 1n)
      .op('STOP', 1).steps
    expect(internalTransfersFromStructLogs(steps, ROOT.toUpperCase().replace('0X', '0x'))).toEqual([
      { from: ROOT, to: USER, value: 7n, logsBefore: 0 },
      { from: ROOT, to: C, value: 3n, logsBefore: 0 },
    ])
  })

  it('names a created contract when it returns, also as the payer in its constructor', () => {
    const steps = trace()
      // CREATE: value, offset, size; the constructor forwards part of its endowment to USER.
      .op('CREATE', 1, 9n, 0n, 10n)
      .op('PUSH1', 2)
      .call('CALL', 2, USER, 4n)
      .result(2, 1n)
      .op('RETURN', 2, 0n, 0n)
      .result(1, NEW)
      // A CREATE2 that failed: result 0, nothing moved.
      .op('CREATE2', 1, 1n, 0n, 10n, 0n)
      .op('REVERT', 2, 0n, 0n)
      .result(1, 0n)
      .op('STOP', 1).steps
    expect(internalTransfersFromStructLogs(steps, ROOT)).toEqual([
      { from: ROOT, to: NEW, value: 9n, logsBefore: 0 },
      { from: NEW, to: USER, value: 4n, logsBefore: 0 },
    ])
  })

  it('places each transfer among the logs that were kept', () => {
    const steps = trace()
      .op('LOG1', 1)
      .call('CALL', 1, B, 1n)
      // B logs and pays, and returns: both kept.
      .op('LOG2', 2)
      .call('CALL', 2, C, 2n)
      .result(2, 1n)
      .op('STOP', 2)
      .result(1, 1n)
      // C logs and reverts: its log is not in the receipt.
      .op('CALL', 1, 100_000n, C, 0n, 0n, 0n, 0n, 0n)
      .op('LOG0', 2)
      .op('REVERT', 2, 0n, 0n)
      .result(1, 0n)
      .op('LOG1', 1)
      .call('CALL', 1, USER, 3n)
      .result(1, 1n)
      .op('STOP', 1).steps
    expect(internalTransfersFromStructLogs(steps, ROOT)).toEqual([
      { from: ROOT, to: B, value: 1n, logsBefore: 1 },
      { from: B, to: C, value: 2n, logsBefore: 2 },
      { from: ROOT, to: USER, value: 3n, logsBefore: 3 },
    ])
  })

  it('reads stack words with or without 0x', () => {
    const steps: StructLog[] = [
      { op: 'CALL', depth: 1, stack: ['0x0', '0x0', '0x0', '0x0', '0x5', `0x${USER.slice(2)}`, '0x100'] },
      { op: 'POP', depth: 1, stack: ['0x1'] },
    ]
    expect(internalTransfersFromStructLogs(steps, ROOT)).toEqual([
      { from: ROOT, to: USER, value: 5n, logsBefore: 0 },
    ])
  })
})
