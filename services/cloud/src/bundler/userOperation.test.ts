import { numberToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { BundlerRpcError } from './errors.ts'
import {
  draftUserOperationSchema,
  pack,
  parseParam,
  sendableUserOperationSchema,
  toRpcUserOperation,
  type UserOp,
  unpack,
} from './userOperation.ts'

const sender = '0x1111111111111111111111111111111111111111'
const full: UserOp = {
  sender,
  nonce: (5n << 64n) | 3n,
  factory: '0x2222222222222222222222222222222222222222',
  factoryData: '0xabcdef',
  callData: '0x1234',
  callGasLimit: 100_000n,
  verificationGasLimit: 300_000n,
  preVerificationGas: 50_000n,
  maxFeePerGas: 2_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
  paymaster: '0x3333333333333333333333333333333333333333',
  paymasterVerificationGasLimit: 40_000n,
  paymasterPostOpGasLimit: 0n,
  paymasterData: '0x99',
  signature: `0x${'aa'.repeat(65)}`,
}

describe('user operations', () => {
  it('pack and unpack back to the same operation, with or without factory and paymaster', () => {
    expect(unpack(pack(full))).toEqual(full)
    const bare: UserOp = {
      sender,
      nonce: 0n,
      callData: '0x',
      callGasLimit: 1n,
      verificationGasLimit: 2n,
      preVerificationGas: 3n,
      maxFeePerGas: 4n,
      maxPriorityFeePerGas: 5n,
      signature: '0x',
    }
    expect(unpack(pack(bare))).toEqual(bare)
  })

  it('parse the JSON-RPC form they are answered in', () => {
    expect(sendableUserOperationSchema.parse(toRpcUserOperation(full))).toEqual(full)
  })

  it('let estimation leave gas and fees out, and name every bad field with -32602', () => {
    const draft = draftUserOperationSchema.parse({ sender, nonce: '0x0', callData: '0x', signature: '0x' })
    expect(draft.callGasLimit).toBe(0n)
    let error: unknown
    try {
      parseParam(
        sendableUserOperationSchema,
        {
          sender: '0x12',
          nonce: '7',
          callData: '0x',
          signature: '0x',
          maxFeePerGas: numberToHex(2n ** 130n),
        },
        'userOp',
      )
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(BundlerRpcError)
    const { code, message } = error as BundlerRpcError
    expect(code).toBe(-32602)
    expect(message).toContain('userOp.sender: Expected an address')
    expect(message).toContain('userOp.nonce: Expected a hex quantity')
    expect(message).toContain('userOp.maxFeePerGas: Must fit in 128 bits')
    expect(message).toContain('userOp.callGasLimit: Required')
  })
})
