import {
  type Address,
  decodeErrorResult,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  parseAbi,
} from 'viem'
import { BundlerErrorCode, BundlerRpcError } from './errors.ts'
import { type NodeRequest, NodeRpcError } from './node.ts'
import { pack, type UserOp } from './userOperation.ts'

/** EntryPointSimulations v0.7: what the bundler calls, with the errors the EntryPoint reverts with. */
export const simulationsAbi = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'struct ReturnInfo { uint256 preOpGas; uint256 prefund; uint256 accountValidationData; uint256 paymasterValidationData; bytes paymasterContext; }',
  'struct StakeInfo { uint256 stake; uint256 unstakeDelaySec; }',
  'struct AggregatorStakeInfo { address aggregator; StakeInfo stakeInfo; }',
  'struct ValidationResult { ReturnInfo returnInfo; StakeInfo senderInfo; StakeInfo factoryInfo; StakeInfo paymasterInfo; AggregatorStakeInfo aggregatorInfo; }',
  'struct ExecutionResult { uint256 preOpGas; uint256 paid; uint256 accountValidationData; uint256 paymasterValidationData; bool targetSuccess; bytes targetResult; }',
  'function simulateValidation(PackedUserOperation userOp) returns (ValidationResult)',
  'function simulateHandleOp(PackedUserOperation op, address target, bytes targetCallData) returns (ExecutionResult)',
  'function delegateAndRevert(address target, bytes data)',
  'error FailedOp(uint256 opIndex, string reason)',
  'error FailedOpWithRevert(uint256 opIndex, string reason, bytes inner)',
  'error DelegateAndRevert(bool success, bytes ret)',
  'error Error(string reason)',
])

/** One validationData word unpacked (ERC-4337: aggregator or 0/1, validUntil (0 = no end), validAfter). */
export interface ValidationData {
  aggregator: Address
  /** SIG_VALIDATION_FAILED. */
  signatureFailed: boolean
  validUntil: bigint
  validAfter: bigint
}

export function parseValidationData(word: bigint): ValidationData {
  const aggregator = word & ((1n << 160n) - 1n)
  const validUntil = (word >> 160n) & ((1n << 48n) - 1n)
  return {
    aggregator: `0x${aggregator.toString(16).padStart(40, '0')}`,
    signatureFailed: aggregator === 1n,
    validUntil: validUntil === 0n ? (1n << 48n) - 1n : validUntil,
    validAfter: word >> 208n,
  }
}

/** The ERC-7769 code of an EntryPoint "AAxx" reason. */
export function codeOfReason(reason: string): number {
  if (/^AA(22|32)/.test(reason)) return BundlerErrorCode.OUT_OF_TIME_RANGE
  if (/^AA(24|34)/.test(reason)) return BundlerErrorCode.SIGNATURE_FAILED
  if (/^AA96/.test(reason)) return BundlerErrorCode.UNSUPPORTED_AGGREGATOR
  if (/^AA3/.test(reason)) return BundlerErrorCode.REJECTED_BY_PAYMASTER
  return BundlerErrorCode.REJECTED_BY_ENTRY_POINT
}

/** A readable text for revert data: Error(string)'s text, else the hex itself. */
export function describeRevert(data: Hex): string {
  if (data.startsWith('0x08c379a0') && data.length >= 138) {
    try {
      const decoded = decodeErrorResult({ abi: simulationsAbi, data })
      if (decoded.errorName === 'Error') return decoded.args[0]
    } catch {}
  }
  return data === '0x' ? 'no revert data' : data
}

