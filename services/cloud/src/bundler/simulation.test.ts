import { encodeErrorResult, encodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { BundlerRpcError } from './errors.ts'
import { NodeRpcError } from './node.ts'
import { preVerificationGasOf } from './preVerificationGas.ts'
import { codeOfReason, parseValidationData, simulationError, simulationsAbi } from './simulation.ts'
import type { UserOp } from './userOperation.ts'

describe('simulation results', () => {
  it('unpack validationData: aggregator or signature failure, validUntil (0 = none), validAfter', () => {
    expect(parseValidationData(0n)).toMatchObject({ signatureFailed: false, validAfter: 0n })
    expect(parseValidationData(0n).validUntil).toBe(2n ** 48n - 1n)
    const word = 1n | (1_000n << 160n) | (500n << 208n)
    expect(parseValidationData(word)).toEqual({
      aggregator: '0x0000000000000000000000000000000000000001',
      signatureFailed: true,
      validUntil: 1_000n,
      validAfter: 500n,
    })
  })

  it('map the EntryPoint reasons to ERC-7769 codes', () => {
    expect(codeOfReason("AA21 didn't pay prefund")).toBe(-32500)
    expect(codeOfReason('AA13 initCode failed or OOG')).toBe(-32500)
    expect(codeOfReason('AA33 reverted')).toBe(-32501)
    expect(codeOfReason('AA22 expired or not due')).toBe(-32503)
    expect(codeOfReason('AA32 paymaster expired or not due')).toBe(-32503)
    expect(codeOfReason('AA24 signature error')).toBe(-32507)
  })

  it('answer FailedOpWithRevert with the reason and the inner revert data (the kit decodes custom errors)', () => {
    const inner = encodeFunctionData({
      abi: [
        { type: 'function', name: 'SpendLimitExceeded', inputs: [{ type: 'uint256' }, { type: 'uint256' }] },
      ],
      args: [1n, 2n],
    })
    const data = encodeErrorResult({
      abi: simulationsAbi,
      errorName: 'FailedOpWithRevert',
      args: [0n, 'AA23 reverted', inner],
    })
    const error = simulationError(new NodeRpcError(-32603, 'reverted', data))
    expect(error).toBeInstanceOf(BundlerRpcError)
    expect(error).toMatchObject({ code: -32500, message: `AA23 reverted: ${inner}`, data: inner })
    const failed = encodeErrorResult({
      abi: simulationsAbi,
      errorName: 'FailedOp',
      args: [0n, 'AA25 invalid account nonce'],
    })
    expect(simulationError(new NodeRpcError(-32603, 'reverted', failed))).toMatchObject({
      code: -32500,
      message: 'AA25 invalid account nonce',
    })
  })
})

describe('preVerificationGas', () => {
  const op: UserOp = {
    sender: '0x1111111111111111111111111111111111111111',
    nonce: 0n,
    callData: `0x${'00'.repeat(100)}`,
    callGasLimit: 0n,
    verificationGasLimit: 0n,
    preVerificationGas: 0n,
    maxFeePerGas: 0n,
    maxPriorityFeePerGas: 0n,
    signature: `0x${'00'.repeat(65)}`,
  }

  it('is the same for a stub and the signed operation (gas values, fees and signature count as non-zero)', () => {
    const signed = {
      ...op,
      callGasLimit: 5n,
      maxFeePerGas: 10n ** 9n,
      signature: `0x${'12'.repeat(65)}` as const,
    }
    expect(preVerificationGasOf(signed)).toBe(preVerificationGasOf(op))
  })

  it('grows with the call data: 4 per zero byte, 16 per other byte, and the words', () => {
    const longer = { ...op, callData: `0x${'00'.repeat(100)}${'ff'.repeat(32)}` as const }
    expect(preVerificationGasOf(longer) - preVerificationGasOf(op)).toBe(32n * 16n + 4n)
    expect(preVerificationGasOf(op)).toBeGreaterThan(21_000n + 18_300n)
  })
})
