import { describe, expect, it } from 'vitest'
import { mayMoveEther } from './mayMoveEther.ts'

describe('mayMoveEther', () => {
  it('finds CALL-like opcodes, skipping push data', () => {
    expect(mayMoveEther('0x')).toBe(false)
    expect(mayMoveEther('0x6000f3')).toBe(false)
    expect(mayMoveEther('0x60f1fa')).toBe(false) // PUSH1 0xf1; STATICCALL
    expect(mayMoveEther(`0x7f${'f1'.repeat(32)}00`)).toBe(false)
    for (const op of ['f0', 'f1', 'f2', 'f4', 'f5', 'ff']) expect(mayMoveEther(`0x6000${op}`)).toBe(true)
    // An EIP-7702 delegation runs its delegate's code.
    expect(mayMoveEther(`0xef0100${'ab'.repeat(20)}`)).toBe(true)
  })
})