/** What an eth_call of the simulation reverted with, as the bundler's JSON-RPC error. */
export function simulationError(error: unknown): BundlerRpcError {
  if (!(error instanceof NodeRpcError)) throw error
  const data = error.revertData
  if (data && data.length >= 10) {
    try {
      const decoded = decodeErrorResult({ abi: simulationsAbi, data })
      if (decoded.errorName === 'FailedOp') {
        const reason = decoded.args[1]
        return new BundlerRpcError(codeOfReason(reason), reason)
      }
      if (decoded.errorName === 'FailedOpWithRevert') {
        const [, reason, inner] = decoded.args
        // The inner revert data is the data: the kit decodes the account's or validator's custom errors from it.
        return new BundlerRpcError(codeOfReason(reason), `${reason}: ${describeRevert(inner)}`, inner)
      }
      if (decoded.errorName === 'Error') {
        return new BundlerRpcError(BundlerErrorCode.REJECTED_BY_ENTRY_POINT, decoded.args[0])
      }
    } catch {}
    return new BundlerRpcError(
      BundlerErrorCode.REJECTED_BY_ENTRY_POINT,
      `The EntryPoint's simulation reverted: ${data}`,
      data,
    )
  }
  return new BundlerRpcError(
    BundlerErrorCode.REJECTED_BY_ENTRY_POINT,
    `The EntryPoint's simulation failed: ${error.message}`,
  )
}

export interface Simulator {
  simulateValidation(op: UserOp): Promise<{
    preOpGas: bigint
    prefund: bigint
    account: ValidationData
    paymaster: ValidationData
  }>
  simulateHandleOp(
    op: UserOp,
    target?: { address: Address; callData: Hex; extraCode?: { address: Address; code: Hex } },
  ): Promise<{
    preOpGas: bigint
    paid: bigint
    account: ValidationData
    paymaster: ValidationData
    targetSuccess: boolean
    targetResult: Hex
  }>
}

/**
 * Simulations the way ERC-4337 v0.7 bundlers run them: EntryPointSimulations' runtime code put at the
 * EntryPoint's address by an eth_call state override, so the simulation sees the EntryPoint's real storage
 * (deposits, nonces) and nothing is deployed for it.
 */
export function createSimulator(options: {
  node: NodeRequest
  entryPoint: Address
  entryPointSimulations: Address
}): Simulator {
  const { node, entryPoint } = options
  let code: Promise<Hex> | undefined
  const simulationCode = () => {
    code ??= node<Hex>('eth_getCode', [options.entryPointSimulations, 'latest']).then((runtime) => {
      if (!runtime || runtime === '0x') {
        throw new BundlerRpcError(
          BundlerErrorCode.INTERNAL_ERROR,
          `No EntryPointSimulations code at ${options.entryPointSimulations}: check the chain's erc4337 config`,
        )
      }
      return runtime
    })
    code.catch(() => {
      code = undefined
    })
    return code
  }

  async function call(data: Hex, extra: Record<string, { code: Hex }> = {}): Promise<Hex> {
    const overrides = { [entryPoint]: { code: await simulationCode() }, ...extra }
    try {
      return await node<Hex>('eth_call', [{ to: entryPoint, data }, 'latest', overrides])
    } catch (error) {
      throw simulationError(error)
    }
  }

  return {
    async simulateValidation(op) {
      const result = await call(
        encodeFunctionData({ abi: simulationsAbi, functionName: 'simulateValidation', args: [pack(op)] }),
      )
      const { returnInfo } = decodeFunctionResult({
        abi: simulationsAbi,
        functionName: 'simulateValidation',
        data: result,
      })
      return {
        preOpGas: returnInfo.preOpGas,
        prefund: returnInfo.prefund,
        account: parseValidationData(returnInfo.accountValidationData),
        paymaster: parseValidationData(returnInfo.paymasterValidationData),
      }
    },

    async simulateHandleOp(op, target) {
      const extra = target?.extraCode ? { [target.extraCode.address]: { code: target.extraCode.code } } : {}
      const result = await call(
        encodeFunctionData({
          abi: simulationsAbi,
          functionName: 'simulateHandleOp',
          args: [
            pack(op),
            target?.address ?? '0x0000000000000000000000000000000000000000',
            target?.callData ?? '0x',
          ],
        }),
        extra,
      )
      const decoded = decodeFunctionResult({
        abi: simulationsAbi,
        functionName: 'simulateHandleOp',
        data: result,
      })
      return {
        preOpGas: decoded.preOpGas,
        paid: decoded.paid,
        account: parseValidationData(decoded.accountValidationData),
        paymaster: parseValidationData(decoded.paymasterValidationData),
        targetSuccess: decoded.targetSuccess,
        targetResult: decoded.targetResult,
      }
    },
  }
}
