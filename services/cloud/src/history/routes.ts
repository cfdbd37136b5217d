import type { HistoryResponse } from '@airlock/core'
import type { Address } from 'viem'
import { z } from 'zod'
import { nonEvmAccount } from '../balance/nonEvm.ts'
import { ETHER } from '../chains/native.ts'
import { selectChains } from '../chains/select.ts'
import type { CloudContext, RouteModule } from '../context.ts'
import { baseUrlOf } from '../http/baseUrl.ts'
import { HttpError } from '../http/errors.ts'
import { deliveriesTo } from '../onramp/store.ts'
import { projectOf } from '../projects/hook.ts'
import { type HistoryAccount, parseAccount } from './account.ts'
import { decodeCursor, encodeCursor, type HistoryPosition } from './cursor.ts'
import { nonEvmHistory } from './nonEvm.ts'
import { decodeOnrampCursor, onrampFilter, purchaseHistory } from './onramp.ts'
import { presentTransaction } from './present.ts'
import { type HistoryTransferRow, queryTransactions, queryTransfers } from './query.ts'
import { spamTokenCheck } from './spam.ts'

export const DEFAULT_HISTORY_LIMIT = 20
export const MAX_HISTORY_LIMIT = 100

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

/** Today's USD price of every fungible asset among the transfers, by `${chainId}:${asset}`. */
async function usdPrices(ctx: CloudContext, transfers: readonly HistoryTransferRow[]) {
  const wanted = new Map<string, { chainId: string; asset: 'native' | Address }>()
  for (const row of transfers) {
    if (row.standard === 'erc721') continue
    const asset = row.standard === 'native' ? 'native' : (row.token_address as Address)
    wanted.set(`${row.chain_id}:${asset}`, { chainId: row.chain_id, asset })
  }
  const prices = new Map<string, number>()
  await Promise.all(
    [...wanted].map(async ([key, { chainId, asset }]) => {
      const service = ctx.chainServices.get(chainId)
      if (!service) return
      prices.set(key, await service.usdPrice(asset, await service.head.current()))
    }),
  )
  return prices
}

/**
 * GET /v1/account/{account}/history (spec section 7): the account's transactions on the configured chains,
 * as the indexer recorded them, newest first, in pages chained by an opaque cursor. Solana and Bitcoin accounts
 * answer in the same shape, read from their nodes (history/nonEvm.ts).
 */
export const historyRoutes: RouteModule = (app, ctx) => {
  const isSpam = spamTokenCheck(ctx.chains.values())
  app.get('/v1/account/:account/history', { preHandler: ctx.requireProject }, async (request) => {
    const params = paramsSchema.parse(request.params)
    // Solana and Bitcoin accounts (src/solana, src/bitcoin): read from their nodes, not the EVM indexer.
    const rawChainId = (request.query as { chainId?: unknown } | undefined)?.chainId
    const other = nonEvmAccount(ctx, params.account, typeof rawChainId === 'string' ? rawChainId : undefined)
    if (other) {
      const query = querySchema.parse(request.query)
      return nonEvmHistory(
        ctx,
        other,
        { cursor: query.cursor, limit: query.limit, purchases: onrampFilter(query.onramp) !== undefined },
        baseUrlOf(request),
      ).catch((error: unknown) => {
        if (error instanceof HttpError) throw error
        request.log.warn({ err: error }, 'history read failed')
        throw new HttpError(502, 'The chain node could not be read; try again shortly')
      })
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

    // One more than the page tells whether another page follows without a count query.
    const rows = await queryTransactions(ctx.db, account.address, chainIds, after, query.limit + 1)
    const page = rows.slice(0, query.limit)
    const [transfers, bought] = await Promise.all([
      queryTransfers(ctx.db, account.address, page),
      // The onramp's deliveries to this account are its purchases, not plain receipts.
      deliveriesTo(ctx.db, account.address, page),
    ])
    const byTransaction = new Map<string, typeof transfers>()
    for (const row of transfers) {
      const key = `${row.chain_id}:${row.tx_hash}`
      byTransaction.set(key, [...(byTransaction.get(key) ?? []), row])
    }
    const prices = await usdPrices(ctx, transfers).catch((error: unknown) => {
      // History stays readable with the node down; it only loses its USD figures.
      request.log.warn({ err: error }, 'history prices unavailable')
      return new Map<string, number>()
    })
    const context = {
      account: account.address,
      origin: baseUrlOf(request),
      nativeCurrencyOf: (chainId: string) => ctx.chains.get(chainId)?.nativeCurrency ?? ETHER,
      usdPriceOf: (chainId: string, asset: string) => prices.get(`${chainId}:${asset}`),
      isSpam,
    }
    const last = page.at(-1)
    const response: HistoryResponse = {
      data: page.map((tx) => {
        const entry = presentTransaction(tx, byTransaction.get(`${tx.chain_id}:${tx.hash}`) ?? [], context)
        if (!bought.has(`${tx.chain_id}:${tx.hash}`)) return entry
        return { ...entry, metadata: { ...entry.metadata, operationType: 'buy' as const } }
      }),
      next:
        rows.length > query.limit && last
          ? encodeCursor({
              minedAt: last.mined_at,
              chainId: last.chain_id,
              blockNumber: last.block_number,
              txIndex: last.tx_index,
            })
          : null,
    }
    return response
  })
}
