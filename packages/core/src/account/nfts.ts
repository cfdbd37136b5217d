import type { Transaction } from '../api/blockchainTypes.ts'
import type { AirlockContext } from '../context.ts'
import type { NftHolding } from './nftsStore.ts'

/** History is read in the largest pages the cloud serves… */
export const NFT_HISTORY_PAGE_SIZE = 100
/** …and at most this many of them (1,000 transactions): older NFTs are left out rather than waited for. */
export const NFT_HISTORY_MAX_PAGES = 10
export const FAILED_TO_FETCH_NFTS = 'Failed to fetch NFTs'

const DELTA = { in: 1, out: -1, self: 0 } as const

/**
 * The NFTs an account holds, from its history (newest first): transfers in count +1, out −1, to itself 0,
 * per token (keyed by its preview URL, else its name). Tokens flagged as spam and failed transactions are
 * left out. Newest first: by the latest transaction that moved the token.
 */
export function nftHoldings(history: readonly Transaction[]): NftHolding[] {
  const tokens = new Map<string, NftHolding & { count: number; spam: boolean }>()
  for (const transaction of history) {
    if (transaction.metadata.status === 'failed') continue
    for (const transfer of transaction.transfers) {
      const info = transfer.nft_info
      if (!info) continue
      const previewUrl = info.content?.preview?.url || undefined
      const id = previewUrl ?? info.name
      if (!id) continue
      let token = tokens.get(id)
      if (!token) {
        // The newest transfer names the token.
        token = { id, name: info.name, previewUrl, count: 0, spam: false }
        tokens.set(id, token)
      }
      token.count += DELTA[transfer.direction] ?? 0
      token.spam ||= info.flags?.is_spam === true
    }
  }
  return [...tokens.values()]
    .filter((token) => token.count > 0 && !token.spam)
    .map(({ id, name, previewUrl }) => ({ id, name, previewUrl }))
}

/**
 * Reads the NFTs the active eip155 account holds on the active network, through the cloud's history
 * (pages of 100, at most 10). A failure leaves an empty list and a readable error for the view to show.
 */
export async function fetchNfts(ctx: AirlockContext) {
  const { cloud } = ctx
  const address = ctx.account.get('eip155')?.address
  const network = ctx.chain.getState().activeCaipNetwork
  const store = ctx.nfts
  if (!address || !network || network.chainNamespace !== 'eip155' || !cloud) return
  // Holdings are per chain: switching network or account starts over.
  const owner = `${network.caipNetworkId}:${address}`
  if (store.getState().account !== owner) store.reset(owner)
  if (store.getState().loading) return
  store.setState({ loading: true, error: undefined })
  try {
    const history: Transaction[] = []
    let cursor: string | undefined
    for (let page = 0; page < NFT_HISTORY_MAX_PAGES; page++) {
      const { data, next } = await cloud.blockchain.history(address, {
        cursor,
        chainId: network.caipNetworkId,
        limit: NFT_HISTORY_PAGE_SIZE,
      })
      history.push(...data)
      if (!next) break
      cursor = next
    }
    if (store.getState().account !== owner) return
    store.setState({ nfts: nftHoldings(history), loading: false, loaded: true, error: undefined })
  } catch {
    if (store.getState().account !== owner) return
    store.setState({ nfts: [], loading: false, loaded: false, error: FAILED_TO_FETCH_NFTS })
  }
}
