import { isAddressEqual, type LocalAccount } from 'viem'
import type { RpcContext } from './context.ts'
import { ProviderRpcError } from './errors.ts'
import { isAddressString, NOT_OUR_ACCOUNT } from './requestChecks.ts'
import type { SmartScope } from './smartRpc.ts'

/**
 * Which of the visitor's accounts answers a request: the EOA (the key itself) or, on a chain with smart
 * accounts, the smart account it owns.
 */

/** The smart account of the visitor on `chainId`, when the chain has smart accounts. */
export async function smartScope(
  owner: LocalAccount,
  chainId: number,
  context: RpcContext,
): Promise<SmartScope | undefined> {
  const smart = context.smart
  const chain = smart?.chain(chainId)
  const pending = smart?.account(owner, chainId)
  if (!smart || !chain || !pending) return undefined
  return {
    owner,
    chainId,
    chain,
    account: await pending,
    smart,
    gateway: context.gateway,
    approve: context.approve,
    ops: context.ops ?? new Map(),
  }
}

/** The address the request names as its sender or signer, by method. */
export function namedAccount(method: string, list: unknown[]): unknown {
  switch (method) {
    case 'personal_sign':
      return list[1]
    case 'eth_signTypedData_v4':
      return list[0]
    case 'eth_sendTransaction':
    case 'wallet_sendCalls':
      return (list[0] as { from?: unknown } | undefined)?.from
    default:
      return undefined
  }
}

/**
 * Which account answers: the one the request names (the EOA or the smart account), else the preferred one.
 * A name the wallet does not hold is refused.
 */
export function pick(named: unknown, owner: LocalAccount, scope: SmartScope | undefined, preferred: string) {
  if (named === undefined || named === null) return preferred === 'smartAccount' ? scope : undefined
  if (isAddressString(named)) {
    if (scope && isAddressEqual(named, scope.account.address)) return scope
    if (isAddressEqual(named, owner.address)) return undefined
  }
  throw new ProviderRpcError(4100, NOT_OUR_ACCOUNT)
}
