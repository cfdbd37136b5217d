import type { Hex, LocalAccount } from 'viem'
import type { ApprovalDescription } from '../approval/describe.ts'
import type { SmartAccounts } from '../smart/smartAccounts.ts'
import type { Gateway } from './gateway.ts'

/** What the frame's RPC handlers work with: the visitor's key, the cloud's gateway, the approval card. */
export interface RpcContext {
  account: () => LocalAccount | undefined
  gateway: Gateway
  /** Shows the approval card; resolves true on Approve, false on Reject. */
  approve: (description: ApprovalDescription) => Promise<boolean>
  /** Batches sent by wallet_sendCalls, by id, for wallet_getCallsStatus. */
  batches?: Map<string, { chainId: number; hashes: Hex[] }>
  /** The smart accounts (chains listed in config.json `smartAccounts`); absent, the wallet is an EOA only. */
  smart?: SmartAccounts
  /** User operations sent by this frame, by hash, with their chain. */
  ops?: Map<string, number>
}
