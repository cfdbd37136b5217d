import { type Address, getAddress, type Hex, hexToBigInt, isAddressEqual, numberToHex } from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import type { ChainConfig } from '../chains/config.ts'
import type { ResolvedErc4337Config } from './config.ts'
import { BundlerErrorCode, BundlerRpcError, invalidParams } from './errors.ts'
import { estimateUserOperationGas, formatGasEstimate } from './estimate.ts'
import { createLookup } from './lookup.ts'
import { createNodeRequest, type NodeRequest } from './node.ts'
import { preVerificationGasOf } from './preVerificationGas.ts'
import { createSimulator, type ValidationData } from './simulation.ts'
import { createSubmitter } from './submit.ts'
import {
  draftUserOperationSchema,
  entryPointParamSchema,
  hashParamSchema,
  parseParam,
  sendableUserOperationSchema,
  type UserOp,
} from './userOperation.ts'

/** An operation whose validity ends sooner than this (s) is refused: it could expire before it is mined. */
const MIN_VALIDITY_SECONDS = 10n

export interface BundlerService {
  chainId: number
  entryPoint: Address
  node: NodeRequest
  /** Answers one ERC-4337 bundler JSON-RPC method; throws BundlerRpcError. */
  handle(method: string, params: unknown): Promise<unknown>
}

function paramsArray(params: unknown, count: { min: number; max: number }): unknown[] {
  if (params === undefined) params = []
  if (!Array.isArray(params))
    throw invalidParams('Invalid params: expected an array of positional parameters')
  if (params.length < count.min || params.length > count.max) {
    throw invalidParams(
      `Invalid params: expected ${count.min === count.max ? count.min : `${count.min} to ${count.max}`} parameters, got ${params.length}`,
    )
  }
  return params
}

/** The bundler of one chain: simulation, estimation, submission and the lookups, all against its node. */
export function createBundlerService(
  chain: ChainConfig,
  config: ResolvedErc4337Config,
  timeoutMs: number,
): BundlerService {
  const chainId = Number(chain.caipNetworkId.split(':')[1])
  const entryPoint = getAddress(config.entryPoint)
  const node = createNodeRequest(chain, timeoutMs)
  const simulator = createSimulator({ node, entryPoint, entryPointSimulations: config.entryPointSimulations })
  const lookup = createLookup({ node, entryPoint, chainId })
  const submitter = createSubmitter({
    node,
    rpcUrl: chain.rpcUrl,
    chainId,
    entryPoint,
    bundlerKey: config.bundlerKey,
    timeoutMs,
  })

  const checkEntryPoint = (value: unknown) => {
    const address = parseParam(entryPointParamSchema, value, 'entryPoint')
    if (!isAddressEqual(address, entryPoint)) {
      throw invalidParams(`Unsupported entry point ${address}: this bundler serves ${entryPoint} (v0.7)`)
    }
  }

  async function latestBlock() {
    const block = await node<{ baseFeePerGas?: Hex; timestamp: Hex }>('eth_getBlockByNumber', [
      'latest',
      false,
    ])
    return {
      baseFee: block.baseFeePerGas ? hexToBigInt(block.baseFeePerGas) : 0n,
      timestamp: hexToBigInt(block.timestamp),
    }
  }

  function checkTimeRange(data: ValidationData, now: bigint, reason: string) {
    if (data.validAfter > now || data.validUntil < now + MIN_VALIDITY_SECONDS) {
      throw new BundlerRpcError(BundlerErrorCode.OUT_OF_TIME_RANGE, reason, {
        validAfter: numberToHex(data.validAfter),
        validUntil: numberToHex(data.validUntil),
      })
    }
  }

  async function send(op: UserOp): Promise<Hex> {
    if (op.maxPriorityFeePerGas > op.maxFeePerGas) {
      throw invalidParams('Invalid params: userOp.maxPriorityFeePerGas is above maxFeePerGas')
    }
    const block = await latestBlock()
    if (op.maxFeePerGas < block.baseFee) {
      throw invalidParams(
        `Invalid params: userOp.maxFeePerGas ${op.maxFeePerGas} is below the chain's base fee ${block.baseFee}`,
      )
    }
    const minimum = preVerificationGasOf(op)
    if (op.preVerificationGas < minimum) {
      throw invalidParams(
        `Invalid params: userOp.preVerificationGas ${op.preVerificationGas} is below the ${minimum} this operation needs`,
      )
    }
    const validation = await simulator.simulateValidation(op)
    if (validation.account.signatureFailed) {
      throw new BundlerRpcError(BundlerErrorCode.SIGNATURE_FAILED, 'AA24 signature error')
    }
    if (BigInt(validation.account.aggregator) > 1n) {
      throw new BundlerRpcError(
        BundlerErrorCode.UNSUPPORTED_AGGREGATOR,
        `The account names signature aggregator ${validation.account.aggregator}, which this bundler does not support`,
      )
    }
    if (op.paymaster && validation.paymaster.signatureFailed) {
      throw new BundlerRpcError(BundlerErrorCode.SIGNATURE_FAILED, 'AA34 signature error')
    }
    const nowSeconds = BigInt(Math.floor(Date.now() / 1000))
    const now = block.timestamp > nowSeconds ? block.timestamp : nowSeconds
    checkTimeRange(validation.account, now, 'AA22 expired or not due')
    if (op.paymaster) checkTimeRange(validation.paymaster, now, 'AA32 paymaster expired or not due')

    await submitter.submit(op)
    return getUserOperationHash({
      chainId,
      entryPointAddress: entryPoint,
      entryPointVersion: '0.7',
      userOperation: op,
    })
  }

  return {
    chainId,
    entryPoint,
    node,
    async handle(method, params) {
      switch (method) {
        case 'eth_chainId':
          paramsArray(params, { min: 0, max: 0 })
          return numberToHex(chainId)
        case 'eth_supportedEntryPoints':
          paramsArray(params, { min: 0, max: 0 })
          return [entryPoint]
        case 'eth_estimateUserOperationGas': {
          const [rawOp, rawEntryPoint, stateOverride] = paramsArray(params, { min: 2, max: 3 })
          checkEntryPoint(rawEntryPoint)
          if (stateOverride !== undefined && stateOverride !== null) {
            throw invalidParams('Invalid params: state overrides are not supported in estimation')
          }
          const op = parseParam(draftUserOperationSchema, rawOp, 'userOp')
          return formatGasEstimate(await estimateUserOperationGas(simulator, op, { entryPoint, chainId }))
        }
        case 'eth_sendUserOperation': {
          const [rawOp, rawEntryPoint] = paramsArray(params, { min: 2, max: 2 })
          checkEntryPoint(rawEntryPoint)
          return send(parseParam(sendableUserOperationSchema, rawOp, 'userOp'))
        }
        case 'eth_getUserOperationReceipt': {
          const [hash] = paramsArray(params, { min: 1, max: 1 })
          return lookup.receipt(parseParam(hashParamSchema, hash, 'userOpHash'))
        }
        case 'eth_getUserOperationByHash': {
          const [hash] = paramsArray(params, { min: 1, max: 1 })
          return lookup.byHash(parseParam(hashParamSchema, hash, 'userOpHash'))
        }
        default:
          throw new BundlerRpcError(
            BundlerErrorCode.METHOD_NOT_FOUND,
            `The method ${method} does not exist / is not available on the Airlock bundler`,
          )
      }
    },
  }
}
