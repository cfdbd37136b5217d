import {
  concat,
  decodeFunctionResult,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  isAddressEqual,
  numberToHex,
  parseAbi,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ResolvedErc4337Config } from '../bundler/config.ts'
import { invalidParams } from '../bundler/errors.ts'
import type { NodeRequest } from '../bundler/node.ts'
import {
  draftUserOperationSchema,
  entryPointParamSchema,
  pack,
  parseParam,
  type UserOp,
} from '../bundler/userOperation.ts'

const verifyingPaymasterAbi = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'function getHash(PackedUserOperation userOp, uint48 validUntil, uint48 validAfter) view returns (bytes32)',
])

/**
 * The stub's signature: a real signature (of another hash, by a throwaway key), so the VerifyingPaymaster's
 * ECDSA.recover succeeds and validation fails softly (SIG_VALIDATION_FAILED) while the bundler estimates,
 * with the gas of a real check. A malformed one would make recover revert (AA33).
 */
export const STUB_SIGNATURE: Hex =
  '0x24644d3067880bdd5655780d1fbecd83f99f7eb8aa21ec8aedfc619f0966575b473ed4167700eac238d2877d826f769b69c70a5a360f6f704c285ead1a2178c31b'

/** Used when the operation names no paymaster validation gas (the VerifyingPaymaster needs about 30k). */
export const DEFAULT_PAYMASTER_VERIFICATION_GAS = 100_000n

/** The VerifyingPaymaster's paymasterData: abi.encode(uint48 validUntil, uint48 validAfter) ‖ signature. */
export function paymasterDataOf(validUntil: number, validAfter: number, signature: Hex): Hex {
  return concat([
    encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, validAfter]),
    signature,
  ])
}

export interface Sponsor {
  stubData(params: unknown[]): Promise<unknown>
  data(params: unknown[]): Promise<unknown>
}

/**
 * ERC-7677 for one chain's VerifyingPaymaster v0.7: a stub for estimation, then the signer's EIP-191 signature
 * of the paymaster's own getHash(userOp, validUntil, validAfter) over the final gas values.
 */
export function createSponsor(options: {
  chainId: number
  config: ResolvedErc4337Config & { paymaster: NonNullable<ResolvedErc4337Config['paymaster']> }
  node: NodeRequest
}): Sponsor {
  const { chainId, config, node } = options
  const paymaster = getAddress(config.paymaster.address)
  const signer = privateKeyToAccount(config.paymaster.signerKey)

  function parse(params: unknown[]): UserOp {
    if (params.length < 3 || params.length > 4) {
      throw invalidParams('Invalid params: expected [userOp, entryPoint, chainId, context?]')
    }
    const [rawOp, rawEntryPoint, rawChainId] = params
    const entryPoint = parseParam(entryPointParamSchema, rawEntryPoint, 'entryPoint')
    if (!isAddressEqual(entryPoint, config.entryPoint)) {
      throw invalidParams(
        `Unsupported entry point ${entryPoint}: this paymaster serves ${getAddress(config.entryPoint)}`,
      )
    }
    if (
      typeof rawChainId !== 'string' ||
      !/^0x[0-9a-fA-F]+$/.test(rawChainId) ||
      Number(rawChainId) !== chainId
    ) {
      throw invalidParams(
        `Invalid params: chainId ${String(rawChainId)} is not this route's chain (${numberToHex(chainId)})`,
      )
    }
    return parseParam(draftUserOperationSchema, rawOp, 'userOp')
  }

  const window = () => {
    const now = Math.floor(Date.now() / 1000)
    return { validUntil: now + config.paymaster.validitySeconds, validAfter: 0 }
  }

  async function getHash(op: UserOp, validUntil: number, validAfter: number): Promise<Hex> {
    const data = encodeFunctionData({
      abi: verifyingPaymasterAbi,
      functionName: 'getHash',
      args: [pack(op), validUntil, validAfter],
    })
    const result = await node<Hex>('eth_call', [{ to: paymaster, data }, 'latest'])
    return decodeFunctionResult({ abi: verifyingPaymasterAbi, functionName: 'getHash', data: result })
  }

  return {
    async stubData(params) {
      parse(params)
      const { validUntil, validAfter } = window()
      return {
        paymaster,
        paymasterData: paymasterDataOf(validUntil, validAfter, STUB_SIGNATURE),
        // No paymasterVerificationGasLimit: the bundler measures it with this stub.
        paymasterPostOpGasLimit: '0x0',
        sponsor: { name: 'Airlock' },
        isFinal: false,
      }
    },

    async data(params) {
      const op = parse(params)
      const verificationGas =
        op.paymasterVerificationGasLimit && op.paymasterVerificationGasLimit > 0n
          ? op.paymasterVerificationGasLimit
          : DEFAULT_PAYMASTER_VERIFICATION_GAS
      const postOpGas = op.paymasterPostOpGasLimit ?? 0n
      const { validUntil, validAfter } = window()
      const sponsored: UserOp = {
        ...op,
        paymaster,
        paymasterVerificationGasLimit: verificationGas,
        paymasterPostOpGasLimit: postOpGas,
        paymasterData: '0x',
      }
      const hash = await getHash(sponsored, validUntil, validAfter)
      const signature = await signer.signMessage({ message: { raw: hash } })
      return {
        paymaster,
        paymasterData: paymasterDataOf(validUntil, validAfter, signature),
        paymasterVerificationGasLimit: numberToHex(verificationGas),
        paymasterPostOpGasLimit: numberToHex(postOpGas),
      }
    },
  }
}
