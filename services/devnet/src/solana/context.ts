import type { SolanaChain } from './chain.ts'
import { SOLANA_CORE_VERSION } from './constants.ts'
import type { Faucet } from './faucet.ts'

/** One RPC method: positional params in, a JSON-able result (bigints allowed) out; throws SolanaRpcError. */
export type RpcHandler = (params: unknown[]) => unknown

/** What the method handlers work on. */
export interface RpcContext {
  chain: SolanaChain
  faucet: Faucet
}

/** The `context` every `{context, value}` result carries. */
export function responseContext(chain: SolanaChain) {
  return { slot: chain.slot, apiVersion: SOLANA_CORE_VERSION }
}
