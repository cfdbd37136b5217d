import type { KeyValueStorage, Metadata, VerifyContext, WebSocketFactory } from '@airlock/protocol'
import type { Hex } from 'viem'
import type { PolicyOptions } from '../policy.ts'
import type { RequestRecord } from '../request-log.ts'

/**
 * What prompts the WalletConnect wallet's user, and so follows policies: `wc_sessionPropose` is a session
 * proposal (its connection prompt, as eth_requestAccounts is the injected wallet's), the others are requests
 * that sign. Everything else a session may ask (chain id, accounts, switching chains) is answered at once.
 */
export const walletConnectPromptedMethods = [
  'wc_sessionPropose',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
] as const

export type WalletConnectPromptedMethod = (typeof walletConnectPromptedMethods)[number]

export interface TestWalletConnectWalletOptions extends PolicyOptions<WalletConnectPromptedMethod> {
  /** ws://127.0.0.1:<port>/relay */
  relayUrl: string
  /** A project the relay knows: the Airlock cloud's relay, like WalletConnect's, refuses a client without one. */
  projectId: string
  /** The wallet's keys; the first is the selected account. Or `accounts` (e.g. `testAccounts` of the devnet). */
  privateKeys?: readonly Hex[]
  accounts?: readonly { privateKey: Hex }[]
  /** The devnet's node: used for eip155:31337. */
  rpcUrl?: string
  /** Nodes per CAIP-2 chain id, for other chains (loopback urls only). */
  rpcUrls?: Readonly<Record<string, string>>
  /** The chains the wallet offers, CAIP-2; the first is the current one. Default ['eip155:31337']. */
  chains?: readonly string[]
  /** The verify service the wallet trusts (`<cloud>/verify`). */
  verifyUrl?: string
  metadata?: Partial<Metadata>
  /** Default: in memory. */
  storage?: KeyValueStorage
  /** Default: the `ws` package. */
  webSocket?: WebSocketFactory
}

/** A session request, in the same record as the injected wallet's, plus where it came from. */
export interface WalletConnectRequest extends RequestRecord {
  topic: string
  /** CAIP-2, e.g. eip155:31337. */
  chainId: string
  verifyContext: VerifyContext
}
