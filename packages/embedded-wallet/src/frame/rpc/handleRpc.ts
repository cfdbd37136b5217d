import {
  ERC4337_BUNDLER_METHODS,
  embeddedRpcMethodKind,
  RPC_NOT_ALLOWED_MESSAGE,
} from '@airlock/protocol/rpc-methods'
import { namedAccount, pick, smartScope } from './accountChoice.ts'
import type { RpcContext } from './context.ts'
import { eoaRequest } from './eoaRequest.ts'
import { ProviderRpcError } from './errors.ts'
import { smartRequest } from './smartRequest.ts'
import { callsStatusOf, capabilities } from './walletAnswers.ts'

/**
 * RPC_REQUEST inside the frame (the allow-list of @airlock/protocol/rpc-methods): methods on neither list are
 * refused, safe ones go to the gateway (the account, chain and EIP-5792 reads are answered here, bundler reads
 * go to the bundler), unsafe ones are described, wait for the visitor's Approve on the frame's own card, and
 * are signed with the key that never leaves this frame (eoaRequest.ts) or by its smart account
 * (smartRequest.ts).
 */

/** The ERC-4337 bundler's reads: on a smart-account chain they go to the cloud's bundler route. */
const BUNDLER_METHODS: ReadonlySet<string> = new Set(ERC4337_BUNDLER_METHODS)

/** The methods only a smart account answers. */
const SMART_ONLY = new Set(['wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation'])

export async function handleRpc(
  request: { method: string; params: unknown; chainId: number },
  context: RpcContext,
): Promise<unknown> {
  const { method, params, chainId } = request
  const list = Array.isArray(params) ? params : []
  const kind = embeddedRpcMethodKind(method)
  if (kind === 'not-allowed') throw new ProviderRpcError(4200, RPC_NOT_ALLOWED_MESSAGE)
  const account = context.account()
  const preferred = context.smart?.preferred(chainId) ?? 'eoa'
  if (kind === 'safe') {
    if (method === 'eth_accounts') {
      if (!account) return []
      const scope = preferred === 'smartAccount' ? await smartScope(account, chainId, context) : undefined
      return [scope ? scope.account.address : account.address]
    }
    if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
    if (method === 'wallet_getCapabilities') return capabilities(list, account, chainId, context)
    if (method === 'wallet_getCallsStatus') return callsStatusOf(list[0], chainId, account, context)
    if (BUNDLER_METHODS.has(method) && context.smart?.chain(chainId))
      return context.smart.bundlerRequest(chainId, method, list)
    return context.gateway.request(chainId, method, list)
  }
  if (!account) throw new ProviderRpcError(4100, 'The embedded wallet is not connected')
  const scope = await smartScope(account, chainId, context)
  if (SMART_ONLY.has(method)) {
    if (!scope || preferred !== 'smartAccount')
      throw new ProviderRpcError(4200, `${method} needs a smart account, and this chain's account is an EOA`)
    return smartRequest(method, list, scope)
  }
  const chosen = pick(namedAccount(method, list), account, scope, preferred)
  if (chosen) return smartRequest(method, list, chosen)
  return eoaRequest(method, list, account, chainId, context)
}
