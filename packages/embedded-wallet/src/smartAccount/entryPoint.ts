import type { Address } from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  type SmartAccountImplementation,
} from 'viem/account-abstraction'

/*
 * What every kind of Airlock account (the owner's and a session key's) is built on: the EntryPoint v0.7 it runs
 * under, and a client with a chain. Both account kinds and their shared user-operation code import it from here.
 */

/** The EntryPoint an Airlock account's user operations go through (only v0.7 is supported). */
export interface AirlockEntryPoint {
  address: Address
  abi: typeof entryPoint07Abi
  version: '0.7'
}

/** EntryPoint v0.7 at its canonical address, the same on every chain (the devnet deploys it there too). */
export const defaultEntryPoint: AirlockEntryPoint = {
  address: entryPoint07Address,
  abi: entryPoint07Abi,
  version: '0.7',
}

/** A client with a chain: the chain id goes into user operation hashes and the EIP-712 domain. */
export type AirlockClient = SmartAccountImplementation['client']

/** The chain id of `client`; an account cannot sign without one, so a client without a chain throws. */
export function chainIdOf(client: AirlockClient): number {
  const id = client.chain?.id
  if (id === undefined) throw new Error('The smart account needs a client with a chain')
  return id
}
