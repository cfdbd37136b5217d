import { reportInternalError } from '../cloud/telemetry.ts'
import { type AirlockContext, adapterFor } from '../context.ts'
import { CACHE_TTL, createTtlCache, StorageKeys } from '../storage/storage.ts'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../types.ts'
import { withNativeQuantity } from './nativeToken.ts'

/**
 * The namespaces whose balances the cloud reads: eip155 and solana through its blockchain API, bip122 from an
 * Esplora API. Other namespaces report 0.00.
 */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

/** The namespaces whose activity the cloud lists: eip155 from its index, solana and bip122 from their nodes. */
export const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

/**
 * The native balance is 0.00 on testnets and on namespaces balances do not support. Balances
 * come from the cloud's blockchain API, which reads neither. A local development chain (the Airlock devnet,
 * like viem's hardhat) is not a testnet in this sense: the cloud indexes it in full.
 */
export function reportsZeroBalance(network: Pick<CaipNetwork, 'chainNamespace' | 'testnet'>): boolean {
  return network.testnet || !BALANCE_NAMESPACES.includes(network.chainNamespace)
}

/**
 * Reads the native balance of the namespace's account on the active network, cached 30 s per account and
 * network; `force` skips the cache, e.g. after a send. 0.00 without asking on an unsupported chain, a testnet
 * or a namespace without balances. The balance is the one source of the native amount: the token list's native
 * row is set to it too, so the button, the Account view's header and its Tokens tab never disagree.
 * `background` (a read because a block went by) keeps the balance shown while reading, and keeps it when the
 * read fails: the next block tries again.
 */
export async function refreshNativeBalance(
  ctx: AirlockContext,
  namespace: ChainNamespace,
  { force = false, background = false } = {},
) {
  const account = ctx.account.get(namespace)
  const network = ctx.chain.getState().activeCaipNetwork
  if (!account?.address || !network || network.chainNamespace !== namespace) return
  const symbol = network.nativeCurrency.symbol
  const chainId = network.caipNetworkId
  if (ctx.chain.getState().isUnsupportedChain || reportsZeroBalance(network)) {
    // A chain we have no definition for, a testnet or a namespace without balances: nothing to read.
    setNativeBalance(ctx, namespace, chainId, '0.00', symbol)
    return
  }
  const cache = createTtlCache<string>(
    ctx.storage,
    StorageKeys.NATIVE_BALANCE_CACHE,
    CACHE_TTL.NATIVE_BALANCE,
  )
  const key = `${chainId}:${account.address.toLowerCase()}`
  const cached = force ? undefined : cache.get(key)
  if (cached !== undefined) {
    setNativeBalance(ctx, namespace, chainId, cached, symbol)
    return
  }
  const connectorId = ctx.connection.getState().connections[namespace]?.[0]?.connectorId
  if (!background) ctx.account.patch(namespace, { balanceLoading: true })
  // The account or network may change while we wait; only the answer for the current pair counts.
  const current = () =>
    ctx.account.get(namespace)?.address === account.address &&
    ctx.chain.getState().activeCaipNetwork?.caipNetworkId === chainId
  try {
    const { balance } = await adapterFor(ctx, namespace).getBalance({
      address: account.address,
      caipNetwork: network,
      connectorId,
    })
    if (!current()) return
    cache.set(key, balance)
    setNativeBalance(ctx, namespace, chainId, balance, symbol)
  } catch (error) {
    if (background) return
    if (current())
      ctx.account.patch(namespace, {
        balance: undefined,
        balanceChainId: undefined,
        balanceSymbol: symbol,
        balanceLoading: false,
      })
    reportInternalError(ctx, 'Balance fetch failed', error)
  }
}

/** Stores the native balance read on `chainId`, and the same amount in the token list's native row. */
function setNativeBalance(
  ctx: AirlockContext,
  namespace: ChainNamespace,
  chainId: CaipNetworkId,
  balance: string,
  symbol: string,
) {
  const now = ctx.account.get(namespace)
  const tokens = now?.tokenBalance ?? []
  const synced = withNativeQuantity(tokens, chainId, balance)
  // A block that changed nothing changes nothing on screen (no re-render of the button per block).
  const unchanged =
    now?.balance === balance &&
    now.balanceChainId === chainId &&
    now.balanceSymbol === symbol &&
    !now.balanceLoading &&
    synced === tokens
  if (unchanged) return
  ctx.account.patch(namespace, {
    balance,
    balanceChainId: chainId,
    balanceSymbol: symbol,
    balanceLoading: false,
    tokenBalance: synced,
  })
}
