import type { Address, Hex } from 'viem'
import {
  entryPoint07Abi,
  getUserOperationHash,
  type SmartAccountImplementation,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { decodeAccountCalls, encodeAccountCalls } from './calls.ts'
import type { AirlockClient, AirlockEntryPoint } from './entryPoint.ts'

/*
 * What the owner's account and a session's account have in common as viem SmartAccount implementations: the
 * same account contract (its calls codec and address), a nonce under one validator's key, and the EntryPoint
 * v0.7 hash of a user operation that their signers sign.
 */

/**
 * The calls codec, address and nonce of the Airlock account at `address`, for viem's `toSmartAccount`. The nonce
 * key's low 160 bits name the validator that checks the operation (0 is the owner); viem's own time-based key
 * would name none.
 *
 * @example
 * ```ts
 * toSmartAccount({ client, entryPoint, ...airlockAccountCommon({ client, entryPoint, address, nonceKey: 0n }), … })
 * ```
 */
export function airlockAccountCommon(parameters: {
  client: AirlockClient
  entryPoint: AirlockEntryPoint
  address: Address
  nonceKey: bigint
}) {
  const { client, entryPoint, address, nonceKey } = parameters
  return {
    async decodeCalls(data: Hex) {
      return decodeAccountCalls(data)
    },
    async encodeCalls(calls: Parameters<typeof encodeAccountCalls>[0]) {
      return encodeAccountCalls(calls)
    },
    async getAddress() {
      return address
    },
    async getNonce() {
      return readContract(client, {
        address: entryPoint.address,
        abi: entryPoint07Abi,
        functionName: 'getNonce',
        args: [address, nonceKey],
      })
    },
  }
}

/** What viem hands an EntryPoint v0.7 account's signUserOperation. */
export type SignUserOperationParameters = Parameters<
  SmartAccountImplementation<typeof entryPoint07Abi, '0.7'>['signUserOperation']
>[0]

/**
 * The EntryPoint v0.7 hash of a user operation of the account at `address` (the operation's own chainId wins
 * over `chainId`): what the owner or the session key signs.
 *
 * @example
 * ```ts
 * const hash = airlockUserOperationHash(parameters, { chainId: 31337, entryPoint, address })
 * const signature = await owner.signMessage({ message: { raw: hash } })
 * ```
 */
export function airlockUserOperationHash(
  parameters: SignUserOperationParameters,
  options: { chainId: number; entryPoint: AirlockEntryPoint; address: Address },
): Hex {
  const { chainId = options.chainId, ...userOperation } = parameters
  return getUserOperationHash({
    chainId,
    entryPointAddress: options.entryPoint.address,
    entryPointVersion: '0.7',
    userOperation: { ...userOperation, sender: options.address },
  })
}
