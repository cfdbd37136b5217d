import { z } from 'zod'
import { nonEvmAccount } from '../balance/nonEvm.ts'
import { selectChains } from '../chains/select.ts'
import type { CloudContext, RouteModule } from '../context.ts'
import { baseUrlOf } from '../http/baseUrl.ts'
import { HttpError } from '../http/errors.ts'
import { fromChainNode } from '../http/nodeRead.ts'
import { projectOf } from '../projects/hook.ts'
import { type HistoryAccount, parseAccount } from './account.ts'
import { decodeCursor, type HistoryPosition } from './cursor.ts'
import { nonEvmHistory } from './nonEvm.ts'
import { decodeOnrampCursor, onrampFilter, purchaseHistory } from './onramp.ts'
import { headsOf, readHistoryPage } from './page.ts'
import { spamTokenCheck } from './spam.ts'
import { createStampedCache } from './stampedCache.ts'
import { createVersionReader } from './versions.ts'

export const DEFAULT_HISTORY_LIMIT = 20
export const MAX_HISTORY_LIMIT = 100
/** Pages kept per instance: a page is at most 100 transactions, a few tens of kB. */
export const HISTORY_CACHE_ENTRIES = 1_000

const paramsSchema = z.object({ account: z.string() })
const querySchema = z
  .object({
    cursor: z.string().optional(),
    chainId: z.string().optional(),
    // Purchases instead of chain transactions: 'true' (the kit) or a provider name (AppKit sends 'coinbase').
    onramp: z.string().optional(),
    limit: z.coerce.number().int().min(1).max(MAX_HISTORY_LIMIT).default(DEFAULT_HISTORY_LIMIT),
  })
  .passthrough()

/** The chains to read: the one the query or a CAIP-10 account names (both must agree), else all. */
function chainsOf(ctx: CloudContext, account: HistoryAccount, chainId: string | undefined): string[] {
  if (chainId !== undefined && account.chainId !== undefined && chainId !== account.chainId) {
    throw new HttpError(400, `The account is on ${account.chainId} but chainId asks for ${chainId}`)
  }
  return selectChains(ctx.chains, chainId ?? account.chainId)
}

/**
 * GET /v1/account/{account}/history: the account's transactions on the configured chains,
 * as the indexer recorded them, newest first, in pages chained by an opaque cursor; recent pages are served
 * from a per-instance cache while the account's rows and the chains' heads are unchanged. Solana and Bitcoin accounts
 * answer in the same shape, read from their nodes (history/nonEvm.ts).
 */
export const historyRoutes: RouteModule = (app, ctx) => {
  const isSpam = spamTokenCheck(ctx.chains.values())
  // Per instance: pages of the hottest accounts, each right while its account's version (migration 014's
  // triggers bump it whenever the indexer writes or deletes the account's rows) and its chains' head blocks
  // (its USD prices) stay the same.
  const pages = createStampedCache<Awaited<ReturnType<typeof readHistoryPage>>>(HISTORY_CACHE_ENTRIES)
  const versions = createVersionReader(ctx.db)
  app.get('/v1/account/:account/history', { preHandler: ctx.requireProject }, async (request) => {
    const params = paramsSchema.parse(request.params)
    // Solana and Bitcoin accounts (src/solana, src/bitcoin): read from their nodes, not the EVM indexer.
    const rawChainId = (request.query as { chainId?: unknown } | undefined)?.chainId
    const other = nonEvmAccount(ctx, params.account, typeof rawChainId === 'string' ? rawChainId : undefined)
    if (other) {
      const query = querySchema.parse(request.query)
      return fromChainNode(request, 'history read failed', () =>
        nonEvmHistory(
          ctx,
          other,
          { cursor: query.cursor, limit: query.limit, purchases: onrampFilter(query.onramp) !== undefined },
          baseUrlOf(request),
        ),
      )
    }
    const account = parseAccount(params.account)
    if (!account) {
      throw new HttpError(
        400,
        `Invalid account: ${params.account.slice(0, 100)} is neither an EVM address (0x and 40 hex digits) ` +
          'nor a CAIP-10 account (eip155:<chain id>:<address>)',
      )
    }
    const query = querySchema.parse(request.query)
    const purchases = onrampFilter(query.onramp)
    if (purchases) {
      const after = query.cursor === undefined ? undefined : decodeOnrampCursor(query.cursor)
      if (query.cursor !== undefined && !after) {
        throw new HttpError(400, 'Invalid cursor: pass the `next` value of a previous page unchanged')
      }
      return purchaseHistory(ctx, {
        projectId: projectOf(request).id,
        account: account.address,
        chainIds: chainsOf(ctx, account, query.chainId),
        provider: purchases.provider,
        after,
        limit: query.limit,
        origin: baseUrlOf(request),
      })
    }
    let after: HistoryPosition | undefined
    if (query.cursor !== undefined) {
      after = decodeCursor(query.cursor)
      if (!after)
        throw new HttpError(400, 'Invalid cursor: pass the `next` value of a previous page unchanged')
    }
    const chainIds = chainsOf(ctx, account, query.chainId)
    const origin = baseUrlOf(request)
    const key = [account.address, chainIds.join(','), query.cursor ?? '', query.limit, origin].join('\n')
    const read = () =>
      readHistoryPage(ctx, {
        account: account.address,
        chainIds,
        after,
        limit: query.limit,
        origin,
        isSpam,
        log: request.log,
      })
    // The heads come first: the prices a page is read with are never older than its stamp says.
    const heads = headsOf(ctx, chainIds)
    const cached = pages.peek(key)
    if (cached) {
      const stamp = `${await versions.account(account.address)}/${await heads}`
      if (cached.stamp === stamp) return (await pages.get(key, stamp, read)).response
    }
    // Not cached, or stale: the page's statement reads the account's version in its own snapshot, so a
    // miss costs one round trip, and the stamp is exactly the page's.
    const stampHeads = await heads
    const page = await read()
    // Without its prices the page is only good until the node answers again.
    if (page.version !== undefined && !page.pricesMissing)
      pages.set(key, `${page.version}/${stampHeads}`, page)
    return page.response
  })
}
