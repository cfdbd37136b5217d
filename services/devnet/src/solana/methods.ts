import { accountMethods } from './accountMethods.ts'
import { chainMethods } from './chainMethods.ts'
import type { RpcContext, RpcHandler } from './context.ts'
import { transactionMethods } from './transactionMethods.ts'

/** Every JSON-RPC method the local chain serves over HTTP, by name. */
export function createSolanaRpcMethods(context: RpcContext): ReadonlyMap<string, RpcHandler> {
  return new Map(
    Object.entries({ ...chainMethods(context), ...accountMethods(context), ...transactionMethods(context) }),
  )
}
