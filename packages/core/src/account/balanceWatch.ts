import type { AirlockContext } from '../context.ts'
import type { CaipNetwork, ChainNamespace } from '../types.ts'
import { refreshNativeBalance, reportsZeroBalance } from './balance.ts'
import { fetchTokenBalances } from './tokenBalances.ts'

/**
 * How often the balance is read again on a chain whose adapter has no block feed (`watchBlocks`): a funding
 * from elsewhere shows within this time while the page is visible.
 */
export const BALANCE_POLL_MS = 12_000

/** The page's visibility, as the watcher needs it (the document in a browser; none on a server). */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState
  addEventListener(type: 'visibilitychange', listener: () => void): void
  removeEventListener(type: 'visibilitychange', listener: () => void): void
}

const pageDocument = (): VisibilitySource | undefined =>
  typeof document === 'undefined' ? undefined : document

interface Watched {
  namespace: ChainNamespace
  network: CaipNetwork
  address: string
}

/**
 * Keeps the active account's balances following the chain while the page is visible: each new block (the
 * adapter's block feed, else a poll every BALANCE_POLL_MS) reads the native balance again, and a change reads
 * the token balances too, so the button, the Account view's header and its Tokens tab move together. Nothing
 * is read while the page is hidden, nor without a connected account (a disconnect stops the feed), nor on a
 * server; a page shown again reads at once, since blocks went by unseen. Returns the stop, which the kit's
 * destroy() calls.
 */
export function watchBalances(
  ctx: AirlockContext,
  page: VisibilitySource | undefined = pageDocument(),
): () => void {
  // A server renders once: no page is watching.
  if (!page) return () => undefined
  const visibility = page
  let key: string | undefined
  let stopFeed: (() => void) | undefined
  let reading = false
  let again = false

  function target(): Watched | undefined {
    const { activeChain: namespace, activeCaipNetwork: network, isUnsupportedChain } = ctx.chain.getState()
    const address = ctx.account.get(namespace)?.address
    if (!namespace || !network || !address || network.chainNamespace !== namespace) return undefined
    // A chain that always reports 0.00 has nothing to follow.
    if (isUnsupportedChain || reportsZeroBalance(network)) return undefined
    if (visibility.visibilityState !== 'visible') return undefined
    return { namespace, network, address }
  }

  /** One read per block at most: blocks that arrive during a read are caught up by one more read after it. */
  async function follow(namespace: ChainNamespace) {
    if (reading) {
      again = true
      return
    }
    reading = true
    try {
      do {
        again = false
        const before = ctx.account.get(namespace)?.balance
        await refreshNativeBalance(ctx, namespace, { force: true, background: true })
        const after = ctx.account.get(namespace)?.balance
        // Something moved: the token list (whose native row is this balance) is read at the same block.
        if (after !== undefined && after !== before)
          await fetchTokenBalances(ctx, namespace, Date.now, { force: true, quiet: true })
      } while (again && key !== undefined)
    } finally {
      reading = false
    }
  }

  function update() {
    const next = target()
    const nextKey = next && `${next.namespace}|${next.network.caipNetworkId}|${next.address.toLowerCase()}`
    if (nextKey === key) return
    stopFeed?.()
    stopFeed = undefined
    key = nextKey
    if (!next) return
    const onBlock = () => void follow(next.namespace)
    const adapter = ctx.adapters.get(next.namespace)
    stopFeed = adapter?.watchBlocks?.({ caipNetwork: next.network, onBlock }) ?? poll(onBlock)
  }

  function onVisibility() {
    const was = key
    update()
    const namespace = ctx.chain.getState().activeChain
    if (was === undefined && key !== undefined && namespace) void follow(namespace)
  }

  const unsubscribers = [ctx.account.subscribe(update), ctx.chain.subscribe(update)]
  page.addEventListener('visibilitychange', onVisibility)
  update()

  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe()
    page.removeEventListener('visibilitychange', onVisibility)
    stopFeed?.()
    stopFeed = undefined
    key = undefined
  }
}

function poll(onTick: () => void): () => void {
  const timer = setInterval(onTick, BALANCE_POLL_MS)
  return () => clearInterval(timer)
}
