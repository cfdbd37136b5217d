import type { HistoryResponse } from '@airlock/protocol/cloud-api'
import type { FastifyBaseLogger } from 'fastify'
import type { Address } from 'viem'
import { ETHER } from '../chains/native.ts'
import type { CloudContext } from '../context.ts'
import { approvalReaderOf } from './approval.ts'
import { encodeCursor, type HistoryPosition } from './cursor.ts'
import { presentTransaction } from './present.ts'
import { type HistoryTransferRow, queryHistoryPage } from './query.ts'

export interface HistoryPageRequest {
  /** Lower case. */
  account: string
  chainIds: readonly string[]
  after: HistoryPosition | undefined
  limit: number
  /** The cloud's base URL as the caller reached it: icon URLs start with it. */
  origin: string
  isSpam(chainId: string, token: string): boolean
  log: FastifyBaseLogger
}

/** The head block of each chain, the block history's USD prices are read at; 'down' for a node not answering. */
export async function headsOf(ctx: CloudContext, chainIds: readonly string[]): Promise<string> {
  const heads = await Promise.all(
    chainIds.map(async (chainId) => {
      const service = ctx.chainServices.get(chainId)
      return service ? String(await service.head.current().catch(() => 'down')) : '-'
    }),
  )
  return heads.join(',')
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
 * One page of an EVM account's history as the indexer recorded it, newest first, with today's USD prices:
 * one query (the page by keyset, with its transfers and purchases) whatever the account's volume. `version`:
 * the account's version the page was read at; undefined for an empty page.
 *
 * @example
 * const { response } = await readHistoryPage(ctx, { account, chainIds, after: undefined, limit: 20, origin, isSpam, log })
 */
export async function readHistoryPage(
  ctx: CloudContext,
  request: HistoryPageRequest,
): Promise<{ response: HistoryResponse; pricesMissing: boolean; version: string | undefined }> {
  const { account, limit } = request
  // One more than the page tells whether another page follows without a count query.
  const rows = await queryHistoryPage(ctx.db, account, request.chainIds, request.after, limit + 1)
  const page = rows.slice(0, limit)
  const transfers = page.flatMap((row) => row.transfers)
  let pricesMissing = false
  const prices = await usdPrices(ctx, transfers).catch((error: unknown) => {
    // History stays readable with the node down; it only loses its USD figures.
    request.log.warn({ err: error }, 'history prices unavailable')
    pricesMissing = true
    return new Map<string, number>()
  })
  const context = {
    account,
    origin: request.origin,
    nativeCurrencyOf: (chainId: string) => ctx.chains.get(chainId)?.nativeCurrency ?? ETHER,
    usdPriceOf: (chainId: string, asset: string) => prices.get(`${chainId}:${asset}`),
    isSpam: request.isSpam,
  }
  const last = page.at(-1)
  const response: HistoryResponse = {
    // An approval says what it granted: the token, the spender and the amount.
    data: await approvalReaderOf(ctx).withApprovals(
      page.map((tx) => {
        const entry = presentTransaction(tx, tx.transfers, context)
        // The onramp's deliveries to this account are its purchases, not plain receipts; its deposits to an
        // off-ramp order are its sales, not plain sends.
        if (tx.bought) return { ...entry, metadata: { ...entry.metadata, operationType: 'buy' as const } }
        if (tx.sold) return { ...entry, metadata: { ...entry.metadata, operationType: 'sell' as const } }
        return entry
      }),
    ),
    next:
      rows.length > limit && last
        ? encodeCursor({
            minedAt: last.mined_at,
            chainId: last.chain_id,
            blockNumber: last.block_number,
            txIndex: last.tx_index,
          })
        : null,
  }
  return { response, pricesMissing, version: rows[0]?.version ?? undefined }
}
