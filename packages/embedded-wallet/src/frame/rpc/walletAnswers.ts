import { isAddressEqual, isHex, type LocalAccount } from 'viem'
import { chainCapabilities } from '../../smartAccount/capabilities.ts'
import { smartScope } from './accountChoice.ts'
import type { RpcContext } from './context.ts'
import { ProviderRpcError } from './errors.ts'
import { isAddressString } from './requestChecks.ts'
import { userOperationStatus } from './smartRpc.ts'

/**
 * The EIP-5792 reads the frame answers itself, with no prompt: what each of the visitor's accounts can do
 * (wallet_getCapabilities) and where a batch it sent stands (wallet_getCallsStatus).
 */

async function callsStatus(id: unknown, context: RpcContext) {
  const batch = typeof id === 'string' ? context.batches?.get(id) : undefined
  if (!batch) throw new ProviderRpcError(5730, 'Unknown bundle id')
  const receipts = await Promise.all(
    batch.hashes.map((hash) => context.gateway.request(batch.chainId, 'eth_getTransactionReceipt', [hash])),
  )
  const done = receipts.every((receipt) => receipt !== null)
  const failed = receipts.some((receipt) => (receipt as { status?: string } | null)?.status === '0x0')
  return {
    version: '2.0.0',
    id,
    chainId: `0x${batch.chainId.toString(16)}`,
    status: !done ? 100 : failed ? 500 : 200,
    atomic: false,
    receipts: done ? receipts : undefined,
  }
}

export async function capabilities(
  list: unknown[],
  owner: LocalAccount | undefined,
  chainId: number,
  context: RpcContext,
) {
  const [address, chainIds] = list
  if (address === undefined || address === null || address === '')
    throw new ProviderRpcError(-32602, 'Missing address parameter in wallet_getCapabilities')
  if (!isAddressString(address)) throw new ProviderRpcError(-32602, 'The address is not an address')
  if (!owner) return {}
  const chains = Array.isArray(chainIds)
    ? chainIds.map((id) => {
        try {
          return Number(BigInt(id as string))
        } catch {
          throw new ProviderRpcError(-32602, `${String(id)} is not a chain id`)
        }
      })
    : [...new Set([chainId, ...smartChainIds(context)])]
  const answer: Record<string, unknown> = {}
  for (const id of chains) {
    const key = `0x${id.toString(16)}`
    const scope = await smartScope(owner, id, context)
    if (scope && isAddressEqual(address, scope.account.address))
      answer[key] = chainCapabilities({ smartAccount: true, paymaster: scope.chain.sponsored })
    else if (isAddressEqual(address, owner.address))
      answer[key] = chainCapabilities({ smartAccount: false, paymaster: false })
  }
  return answer
}

function smartChainIds(context: RpcContext): number[] {
  return context.smart?.chainIds() ?? []
}

export async function callsStatusOf(
  id: unknown,
  chainId: number,
  owner: LocalAccount | undefined,
  context: RpcContext,
) {
  if (typeof id === 'string' && context.batches?.has(id)) return callsStatus(id, context)
  const smart = context.smart
  if (!smart || typeof id !== 'string' || !isHex(id, { strict: true }) || id.length !== 66)
    throw new ProviderRpcError(5730, 'Unknown bundle id')
  const known = context.ops?.get(id)
  if (known !== undefined) return userOperationStatus(smart, known, id)
  // Sent before a reload of this frame: the bundler of the active chain may still know it, if it is ours.
  const scope = owner ? await smartScope(owner, chainId, context) : undefined
  if (scope) {
    const found = (await smart
      .bundlerRequest(chainId, 'eth_getUserOperationByHash', [id])
      .catch(() => null)) as {
      userOperation?: { sender?: unknown }
    } | null
    const sender = found?.userOperation?.sender
    if (isAddressString(sender) && isAddressEqual(sender, scope.account.address))
      return userOperationStatus(smart, chainId, id)
  }
  throw new ProviderRpcError(5730, 'Unknown bundle id')
}
