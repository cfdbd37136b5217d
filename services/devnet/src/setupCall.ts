import type { Address } from 'viem'
import type { artifacts } from '../generated/contracts.ts'

/*
 * The shapes of the devnet's deploy plan. The list of deployments and setup calls (deployments.ts) gathers the
 * setup calls each part of the devnet declares (tokens, pools, NFTs, Farcaster, names), so those parts import
 * these types from here, not from the list that imports them.
 */

/** A contract the devnet compiles from its own Solidity sources. */
export type ContractName = keyof typeof artifacts

/** A transaction the deployer sends once every contract is deployed, to put the devnet in a useful state. */
export interface SetupCall {
  contract: ContractName
  address: Address
  functionName: string
  args: readonly unknown[]
  /** Wei sent with the call, paid from the deployer's own balance. */
  value?: bigint
}
