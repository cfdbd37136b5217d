import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainConfig } from '../chains/config.ts'
import { HttpError } from '../http/errors.ts'
import { sessionValidatorAbi } from './abi.ts'

/** What the validator's refusal means for the caller. */
const REFUSALS: Record<string, [number, string]> = {
  InvalidSignature: [401, 'The signature does not revoke this session: the account did not sign it'],
  SessionNotFound: [404, 'No such session on this account'],
  SessionIsRevoked: [409, 'The session is already revoked'],
}

function refusalOf(error: unknown): HttpError | undefined {
  const reverted =
    error instanceof BaseError ? error.walk((cause) => cause instanceof ContractFunctionRevertedError) : null
  const name = reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined
  const refusal = name ? REFUSALS[name] : undefined
  return refusal ? new HttpError(refusal[0], refusal[1]) : undefined
}

export interface RevokeRelayer {
  /** Checks the revoke with the chain (eth_call), then sends it and waits until it is mined; the hash. */
  revoke(args: { validator: Address; account: Address; id: Hex; signature: Hex }): Promise<Hex>
}

/**
 * Sends revokeWithSignature from the chain's relayer key, one after another (each waits for the one before,
 * so two never take the same nonce). A refusal the validator gives in the dry run is answered, never sent.
 */
export function createRevokeRelayer(
  chain: ChainConfig,
  client: PublicClient,
  relayerKey: Hex,
): RevokeRelayer {
  const account = privateKeyToAccount(relayerKey)
  const wallet = createWalletClient({ account, transport: http(chain.rpcUrl, { retryCount: 0 }) })
  let queue: Promise<unknown> = Promise.resolve()

  async function send({ validator, account: owner, id, signature }: Parameters<RevokeRelayer['revoke']>[0]) {
    const call = {
      address: validator,
      abi: sessionValidatorAbi,
      functionName: 'revokeWithSignature',
      args: [owner, id, signature],
    } as const
    try {
      await client.simulateContract({ ...call, account })
    } catch (error) {
      throw refusalOf(error) ?? new HttpError(502, `Could not check the revoke on ${chain.caipNetworkId}`)
    }
    const hash = await wallet.writeContract({ ...call, chain: null })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 })
    if (receipt.status !== 'success') throw new HttpError(502, `The revoke transaction ${hash} reverted`)
    return hash
  }

  return {
    revoke(args) {
      const result = queue.then(() => send(args))
      queue = result.catch(() => {})
      return result
    },
  }
}
