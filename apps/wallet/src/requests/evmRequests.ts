/**
 * Runs an eip155 request (approved by the user, or one that needs no approval) and resolves with its
 * JSON-RPC result; throws what the dapp is answered. The session's exposed accounts sign; in smart-account
 * mode the smart account runs the requests it handles (SMART_HANDLED), the rest are shared.
 */
import { chainIdNumber, handleWalletRequest, sessionAddresses, sessionChains } from '@airlock/wallet-engine'
import { isAddressEqual } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { exposedAddress, selectedAccount } from '../accounts/selection.ts'
import type { SmartAccountReader } from '../accounts/smartAccount.ts'
import { ACCOUNTS, NETWORKS, networkById, SMART_ACCOUNT_CHAINS } from '../config.ts'
import { capabilitiesAnswer } from '../smart/capabilities.ts'
import { needsSmartAccount, performSmartRequest } from '../smart/requests.ts'
import type { PendingRequest } from '../store/walletState.ts'
import type { WalletContext } from '../wallet/context.ts'
import { sessionOf } from './answer.ts'
import type { Batches } from './batches.ts'

/** The requests smart-account mode runs on the smart account; the rest (chain id, switching) are shared. */
export const SMART_HANDLED: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_accounts',
  'eth_requestAccounts',
])

export type PerformEvm = (request: PendingRequest) => Promise<unknown>

export function createEvmRequests(
  ctx: WalletContext,
  deps: { smartAccount: SmartAccountReader; batches: Batches; selectNetwork(chainId: number): Promise<void> },
): PerformEvm {
  return async (request) => {
    const state = ctx.store.getState()
    const session =
      sessionOf(state, request.topic) ?? ctx.client?.sessions.find((item) => item.topic === request.topic)
    const exposed = session ? sessionAddresses(session) : [selectedAccount(state).address]
    const accounts = ACCOUNTS.filter((account) =>
      exposed.some((address) => isAddressEqual(address as `0x${string}`, account.address)),
    ).map((account) => privateKeyToAccount(account.privateKey))
    const chainId = chainIdNumber(request.chainId)
    const network = networkById(chainId)
    const chains = (session ? sessionChains(session) : [request.chainId]).map(chainIdNumber)
    const base = {
      params: request.params,
      accounts,
      chainId,
      chainName: network?.name ?? `Chain ${chainId}`,
      rpcUrl: network?.rpcUrl,
      sessionChains: chains,
      knownChains: NETWORKS.map((item) => item.id),
      forwarder: ctx.forwarder,
      onSwitchChain: (id: number) => deps.selectNetwork(id),
    }
    const smartMode = state.accountMode === 'smartAccount'
    if (request.method === 'wallet_getCapabilities') {
      return capabilitiesAnswer(request.params, {
        address: exposedAddress(state),
        smartAccount: smartMode,
        sessionChains: chains,
        smartChains: SMART_ACCOUNT_CHAINS,
      })
    }
    if (request.method === 'wallet_getCallsStatus') return deps.batches.callsStatus(request.params, chainId)
    if (smartMode && SMART_HANDLED.has(request.method)) {
      const scope = await deps.smartAccount.scope(chainId)
      return performSmartRequest(scope, request.method, request.params, request.prepared)
    }
    if (request.method === 'wallet_sendCalls')
      return deps.batches.sendCalls(request, base, selectedAccount(state).address)
    if (request.method === 'wallet_grantPermissions' || request.method === 'wallet_revokePermissions')
      throw needsSmartAccount(request.method)
    return handleWalletRequest({ ...base, method: request.method })
  }
}
