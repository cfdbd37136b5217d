import { z } from 'zod'
import type { Erc4337ChainConfig } from '../bundler/config.ts'
import { configAddressSchema } from '../evm/address.ts'
import { privateKeySchema } from '../onramp/config.ts'

/**
 * A chain's `smartAccounts` option: the smart-account contracts wallets use there (the account factory and the
 * session validator), told to the embedded wallet in config.json and read by the sessions routes. With
 * `relayerKey` the cloud also relays session revocations the account signed.
 */
export const smartAccountsChainSchema = z
  .object({
    /** AirlockAccountFactory: createAccount(owner, salt), getAddress(owner, salt). */
    accountFactory: configAddressSchema,
    /** AirlockSessionValidator: the ERC-7579 validator that enforces smart sessions on chain. */
    sessionValidator: configAddressSchema,
    /**
     * Sends revokeWithSignature for POST /v1/sessions/{address}/revoke (gas only: the signature is the
     * account's). Nothing else may send from it. Without it that route answers 503.
     */
    relayerKey: privateKeySchema.optional(),
  })
  .strict()

export type SmartAccountsChainConfig = z.input<typeof smartAccountsChainSchema>

/** One chain of config.json's `smartAccounts`: what the embedded wallet needs to run smart accounts there. */
export interface FrameSmartAccountChain {
  chainId: number
  entryPoint: string
  factory: string
  sessionValidator: string
  sponsored: boolean
}

/**
 * The chains the embedded wallet offers a smart account on: eip155 chains the cloud bundles for (erc4337) with
 * the contracts named (smartAccounts). Sponsored where the cloud has a paymaster for the chain.
 */
export function frameSmartAccounts(
  chains: Iterable<{
    caipNetworkId: string
    erc4337?: Erc4337ChainConfig | undefined
    smartAccounts?: SmartAccountsChainConfig | undefined
  }>,
): FrameSmartAccountChain[] {
  return [...chains].flatMap((chain) => {
    const [namespace, reference] = chain.caipNetworkId.split(':')
    if (namespace !== 'eip155' || !chain.erc4337 || !chain.smartAccounts) return []
    return [
      {
        chainId: Number(reference),
        entryPoint: chain.erc4337.entryPoint,
        factory: chain.smartAccounts.accountFactory,
        sessionValidator: chain.smartAccounts.sessionValidator,
        sponsored: chain.erc4337.paymaster !== undefined,
      },
    ]
  })
}
