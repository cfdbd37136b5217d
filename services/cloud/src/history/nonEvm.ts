import type { HistoryResponse } from '@airlock/protocol/cloud-api'
import type { NonEvmAccount } from '../balance/nonEvm.ts'
import { createEsploraReader } from '../bitcoin/esplora.ts'
import { FROM_NEWEST as BITCOIN_FROM_NEWEST, bitcoinHistoryPage } from '../bitcoin/history.ts'
import type { CloudContext } from '../context.ts'
import { HttpError } from '../http/errors.ts'
import { FROM_NEWEST as SOLANA_FROM_NEWEST, solanaHistoryPage } from '../solana/history.ts'
import { createSolanaReader } from '../solana/rpc.ts'
import { decodeChainCursor, encodeChainCursor } from './chainCursor.ts'

/**
 * The history of a Solana or Bitcoin account, read from the chains' nodes (no indexer): a page of
 * `limit` entries and a cursor holding each chain's position. A node that fails throws its UpstreamError or
 * SolanaNodeError (the route answers 502). Purchases (`onramp`) are delivered on EVM
 * chains only, so a Solana or Bitcoin account has none.
 */
export async function nonEvmHistory(
  ctx: Pick<CloudContext, 'solanaChains' | 'bitcoinChains' | 'upstreamTimeoutMs'>,
  account: NonEvmAccount,
  query: { cursor?: string | undefined; limit: number; purchases: boolean },
  origin: string,
): Promise<HistoryResponse> {
  if (query.purchases) return { data: [], next: null }
  const positions = query.cursor === undefined ? undefined : decodeChainCursor(query.cursor)
  if (query.cursor !== undefined && !positions) {
    throw new HttpError(400, 'Invalid cursor: pass the `next` value of a previous page unchanged')
  }
  // With a cursor: only the chains it says have more, from where it says.
  const wanted = account.chainIds.flatMap((chainId): { chainId: string; position?: string }[] => {
    if (!positions) return [{ chainId, position: undefined }]
    const position = positions[chainId]
    return position === undefined ? [] : [{ chainId, position }]
  })
  const timeout = ctx.upstreamTimeoutMs
  if (account.namespace === 'solana') {
    const page = await solanaHistoryPage(
      wanted.map(({ chainId, position }) => {
        const config = ctx.solanaChains.get(chainId)!
        return {
          config,
          reader: createSolanaReader(chainId, config.rpcUrl, timeout),
          before: position ?? SOLANA_FROM_NEWEST,
        }
      }),
      account.address,
      query.limit,
      origin,
    )
    return { data: page.data, next: nextOf(page.positions) }
  }
  const page = await bitcoinHistoryPage(
    wanted.map(({ chainId, position }) => {
      const config = ctx.bitcoinChains.get(chainId)!
      return {
        config,
        esplora: createEsploraReader(chainId, config.esploraUrl, timeout),
        after: position ?? BITCOIN_FROM_NEWEST,
      }
    }),
    account.address,
    query.limit,
    origin,
  )
  return { data: page.data, next: nextOf(page.positions) }
}

const nextOf = (positions: Record<string, string>) =>
  Object.keys(positions).length > 0 ? encodeChainCursor(positions) : null
