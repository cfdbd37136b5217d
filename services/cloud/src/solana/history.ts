import type { Transaction } from '@airlock/protocol/cloud-api'
import type { ChainPositions } from '../history/chainCursor.ts'
import { type SolanaTransactionJson, solanaActivity } from './activity.ts'
import { TOKEN_PROGRAM } from './balance.ts'
import type { SolanaChainConfig } from './config.ts'
import { SolanaNodeError, type SolanaReader } from './rpc.ts'

/** getSignaturesForAddress's entries (newest first). */
interface SignatureInfo {
  signature: string
  slot: number
  err: unknown
  blockTime?: number | null
}

/** Where a chain's history starts when nothing of it was shown yet (no `before`). */
export const FROM_NEWEST = '*'

export interface SolanaHistoryChain {
  config: SolanaChainConfig
  reader: SolanaReader
  /** The signature the next page starts before; FROM_NEWEST for the newest. */
  before: string
}

export interface HistoryPage {
  data: Transaction[]
  /** Each chain that has more, and where; empty at the end. */
  positions: ChainPositions
}

/**
 * The newest `limit + 1` signatures (before the chain's position) of the account and of its token accounts:
 * an SPL transfer into an existing token account does not name its owner, so the owner's own list misses it
 * (wallets read both, as here). One getTokenAccountsByOwner, then one batch of getSignaturesForAddress.
 */
async function chainSignatures(chain: SolanaHistoryChain, address: string, limit: number) {
  const { value: tokenAccounts } = await chain.reader.call<{ value: { pubkey: string }[] }>(
    'getTokenAccountsByOwner',
    [address, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed' }],
  )
  const addresses = [address, ...tokenAccounts.map(({ pubkey }) => pubkey)]
  const lists = await chain.reader.batch<SignatureInfo[]>(
    addresses.map((at) => ({
      method: 'getSignaturesForAddress',
      params: [
        at,
        {
          limit: limit + 1,
          commitment: 'confirmed',
          ...(chain.before === FROM_NEWEST ? {} : { before: chain.before }),
        },
      ],
    })),
  )
  const bySignature = new Map<string, SignatureInfo>()
  for (const list of lists) {
    if (list instanceof SolanaNodeError) throw list
    for (const info of list) bySignature.set(info.signature, info)
  }
  return [...bySignature.values()].sort((a, b) => b.slot - a.slot)
}

const order = (a: { info: SignatureInfo }, b: { info: SignatureInfo }) =>
  (b.info.blockTime ?? 0) - (a.info.blockTime ?? 0) || b.info.slot - a.info.slot

/**
 * One page of a Solana account's activity over one or more clusters, newest first: getSignaturesForAddress
 * of the account and its token accounts (limit + 1, `before` the previous page's last signature) on each,
 * merged by block time, then getTransaction (encoding json) for the page's signatures in one batch per cluster.
 *
 * @example
 * const page = await solanaHistoryPage([{ config, reader, before: FROM_NEWEST }], address, 20, origin)
 * page.data[0].metadata.hash // the newest signature
 */
export async function solanaHistoryPage(
  chains: readonly SolanaHistoryChain[],
  address: string,
  limit: number,
  origin: string,
): Promise<HistoryPage> {
  const lists = await Promise.all(chains.map((chain) => chainSignatures(chain, address, limit)))
  const candidates = lists.flatMap((list, chain) => list.map((info) => ({ chain, info })))
  const page = candidates.sort(order).slice(0, limit)

  const positions: ChainPositions = {}
  chains.forEach((chain, index) => {
    const taken = page.filter((item) => item.chain === index)
    if (taken.length >= (lists[index]?.length ?? 0)) return
    positions[chain.config.caipNetworkId] = taken.at(-1)?.info.signature ?? chain.before
  })

  const transactions = await Promise.all(
    chains.map(({ reader }, index) => {
      const mine = page.filter((item) => item.chain === index)
      return reader.batch<SolanaTransactionJson | null>(
        mine.map(({ info }) => ({
          method: 'getTransaction',
          params: [
            info.signature,
            { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
          ],
        })),
      )
    }),
  )
  const found = new Map<string, SolanaTransactionJson | null | SolanaNodeError>()
  chains.forEach((_, index) => {
    const mine = page.filter((item) => item.chain === index)
    for (const [n, { info }] of mine.entries()) {
      found.set(`${index}:${info.signature}`, transactions[index]?.[n] ?? null)
    }
  })

  const data = page.map(({ chain, info }) => {
    const { config } = chains[chain]!
    const context = {
      chainId: config.caipNetworkId,
      account: address,
      origin,
      tokens: new Map((config.tokens ?? []).map((token) => [token.mint, token])),
      nativePriceUsd: config.nativePriceUsd ?? 0,
    }
    const tx = found.get(`${chain}:${info.signature}`)
    if (tx && !(tx instanceof SolanaNodeError))
      return solanaActivity(info.signature, tx, context, info.blockTime)
    // The node listed the signature but cannot give the transaction (pruned, say): what the listing says.
    return {
      id: `${config.caipNetworkId}:${info.signature}`,
      metadata: {
        operationType: 'execute' as const,
        hash: info.signature,
        minedAt: new Date((info.blockTime ?? 0) * 1000).toISOString(),
        sentFrom: address,
        sentTo: '',
        status: info.err ? ('failed' as const) : ('confirmed' as const),
        nonce: 0,
        chain: config.caipNetworkId as Transaction['metadata']['chain'],
      },
      transfers: [],
    }
  })
  return { data, positions }
}
