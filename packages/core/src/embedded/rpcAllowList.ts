import { embeddedRpcMethodKind, type RpcMethodKind } from '@airlock/protocol/rpc-methods'

/**
 * The kit's gate in front of the embedded wallet (apps/docs/pages/reference/embedded-wallet.md#approvals): the
 * frame's own allow-list (@airlock/protocol/rpc-methods), plus the methods below. It differs from the frame's
 * list by exactly these, because the kit hands them to the embedded wallet's provider in the page, which
 * answers the EVM ones itself (accounts after a login, the network switch) and never sends them to the frame;
 * the Solana account reads are let through for the frame's Solana accounts.
 */
export const ANSWERED_BY_THE_PROVIDER: readonly string[] = Object.freeze([
  'eth_requestAccounts',
  'wallet_switchEthereumChain',
  'solana_getAccounts',
  'solana_requestAccounts',
])

/**
 * A request on neither list is refused ('Requested RPC call is not allowed'); unsafe ones open
 * ApproveTransaction.
 *
 * @example
 * rpcMethodKind('eth_getBalance') // 'safe'
 * rpcMethodKind('personal_sign') // 'unsafe'
 * rpcMethodKind('debug_traceTransaction') // 'not-allowed'
 */
export function rpcMethodKind(method: string): RpcMethodKind {
  return ANSWERED_BY_THE_PROVIDER.includes(method) ? 'safe' : embeddedRpcMethodKind(method)
}
