import { type Address, getAddress, type Hex, hexToBigInt, isAddress, numberToHex, size, slice } from 'viem'
import { type PackedUserOperation, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { z } from 'zod'
import { invalidParams } from './errors.ts'

/** A v0.7 user operation, the bundler's working form (viem's). */
export type UserOp = UserOperation<'0.7'>

const MAX_UINT128 = 2n ** 128n - 1n
const MAX_UINT256 = 2n ** 256n - 1n

const hexSchema = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'Expected 0x and an even number of hex digits')
  .transform((value) => value.toLowerCase() as Hex)

const addressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address: 0x and 40 hex digits')
  .transform((value) => getAddress(value))

const quantity = (max: bigint, what: string) =>
  z
    .string()
    .regex(/^0x[0-9a-fA-F]{1,64}$/, 'Expected a hex quantity such as 0x1')
    .transform((value) => hexToBigInt(value as Hex))
    .refine((value) => value <= max, `Must fit ${what}`)

const gas = quantity(MAX_UINT128, 'in 128 bits')

/** The JSON-RPC form of a v0.7 user operation (ERC-4337's unpacked fields, hex quantities). */
function userOperationSchema(gasRequired: boolean) {
  const gasField = gasRequired ? gas : gas.optional()
  return z
    .object({
      sender: addressSchema,
      nonce: quantity(MAX_UINT256, 'in 256 bits'),
      factory: addressSchema.nullish(),
      factoryData: hexSchema.nullish(),
      callData: hexSchema,
      callGasLimit: gasField,
      verificationGasLimit: gasField,
      preVerificationGas: gasField,
      maxFeePerGas: gasField,
      maxPriorityFeePerGas: gasField,
      paymaster: addressSchema.nullish(),
      paymasterVerificationGasLimit: gas.nullish(),
      paymasterPostOpGasLimit: gas.nullish(),
      paymasterData: hexSchema.nullish(),
      signature: hexSchema,
    })
    .superRefine((op, ctx) => {
      if (op.factoryData && size(op.factoryData) > 0 && !op.factory) {
        ctx.addIssue({ code: 'custom', path: ['factory'], message: 'Required with factoryData' })
      }
      if (op.paymasterData && size(op.paymasterData) > 0 && !op.paymaster) {
        ctx.addIssue({ code: 'custom', path: ['paymaster'], message: 'Required with paymasterData' })
      }
    })
    .transform(
      (op): UserOp => ({
        sender: op.sender,
        nonce: op.nonce,
        ...(op.factory ? { factory: op.factory, factoryData: op.factoryData ?? '0x' } : {}),
        callData: op.callData,
        callGasLimit: op.callGasLimit ?? 0n,
        verificationGasLimit: op.verificationGasLimit ?? 0n,
        preVerificationGas: op.preVerificationGas ?? 0n,
        maxFeePerGas: op.maxFeePerGas ?? 0n,
        maxPriorityFeePerGas: op.maxPriorityFeePerGas ?? 0n,
        ...(op.paymaster
          ? {
              paymaster: op.paymaster,
              paymasterVerificationGasLimit: op.paymasterVerificationGasLimit ?? 0n,
              paymasterPostOpGasLimit: op.paymasterPostOpGasLimit ?? 0n,
              paymasterData: op.paymasterData ?? '0x',
            }
          : {}),
        signature: op.signature,
      }),
    )
}

/** For eth_sendUserOperation: every gas and fee field is required. */
export const sendableUserOperationSchema = userOperationSchema(true)
/** For estimation and the paymaster: gas and fees may be missing (they are what is being asked for). */
export const draftUserOperationSchema = userOperationSchema(false)

/** Parses a parameter with a schema; a mismatch is -32602 naming the field, e.g. "userOp.nonce: Required". */
export function parseParam<S extends z.ZodTypeAny>(schema: S, value: unknown, name: string): z.output<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issues = parsed.error.issues.map((issue) => `${[name, ...issue.path].join('.')}: ${issue.message}`)
  throw invalidParams(`Invalid params: ${issues.join('; ')}`)
}

export const entryPointParamSchema = addressSchema
export const hashParamSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte hash: 0x and 64 hex digits')
  .transform((value) => value.toLowerCase() as Hex)

/** The EntryPoint's packed form. */
export function pack(op: UserOp): PackedUserOperation {
  return toPackedUserOperation(op)
}

/** The packed form back to the unpacked one (decoding handleOps calldata). */
export function unpack(packed: PackedUserOperation): UserOp {
  const initCode = packed.initCode
  const paymasterAndData = packed.paymasterAndData
  const word = (data: Hex, start: number) => hexToBigInt(slice(data, start, start + 16))
  return {
    sender: getAddress(packed.sender),
    nonce: packed.nonce,
    ...(size(initCode) >= 20
      ? { factory: getAddress(slice(initCode, 0, 20)), factoryData: slice(initCode, 20) }
      : {}),
    callData: packed.callData,
    verificationGasLimit: word(packed.accountGasLimits, 0),
    callGasLimit: word(packed.accountGasLimits, 16),
    preVerificationGas: packed.preVerificationGas,
    maxPriorityFeePerGas: word(packed.gasFees, 0),
    maxFeePerGas: word(packed.gasFees, 16),
    ...(size(paymasterAndData) >= 52
      ? {
          paymaster: getAddress(slice(paymasterAndData, 0, 20)),
          paymasterVerificationGasLimit: word(paymasterAndData, 20),
          paymasterPostOpGasLimit: word(paymasterAndData, 36),
          paymasterData: size(paymasterAndData) > 52 ? slice(paymasterAndData, 52) : '0x',
        }
      : {}),
    signature: packed.signature,
  }
}

/** The JSON-RPC form (what eth_getUserOperationByHash answers and viem's formatUserOperation reads). */
export function toRpcUserOperation(op: UserOp): Record<string, Hex | Address> {
  const rpc: Record<string, Hex | Address> = {
    sender: op.sender,
    nonce: numberToHex(op.nonce),
    callData: op.callData,
    callGasLimit: numberToHex(op.callGasLimit),
    verificationGasLimit: numberToHex(op.verificationGasLimit),
    preVerificationGas: numberToHex(op.preVerificationGas),
    maxFeePerGas: numberToHex(op.maxFeePerGas),
    maxPriorityFeePerGas: numberToHex(op.maxPriorityFeePerGas),
    signature: op.signature,
  }
  if (op.factory) {
    rpc.factory = op.factory
    rpc.factoryData = op.factoryData ?? '0x'
  }
  if (op.paymaster) {
    rpc.paymaster = op.paymaster
    rpc.paymasterVerificationGasLimit = numberToHex(op.paymasterVerificationGasLimit ?? 0n)
    rpc.paymasterPostOpGasLimit = numberToHex(op.paymasterPostOpGasLimit ?? 0n)
    rpc.paymasterData = op.paymasterData ?? '0x'
  }
  return rpc
}
