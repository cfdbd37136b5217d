import type { Address } from 'viem'

/**
 * A chain where a wallet has an Airlock smart account (EntryPoint v0.7): the Airlock contracts there, and
 * whether the cloud's paymaster pays the gas of the account's user operations. The embedded wallet's frame reads
 * these from config.json, the reference wallet from its build.
 *
 * @example
 * ```ts
 * const devnet: SmartAccountChain = {
 *   chainId: 31337,
 *   entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
 *   factory,
 *   sessionValidator,
 *   sponsored: true,
 * }
 * ```
 */
export interface SmartAccountChain {
  chainId: number
  entryPoint: Address
  factory: Address
  sessionValidator: Address
  /** User operations go through the cloud's paymaster (ERC-7677) and cost the account nothing. */
  sponsored: boolean
}
