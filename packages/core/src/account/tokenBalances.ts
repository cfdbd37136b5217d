import type { BalanceEntry } from '../api/blockchainTypes.ts'
import type { CloudClients } from '../cloud/clients.ts'
import { reportInternalError } from '../cloud/telemetry.ts'
import type { AirlockContext } from '../context.ts'
import { BaseError } from '../errors/base.ts'
import { ErrorMessages } from '../errors.ts'
import { CACHE_TTL, createTtlCache, StorageKeys } from '../storage/storage.ts'
import type { CaipNetworkId, ChainNamespace } from '../types.ts'
import { BALANCE_NAMESPACES } from './balance.ts'
import { withNativeQuantity } from './nativeToken.ts'
import type { TokenBalance } from './store.ts'
import { dropZeroDecimals, isValidWalletAssets, walletAssetsToBalances } from './walletAssets.ts'

/** After a failed token-balance fetch, no retry for 30 s: a cloud in trouble is not asked on every render. */
export const TOKEN_BALANCE_RETRY_BLOCK_MS = 30_000

/**
 * Loads the token balances of the namespace's account: the wallet's own assets when it offers them, else the
 * cloud's balance API (cached 30 s). Failures and unsupported networks show 'Token Balance Unavailable'; after a
 * failure, retries wait 30 s. Returns the balances in effect. The native row shows the account's native balance
 * when it has one for this network (the one source the button and the Account view's header read). `quiet`
 * (a read no one asked for, because a block went by) shows no error toast.
 */
export async function fetchTokenBalances(
  ctx: AirlockContext,
  namespace: ChainNamespace,
  now: () => number = Date.now,
  { force = false, quiet = false }: { force?: boolean; quiet?: boolean } = {},
): Promise<TokenBalance[]> {
  const showError = () => {
    if (!quiet) ctx.toast.showError(ErrorMessages.TOKEN_BALANCE_UNAVAILABLE)
  }
  const { cloud } = ctx
  const account = ctx.account.get(namespace)
  const network = ctx.chain.getState().activeCaipNetwork
  if (!account?.address || !network) return []
  if (!BALANCE_NAMESPACES.includes(namespace) || ctx.chain.getState().isUnsupportedChain) {
    showError()
    return []
  }
  const failedAt = account.tokenBalanceFailedAt
  if (!force && failedAt !== undefined && now() - failedAt < TOKEN_BALANCE_RETRY_BLOCK_MS) {
    return account.tokenBalance
  }

  try {
    const connectorId = ctx.connection.getState().connections[namespace]?.[0]?.connectorId
    const adapter = ctx.adapters.get(namespace)
    const assets =
      connectorId && adapter?.getWalletAssets
        ? await adapter
            .getWalletAssets({ connectorId, address: account.address, caipNetwork: network })
            .catch(() => undefined)
        : undefined
    let balances: TokenBalance[]
    if (isValidWalletAssets(assets)) balances = walletAssetsToBalances(assets, network.caipNetworkId)
    else if (cloud)
      balances = await cachedPortfolio(ctx, cloud, account.address, network.caipNetworkId, force)
    else
      throw new BaseError(ErrorMessages.TOKEN_BALANCE_UNAVAILABLE, {
        details: 'No wallet assets and no cloud',
      })
    const latest = ctx.account.get(namespace)
    const native =
      latest?.balance !== undefined && latest.balanceChainId === network.caipNetworkId
        ? latest.balance
        : undefined
    const read = dropZeroDecimals(balances)
    const kept = native === undefined ? read : withNativeQuantity(read, network.caipNetworkId, native)
    ctx.account.patch(namespace, { tokenBalance: kept, tokenBalanceFailedAt: undefined })
    return kept
  } catch (error) {
    // A quiet read's failure does not hold back the visitor's own next read.
    if (!quiet) ctx.account.patch(namespace, { tokenBalanceFailedAt: now() })
    showError()
    reportInternalError(ctx, 'Token balance fetch failed', error)
    return account.tokenBalance
  }
}

async function cachedPortfolio(
  ctx: AirlockContext,
  cloud: CloudClients,
  address: string,
  chainId: CaipNetworkId,
  force: boolean,
) {
  const cache = createTtlCache<BalanceEntry[]>(ctx.storage, StorageKeys.PORTFOLIO_CACHE, CACHE_TTL.PORTFOLIO)
  const key = `${chainId}:${address.toLowerCase()}`
  const cached = force ? undefined : cache.get(key)
  if (cached) return cached
  const { balances } = await cloud.blockchain.balance(address, {
    chainId,
    ...(force ? { forceUpdate: true } : {}),
  })
  cache.set(key, balances)
  return balances
}
