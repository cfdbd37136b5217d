import type { Transaction } from '@airlock/protocol/cloud-api'
import type { ChainPositions } from '../history/chainCursor.ts'
import { bitcoinActivity } from './activity.ts'
import type { ResolvedBitcoinChain } from './config.ts'
import type { EsploraReader, EsploraTx } from './esplora.ts'

/** Where a chain's history starts when nothing of it was shown yet: mempool, then the newest confirmed. */
export const FROM_NEWEST = '*'

export interface BitcoinHistoryChain {
  config: ResolvedBitcoinChain
  esplora: EsploraReader
  /** The last confirmed txid shown; FROM_NEWEST for the first page. */
  after: string
}

export interface BitcoinHistoryPage {
  data: Transaction[]
  positions: ChainPositions
}

const time = (tx: EsploraTx, now: number) => (tx.status.confirmed ? (tx.status.block_time ?? 0) * 1000 : now)

/**
 * One page of a Bitcoin address's activity over one or more networks through Esplora, newest first: the first
 * page is every mempool transaction and the newest confirmed ones; later pages continue after the last
 * confirmed txid shown (`/txs/chain/:txid`). Esplora's page size is its own (25), so a page holds at most
 * `limit` confirmed transactions and the rest waits for the next page.
 *
 * @example
 * const page = await bitcoinHistoryPage([{ config, esplora, after: FROM_NEWEST }], address, 20, origin)
 */
export async function bitcoinHistoryPage(
  chains: readonly BitcoinHistoryChain[],
  address: string,
  limit: number,
  origin: string,
  now = new Date(),
): Promise<BitcoinHistoryPage> {
  const lists = await Promise.all(
    chains.map(({ esplora, after }) =>
      after === FROM_NEWEST ? esplora.transactions(address) : esplora.transactionsAfter(address, after),
    ),
  )
  const candidates = lists.flatMap((list, chain) =>
    // Esplora lists newest first; its order is kept for transactions of one block.
    list.map((tx, position) => ({ chain, tx, position })),
  )
  const nowMs = now.getTime()
  candidates.sort(
    (a, b) =>
      time(b.tx, nowMs) - time(a.tx, nowMs) ||
      (a.chain === b.chain ? a.position - b.position : a.chain - b.chain),
  )
  // Every pending transaction shows on the first page; confirmed ones up to `limit`.
  const pending = candidates.filter(({ tx }) => !tx.status.confirmed)
  const confirmed = candidates.filter(({ tx }) => tx.status.confirmed).slice(0, limit)
  const page = [...pending, ...confirmed]

  const positions: ChainPositions = {}
  chains.forEach((chain, index) => {
    const list = lists[index] ?? []
    const listed = list.filter((tx) => tx.status.confirmed)
    const shown = confirmed.filter((item) => item.chain === index)
    const last = shown.at(-1)?.tx.txid
    // More: some listed were not shown, or Esplora's page was full (25) so the chain may go on.
    const more = shown.length < listed.length || listed.length >= 25
    if (more) positions[chain.config.caipNetworkId] = last ?? chain.after
  })
  return {
    data: page.map(({ chain, tx }) => {
      const { config } = chains[chain]!
      return bitcoinActivity(
        tx,
        {
          chainId: config.caipNetworkId,
          account: address,
          origin,
          nativePriceUsd: config.nativePriceUsd ?? 0,
        },
        now,
      )
    }),
    positions,
  }
}
