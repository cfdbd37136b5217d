import {
  type Address,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  type LocalAccount,
  type TypedData,
  type TypedDataDefinition,
} from 'viem'
import { toSmartAccount } from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { airlockAccountFactoryAbi } from './abi.ts'
import { type AirlockClient, type AirlockEntryPoint, chainIdOf, defaultEntryPoint } from './entryPoint.ts'
import { airlockAccountCommon, airlockUserOperationHash } from './userOperation.ts'

/**
 * The Airlock smart account (AirlockSmartAccount, EntryPoint v0.7) as a viem SmartAccount: a bundler client
 * sends its user operations, and it signs messages as ERC-1271 wants them (wrapped in ERC-6492 by viem's
 * `toSmartAccount` while the account is not deployed).
 */

/**
 * A 65-byte ECDSA signature of the right shape (low s, v 28) for gas estimation: it recovers to some address,
 * so the account's ecrecover runs as it will with the real one, and answers SIG_VALIDATION_FAILED, not a revert.
 */
export const STUB_ECDSA_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/** The EIP-712 message the owner signs for the account's isValidSignature (replay-safe per account and chain). */
export function airlockMessageTypedData(chainId: number, account: Address, hash: Hex) {
  return {
    domain: { name: 'Airlock Smart Account', version: '1', chainId, verifyingContract: account },
    types: { AirlockMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'AirlockMessage',
    message: { hash },
  } as const
}

export interface ToAirlockSmartAccountParameters {
  client: AirlockClient
  owner: LocalAccount
  factory: Address
  entryPoint?: AirlockEntryPoint | undefined
  salt?: bigint | undefined
  /** Skips the factory read when the address is known (it is the factory's getAddress(owner, salt)). */
  address?: Address | undefined
}

/** The counterfactual address of `owner`'s account: the factory's getAddress(owner, salt). */
export function getAirlockAccountAddress(
  client: AirlockClient,
  factory: Address,
  owner: Address,
  salt = 0n,
): Promise<Address> {
  return readContract(client, {
    address: factory,
    abi: airlockAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner, salt],
  })
}

/**
 * The Airlock smart account of `owner` as a viem SmartAccount: its address is the factory's counterfactual one
 * (the account deploys with its first user operation), user operations are signed by the owner, and messages
 * and typed data are signed for ERC-1271 (wrapped for ERC-6492 while the account is not deployed).
 *
 * @example
 * ```ts
 * import { createBundlerClient } from 'viem/account-abstraction'
 * import { toAirlockSmartAccount } from '@airlock/embedded-wallet/smart-account'
 *
 * const account = await toAirlockSmartAccount({ client, owner: privateKeyToAccount(key), factory })
 * const bundler = createBundlerClient({ account, client, transport: http(bundlerUrl) })
 * const hash = await bundler.sendUserOperation({ calls: [{ to, value: parseEther('0.01') }] })
 * ```
 */
export async function toAirlockSmartAccount(parameters: ToAirlockSmartAccountParameters) {
  const { client, owner, factory, entryPoint = defaultEntryPoint, salt = 0n } = parameters
  const chainId = chainIdOf(client)
  const address = parameters.address ?? (await getAirlockAccountAddress(client, factory, owner.address, salt))
  const signHash = (hash: Hex) => owner.signTypedData(airlockMessageTypedData(chainId, address, hash))

  return toSmartAccount({
    client,
    entryPoint,
    extend: { owner, factoryAddress: factory, salt },
    ...airlockAccountCommon({ client, entryPoint, address, nonceKey: 0n }),
    async getFactoryArgs() {
      return {
        factory,
        factoryData: encodeFunctionData({
          abi: airlockAccountFactoryAbi,
          functionName: 'createAccount',
          args: [owner.address, salt],
        }),
      }
    },
    async getStubSignature() {
      return STUB_ECDSA_SIGNATURE
    },
    async signMessage({ message }) {
      return signHash(hashMessage(message))
    },
    async signTypedData(typedData) {
      return signHash(hashTypedData(typedData as TypedDataDefinition<TypedData, string>))
    },
    async signUserOperation(parameters) {
      const hash = airlockUserOperationHash(parameters, { chainId, entryPoint, address })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}

export type AirlockSmartAccount = Awaited<ReturnType<typeof toAirlockSmartAccount>>
