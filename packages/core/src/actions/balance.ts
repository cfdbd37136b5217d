import { type AirlockContext, adapterFor } from '../context.ts'
import { CACHE_TTL, createTtlCache, StorageKeys } from '../storage.ts'
import type { CaipNetwork, ChainNamespace } from '../types.ts'
import { reportInternalError } from './telemetry.ts'

/**
 * Spec section 9 reads balances on eip155 and solana; issue 21 adds bip122, whose balances the cloud reads from
 * an Esplora API. Other namespaces report 0.00.
 */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

/** Spec section 9 lists activity on eip155; issue 21 adds solana and bip122, which the cloud reads from their nodes. */
export const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

/**
 * Spec section 9: the native balance is 0.00 on testnets and on namespaces balances do not support. Balances
 * come from the cloud's blockchain API, which reads neither. A local development chain (the Airlock devnet,
 * like viem's hardhat) is not a testnet in this sense: the cloud indexes it in full.
 */
export function reportsZeroBalance(network: Pick<CaipNetwork, 'chainNamespace' | 'testnet'>): boolean {
  return network.testnet || !BALANCE_NAMESPACES.includes(network.chainNamespace)
}

/**
 * Reads the native balance of the namespace's account on the active network, cached 30 s per account and
 * network (spec section 9); `force` skips the cache, e.g. after a send. 0.00 without asking on an
 * unsupported chain, a testnet or a namespace without balances.
 */
export async function refreshNativeBalance(
  ctx: AirlockContext,
  namespace: ChainNamespace,
  { force = false } = {},
) {
  const account = ctx.account.get(namespace)
  const network = ctx.chain.getState().activeCaipNetwork
  if (!account?.address || !network || network.chainNamespace !== namespace) return
  const symbol = network.nativeCurrency.symbol
  if (ctx.chain.getState().isUnsupportedChain || reportsZeroBalance(network)) {
    // A chain we have no definition for, a testnet or a namespace without balances: nothing to read.
    ctx.account.patch(namespace, { balance: '0.00', balanceSymbol: symbol, balanceLoading: false })
    return
  }
  const cache = createTtlCache<string>(
    ctx.storage,
    StorageKeys.NATIVE_BALANCE_CACHE,
    CACHE_TTL.NATIVE_BALANCE,
  )
  const key = `${network.caipNetworkId}:${account.address.toLowerCase()}`
  const cached = force ? undefined : cache.get(key)
  if (cached !== undefined) {
    ctx.account.patch(namespace, { balance: cached, balanceSymbol: symbol, balanceLoading: false })
    return
  }
  const connectorId = ctx.connection.getState().connections[namespace]?.[0]?.connectorId
  ctx.account.patch(namespace, { balanceLoading: true })
  try {
    const { balance } = await adapterFor(ctx, namespace).getBalance({
      address: account.address,
      caipNetwork: network,
      connectorId,
    })
    // The account or network may have changed while we waited; only the answer for the current pair counts.
    const now = ctx.account.get(namespace)
    if (
      now?.address !== account.address ||
      ctx.chain.getState().activeCaipNetwork?.caipNetworkId !== network.caipNetworkId
    )
      return
    cache.set(key, balance)
    ctx.account.patch(namespace, { balance, balanceSymbol: symbol, balanceLoading: false })
  } catch (error) {
    ctx.account.patch(namespace, { balance: undefined, balanceSymbol: symbol, balanceLoading: false })
    reportInternalError(ctx, 'Balance fetch failed', error)
  }
}
