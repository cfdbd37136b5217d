import { type Address, BaseError, encodeAbiParameters, type Hex, hexToBigInt, type LocalAccount } from 'viem'
import { toSmartAccount } from 'viem/account-abstraction'
import { STUB_ECDSA_SIGNATURE } from './account.ts'
import { type AirlockClient, type AirlockEntryPoint, chainIdOf, defaultEntryPoint } from './entryPoint.ts'
import { airlockAccountCommon, airlockUserOperationHash } from './userOperation.ts'

/**
 * An Airlock smart account driven by a session key (a session granted with wallet_grantPermissions): its user
 * operations use the session validator's nonce key and carry abi.encode(sessionId, the session key's
 * signature); the validator checks the calls against the session's permissions and limits on chain.
 * The account must already be deployed (granting a session deploys it).
 */

export interface ToAirlockSessionAccountParameters {
  client: AirlockClient
  /** The smart account the session was granted on. */
  address: Address
  sessionKey: LocalAccount
  validator: Address
  sessionId: Hex
  entryPoint?: AirlockEntryPoint | undefined
}

/** The nonce key of a validator: uint192(uint160(validator)), so the account reads the validator from it. */
export function validatorNonceKey(validator: Address): bigint {
  return hexToBigInt(validator)
}

/** A session user operation's signature: abi.encode(bytes32 id, bytes ecdsaSignature). */
export function encodeSessionSignature(sessionId: Hex, signature: Hex): Hex {
  return encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes' }], [sessionId, signature])
}

/**
 * A session key granted on an Airlock smart account (wallet_grantPermissions), as a viem SmartAccount: its user
 * operations go through the session validator, which enforces the granted permissions. It cannot sign messages
 * or typed data for the account: only the owner can.
 *
 * @example
 * ```ts
 * import { createBundlerClient } from 'viem/account-abstraction'
 * import { decodePermissionsContext, toAirlockSessionAccount } from '@airlock/embedded-wallet/smart-account'
 *
 * // `grant`: what wallet_grantPermissions answered.
 * const { validator, sessionId } = decodePermissionsContext(grant.permissionsContext)
 * const session = await toAirlockSessionAccount({ client, address, sessionKey, validator, sessionId })
 * const bundler = createBundlerClient({ account: session, client, transport: http(bundlerUrl) })
 * await bundler.sendUserOperation({ calls: [{ to: game, data }] })
 * ```
 */
export async function toAirlockSessionAccount(parameters: ToAirlockSessionAccountParameters) {
  const { client, address, sessionKey, validator, sessionId, entryPoint = defaultEntryPoint } = parameters
  const chainId = chainIdOf(client)
  const key = validatorNonceKey(validator)
  const refuse = async (_parameters: unknown): Promise<Hex> => {
    throw new BaseError('A session key cannot sign messages for the account: only its owner can')
  }

  return toSmartAccount({
    client,
    entryPoint,
    extend: { sessionKey, validator, sessionId },
    ...airlockAccountCommon({ client, entryPoint, address, nonceKey: key }),
    async getFactoryArgs() {
      return { factory: undefined, factoryData: undefined }
    },
    async getStubSignature() {
      return encodeSessionSignature(sessionId, STUB_ECDSA_SIGNATURE)
    },
    signMessage: refuse,
    signTypedData: refuse,
    async signUserOperation(parameters) {
      const hash = airlockUserOperationHash(parameters, { chainId, entryPoint, address })
      return encodeSessionSignature(sessionId, await sessionKey.signMessage({ message: { raw: hash } }))
    },
  })
}

export type AirlockSessionAccount = Awaited<ReturnType<typeof toAirlockSessionAccount>>
