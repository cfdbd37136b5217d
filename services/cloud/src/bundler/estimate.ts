import { type Address, encodeFunctionData, type Hex, numberToHex, parseAbi } from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import { BundlerErrorCode, BundlerRpcError } from './errors.ts'
import { meterTarget, readMeasurement } from './meter.ts'
import { preVerificationGasOf } from './preVerificationGas.ts'
import { describeRevert, type Simulator } from './simulation.ts'
import { pack, type UserOp } from './userOperation.ts'

/** What validation may use while it is being measured: plenty, and free (fees 0: no prefund is needed). */
const SIMULATION_VERIFICATION_GAS = 5_000_000n

/** Margins over the measured gas: validation 30% + 10k (unused validation gas costs nothing)… */
const verificationLimit = (measured: bigint) => (measured * 130n) / 100n + 10_000n
/** …execution 20% + 10k (nested calls only get 63/64 of what is left; unused execution gas costs 10%). */
const callLimit = (measured: bigint) => (measured * 120n) / 100n + 10_000n

const executeUserOpAbi = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'function executeUserOp(PackedUserOperation userOp, bytes32 userOpHash)',
])
const EXECUTE_USER_OP_SELECTOR = '0x8dd7712f'

export interface GasEstimate {
  preVerificationGas: bigint
  verificationGasLimit: bigint
  callGasLimit: bigint
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
}

export function formatGasEstimate(estimate: GasEstimate) {
  return {
    preVerificationGas: numberToHex(estimate.preVerificationGas),
    verificationGasLimit: numberToHex(estimate.verificationGasLimit),
    callGasLimit: numberToHex(estimate.callGasLimit),
    paymasterVerificationGasLimit: numberToHex(estimate.paymasterVerificationGasLimit),
    paymasterPostOpGasLimit: numberToHex(estimate.paymasterPostOpGasLimit),
  }
}

/** What the EntryPoint calls the account with: callData, or executeUserOp(op, hash) for IAccountExecute accounts. */
function executionCallData(op: UserOp, entryPoint: Address, chainId: number): Hex {
  if (!op.callData.startsWith(EXECUTE_USER_OP_SELECTOR)) return op.callData
  const userOpHash = getUserOperationHash({
    chainId,
    entryPointAddress: entryPoint,
    entryPointVersion: '0.7',
    userOperation: op,
  })
  return encodeFunctionData({
    abi: executeUserOpAbi,
    functionName: 'executeUserOp',
    args: [pack(op), userOpHash],
  })
}

/**
 * eth_estimateUserOperationGas, measured rather than guessed: simulateHandleOp (through the state override) with
 * free gas validates the operation (a stub signature fails softly) and deploys the account, then the call gas
 * meter runs the operation's call data on the account from the EntryPoint and reports its gas. Validation gas
 * comes from preOpGas (once without the paymaster to split the two), and a last simulation checks the
 * operation with the limits answered.
 */
export async function estimateUserOperationGas(
  simulator: Simulator,
  op: UserOp,
  context: { entryPoint: Address; chainId: number },
): Promise<GasEstimate> {
  const free = {
    ...op,
    maxFeePerGas: 0n,
    maxPriorityFeePerGas: 0n,
    preVerificationGas: 0n,
    verificationGasLimit: SIMULATION_VERIFICATION_GAS,
    // Execution is measured by the meter; the EntryPoint's own call then fails softly at once.
    callGasLimit: 0n,
    ...(op.paymaster
      ? {
          paymasterVerificationGasLimit: SIMULATION_VERIFICATION_GAS,
          paymasterPostOpGasLimit: op.paymasterPostOpGasLimit ?? 0n,
        }
      : {}),
  } satisfies UserOp
  const data = executionCallData(free, context.entryPoint, context.chainId)
  const measure = async (candidate: UserOp, gasLimit: bigint) => {
    if (candidate.callData === '0x') {
      const result = await simulator.simulateHandleOp(candidate)
      return { result, measurement: { success: true, gasUsed: 0n, result: '0x' as Hex } }
    }
    const result = await simulator.simulateHandleOp(
      candidate,
      meterTarget(context.entryPoint, candidate.sender, data, gasLimit),
    )
    return { result, measurement: readMeasurement(result.targetResult) }
  }

  const { result: full, measurement } = await measure(free, 0n)
  if (!measurement.success) {
    throw new BundlerRpcError(
      BundlerErrorCode.EXECUTION_REVERTED,
      `The operation's execution reverts: ${describeRevert(measurement.result)}`,
      measurement.result,
    )
  }
  let accountGas = full.preOpGas
  let paymasterGas = 0n
  if (op.paymaster) {
    const {
      paymaster: _paymaster,
      paymasterData: _data,
      paymasterVerificationGasLimit: _verification,
      paymasterPostOpGasLimit: _postOp,
      ...accountPart
    } = free
    const accountOnly = await simulator.simulateHandleOp(accountPart as UserOp)
    accountGas = accountOnly.preOpGas
    paymasterGas = full.preOpGas > accountGas ? full.preOpGas - accountGas : 0n
  }

  const estimate: GasEstimate = {
    preVerificationGas: preVerificationGasOf(op),
    verificationGasLimit: verificationLimit(accountGas),
    callGasLimit: op.callData === '0x' ? 0n : callLimit(measurement.gasUsed),
    paymasterVerificationGasLimit: op.paymaster ? verificationLimit(paymasterGas) : 0n,
    paymasterPostOpGasLimit: op.paymaster ? (op.paymasterPostOpGasLimit ?? 0n) : 0n,
  }

  // The answer must hold: validation within its limits, and the call succeeding with exactly callGasLimit.
  for (let attempt = 0; ; attempt++) {
    const limited = {
      ...free,
      verificationGasLimit: estimate.verificationGasLimit,
      ...(op.paymaster ? { paymasterVerificationGasLimit: estimate.paymasterVerificationGasLimit } : {}),
    }
    const { measurement: check } = await measure(limited, estimate.callGasLimit)
    if (check.success) return estimate
    if (attempt === 2) {
      throw new BundlerRpcError(
        BundlerErrorCode.EXECUTION_REVERTED,
        `The operation's execution fails within ${estimate.callGasLimit} gas: ${describeRevert(check.result)}`,
        check.result,
      )
    }
    estimate.callGasLimit *= 2n
  }
}
