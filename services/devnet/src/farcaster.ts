import { keccak256, toBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetContracts } from './addresses.ts'
import type { SetupCall } from './setupCall.ts'

/** A Farcaster account of the devnet: its fid is registered to its custody key's address at start-up. */
export interface DevnetFarcasterAccount {
  fid: number
  username: string
  displayName: string
  /** Signs its Sign In With Farcaster messages, as a Farcaster app does with the custody key. */
  custodyKey: `0x${string}`
}

/**
 * The devnet's Farcaster test accounts, registered in this order (fids 1, 2). Their keys come from fixed
 * phrases like the treasury's, outside the test mnemonic so they own no test balance. Public: never use them on a
 * real chain.
 */
export const devnetFarcasterAccounts: readonly DevnetFarcasterAccount[] = Object.freeze([
  {
    fid: 1,
    username: 'ada',
    displayName: 'Ada Lovelace',
    custodyKey: keccak256(toBytes('airlock/devnet/farcaster/ada')),
  },
  {
    fid: 2,
    username: 'grace',
    displayName: 'Grace Hopper',
    custodyKey: keccak256(toBytes('airlock/devnet/farcaster/grace')),
  },
])

/** Registers each account's custody address in the devnet's FarcasterIdRegistry. */
export const farcasterSetupCalls: readonly SetupCall[] = devnetFarcasterAccounts.map((account) => ({
  contract: 'FarcasterIdRegistry' as const,
  address: devnetContracts.farcasterIdRegistry,
  functionName: 'registerFor',
  args: [privateKeyToAccount(account.custodyKey).address],
}))
