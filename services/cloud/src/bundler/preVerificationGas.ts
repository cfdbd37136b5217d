import { encodeAbiParameters, type Hex, hexToBytes, maxUint256, size } from 'viem'
import { pack, type UserOp } from './userOperation.ts'

/** Gas the bundle transaction spends outside any operation's measured gas (ERC-4337 reference bundler's). */
const TX_BASE = 21_000n
const PER_OP = 18_300n
const PER_WORD = 4n
const ZERO_BYTE = 4n
const NONZERO_BYTE = 16n

const packedOpType = {
  type: 'tuple',
  components: [
    { name: 'sender', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'initCode', type: 'bytes' },
    { name: 'callData', type: 'bytes' },
    { name: 'accountGasLimits', type: 'bytes32' },
    { name: 'preVerificationGas', type: 'uint256' },
    { name: 'gasFees', type: 'bytes32' },
    { name: 'paymasterAndData', type: 'bytes' },
    { name: 'signature', type: 'bytes' },
  ],
} as const

const nonzero = (length: number): Hex => `0x${'ff'.repeat(length)}`

/**
 * preVerificationGas: the calldata cost of the operation in handleOps, plus the transaction's base cost (one
 * operation per bundle) and the per-operation overhead. The fields an estimate cannot know yet (gas limits,
 * fees, the paymaster's data and the signature) count as non-zero bytes of their length, so the estimate with
 * stub values and the check of the signed operation give the same number.
 */
export function preVerificationGasOf(op: UserOp): bigint {
  const packed = pack(op)
  const encoded = encodeAbiParameters(
    [packedOpType],
    [
      {
        ...packed,
        accountGasLimits: nonzero(32),
        preVerificationGas: maxUint256,
        gasFees: nonzero(32),
        paymasterAndData:
          size(packed.paymasterAndData) > 20
            ? (`${packed.paymasterAndData.slice(0, 42)}${'ff'.repeat(size(packed.paymasterAndData) - 20)}` as Hex)
            : packed.paymasterAndData,
        signature: nonzero(size(packed.signature)),
      },
    ],
  )
  const bytes = hexToBytes(encoded)
  let cost = 0n
  for (const byte of bytes) cost += byte === 0 ? ZERO_BYTE : NONZERO_BYTE
  const words = BigInt(Math.ceil(bytes.length / 32))
  return cost + TX_BASE + PER_OP + PER_WORD * words
}
