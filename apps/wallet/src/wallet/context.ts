/**
 * What the wallet's modules share: the store, the protocol client once started, the devnet's node and the
 * smart-account service. Each module (../pairing, ../requests, ../accounts, ...) takes this and nothing
 * global, so a test hands it its own store and client.
 */
import type { WalletClient } from '@airlock/protocol'
import type { RpcForwarder } from '@airlock/wallet-engine'
import type { PublicClient } from 'viem'
import type { SmartAccounts } from '../smart/smartAccounts.ts'
import type { WalletStore } from '../store/walletState.ts'

/** The reads of the devnet node the wallet makes. */
export type DevnetReader = Pick<
  PublicClient,
  'getBalance' | 'waitForTransactionReceipt' | 'getTransactionReceipt'
>

export interface WalletContext {
  readonly store: WalletStore
  /** Set by start(); undefined until the relay answered (actions then do nothing). */
  client: WalletClient | undefined
  readonly devnet: DevnetReader
  readonly smart: SmartAccounts
  /** One per wallet, so the JSON-RPC ids of forwarded reads stay distinct. */
  readonly forwarder: RpcForwarder
  /** Where preferences and activity are kept; undefined in private mode or outside a browser. */
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | undefined
  /** Next id of a toast or activity line: one sequence, so React keys never collide. */
  nextId: number
}
