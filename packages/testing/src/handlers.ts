import {
  forwardedMethods,
  parseAddChainParams,
  parseChainIdHex,
  parsePersonalSign,
  parseTransaction,
  parseTypedDataSign,
  personalSign,
  sendTransaction,
  signTypedData,
  toChainIdHex,
  unauthorized,
  unrecognizedChain,
  unsupportedMethod,
  type WalletChain,
} from '@airlock/wallet-engine'
import { assertAccountsOnly, requestedCapabilities } from './permissions.ts'
import type { WalletState } from './state.ts'

/** One request as the handlers see it. */
export interface RequestScope {
  method: string
  params: unknown
  origin: string | undefined
  /** Shows the "prompt": resolves once the policy (or the test) approves, rejects with 4001 otherwise. */
  prompt(): Promise<void>
}

export interface WalletServices {
  state: WalletState
  forward(chain: WalletChain, method: string, params: unknown): Promise<unknown>
  /** Runs transaction sends one at a time, so concurrent sends do not pick the same nonce. */
  queueSend<T>(task: () => Promise<T>): Promise<T>
}

function requireConnected(state: WalletState): void {
  if (!state.connected) throw unauthorized('Call eth_requestAccounts first.')
}

/**
 * Answers one request. Validation happens before prompt() and nothing is awaited before it, so a held
 * request is listed in `wallet.pendingRequests` as soon as request() returns its promise.
 */
export async function handleRequest(services: WalletServices, scope: RequestScope): Promise<unknown> {
  const { state } = services
  const { method, params, origin } = scope
  const findAccount = (address: unknown) => state.accounts.findExposed(address)
  switch (method) {
    case 'eth_requestAccounts': {
      // Real wallets answer a site that is already connected without asking again.
      if (state.connected) return state.visibleAccounts
      await scope.prompt()
      await state.connect(origin)
      return state.visibleAccounts
    }
    case 'eth_accounts':
      return state.visibleAccounts
    case 'eth_coinbase':
      return state.visibleAccounts[0] ?? null
    case 'eth_chainId':
      return toChainIdHex(state.chainId)
    case 'net_version':
      return String(state.chainId)
    case 'personal_sign': {
      requireConnected(state)
      const request = parsePersonalSign(params, findAccount)
      await scope.prompt()
      return personalSign(request)
    }
    case 'eth_signTypedData_v4': {
      requireConnected(state)
      const request = parseTypedDataSign(params, findAccount, state.chainId)
      await scope.prompt()
      return signTypedData(request)
    }
    case 'eth_sendTransaction': {
      requireConnected(state)
      const chain = state.chain
      const tx = parseTransaction(params, findAccount, chain.id)
      await scope.prompt()
      return services.queueSend(() =>
        sendTransaction(tx, chain, (rpcMethod, rpcParams) => services.forward(chain, rpcMethod, rpcParams)),
      )
    }
    case 'wallet_switchEthereumChain': {
      const [target] = Array.isArray(params) ? params : []
      const raw = (target as { chainId?: unknown } | undefined)?.chainId
      const id = parseChainIdHex(raw)
      if (!state.findChain(id)) throw unrecognizedChain(String(raw))
      if (id === state.chainId) return null
      await scope.prompt()
      await state.switchChain(id)
      return null
    }
    case 'wallet_addEthereumChain': {
      const chain = parseAddChainParams(params)
      if (state.findChain(chain.id)) return null
      await scope.prompt()
      state.addChain(chain, false)
      return null
    }
    case 'wallet_getPermissions':
      return state.permissions()
    case 'wallet_requestPermissions': {
      assertAccountsOnly(method, requestedCapabilities(method, params))
      await scope.prompt()
      await state.connect(origin)
      return state.permissions()
    }
    case 'wallet_revokePermissions': {
      if (requestedCapabilities(method, params).includes('eth_accounts')) await state.disconnect('dapp')
      return null
    }
    default:
      if (forwardedMethods.has(method)) return services.forward(state.chain, method, params)
      throw unsupportedMethod(method)
  }
}
