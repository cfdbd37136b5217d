import type { WalletListing } from '@airlock/core'
import { leadingWallets, walletSelectionOf } from '@airlock/core/internal'
import { type ReactNode, useMemo, useRef, useState } from 'react'
import { useAirlockInstance } from '../../context.ts'
import { useAfterPaint } from '../../hooks/useAfterPaint.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { connectMessages } from '../../i18n/en/connect.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { WalletIcon } from '../components/icons.tsx'
import { SearchField } from '../components/SearchField.tsx'
import { WalletTile, WalletTileSkeleton } from '../components/WalletTile.tsx'
import { VirtualGrid } from '../virtual/VirtualGrid.tsx'

/** Tile height (96 px) plus the row gap (8 px); matches .wallet-grid in allWalletsStyles.ts. */
export const WALLET_ROW_HEIGHT = 104

/**
 * Every wallet of the registry (the AllWallets view): recent, featured, custom and recommended
 * wallets first, then the registry 40 at a time as the visitor scrolls, in a virtualised grid. The search
 * box searches the whole registry (trimmed, results 300 ms after the last keystroke, up to 100). Picking a
 * wallet opens its WalletConnect view.
 */
export function AllWalletsView() {
  const airlock = useAirlockInstance()
  const m = useMessages(connectMessages)
  const state = useStoreValue(airlock.wallets, (s) => s)
  const connectors = useStoreValue(airlock.connectors, (s) => s.connectors)
  const [text, setText] = useState('')
  /** What the last settled search showed, kept on screen while the next one runs. */
  const settled = useRef<'all' | 'results' | 'empty' | 'error'>('all')
  const searching = text.trim() !== ''

  // After the first paint: the click that opened the view paints it (skeleton tiles) in one frame.
  useAfterPaint(() => {
    void airlock.loadWallets()
    return () => void airlock.searchWallets('')
  }, [airlock])

  const { recent, featured, recommended, wallets, search } = state
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lists it reads are the dependencies
  const all = useMemo(
    () => leadingWallets(airlock, wallets),
    [airlock, recent, featured, recommended, wallets],
  )

  const recentIds = useMemo(() => new Set(recent.map((w) => w.id)), [recent])
  const installed = useMemo(
    () =>
      new Set(
        connectors
          .filter((c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED')
          .map((c) => c.info?.rdns)
          .filter(Boolean),
      ),
    [connectors],
  )

  function select(wallet: WalletListing) {
    airlock.router.push('ConnectingWalletConnect', { wallet: walletSelectionOf(airlock, wallet) })
  }

  function tagOf(wallet: WalletListing) {
    if (recentIds.has(wallet.id)) return m.recent
    if (wallet.rdns && installed.has(wallet.rdns)) return m.installed
    return undefined
  }

  const renderItem = (wallet: WalletListing) => (
    <WalletTile
      name={wallet.name}
      imageUrl={wallet.image_url}
      imageId={wallet.image_id}
      tag={tagOf(wallet)}
      walletId={wallet.id}
      onSelect={() => select(wallet)}
    />
  )

  const loadingLists = state.loadingFeatured || state.loadingRecommended
  let body: ReactNode
  if (searching) {
    // While a search runs, what was shown stays (with the spinner in the field): no flash of placeholders
    // on every keystroke, and nothing animating but the spinner.
    const shown = search.loading
      ? settled.current
      : search.error
        ? 'error'
        : search.results.length
          ? 'results'
          : 'empty'
    if (!search.loading) settled.current = shown
    if (shown === 'error') body = <Failed retry={() => void airlock.searchWallets(text)} />
    else if (shown === 'empty') body = <NotFound />
    else
      body = (
        <VirtualGrid
          key="search"
          items={shown === 'results' ? search.results : all}
          itemKey={(wallet) => wallet.id}
          renderItem={renderItem}
          renderPlaceholder={() => <WalletTileSkeleton />}
          label={m.searchResults}
          rowHeight={WALLET_ROW_HEIGHT}
          placeholderRows={0}
          dataState={search.loading ? 'searching' : 'results'}
        />
      )
  } else {
    settled.current = 'all'
    // Without a cloud there is no registry to list.
    const loading =
      Boolean(airlock.cloud) && (loadingLists || state.loadingPage || (state.page === 0 && !state.error))
    if (state.error && !loading && all.length === 0)
      body = <Failed retry={() => void airlock.loadWallets()} />
    else if (!loading && all.length === 0) body = <NotFound />
    else
      body = (
        <VirtualGrid
          key="all"
          items={all}
          itemKey={(wallet) => wallet.id}
          renderItem={renderItem}
          renderPlaceholder={() => <WalletTileSkeleton />}
          label={m.allWalletsLabel}
          rowHeight={WALLET_ROW_HEIGHT}
          placeholderRows={loading ? (all.length === 0 ? 4 : 1) : 0}
          hasMore={!loading && !state.error && airlock.wallets.hasMore()}
          onEndReached={() => void airlock.loadMoreWallets()}
          dataState={loading ? 'loading' : 'idle'}
        />
      )
  }

  return (
    <div className="all-wallets">
      <SearchField
        value={text}
        label={m.searchWallet}
        busy={searching && search.loading}
        onChange={(value) => {
          setText(value)
          void airlock.searchWallets(value)
        }}
      />
      {body}
    </div>
  )
}

function NotFound() {
  const m = useMessages(connectMessages)
  return (
    <div className="center wallets-empty" role="status">
      <span className="empty-icon">
        <WalletIcon size={26} />
      </span>
      <p>{m.noWalletMatches}</p>
    </div>
  )
}

function Failed({ retry }: { retry: () => void }) {
  const m = useMessages(connectMessages)
  return (
    <div className="center wallets-empty" role="alert">
      <p>{m.somethingWentWrong}</p>
      <button type="button" className="secondary" onClick={retry}>
        {m.tryAgain}
      </button>
    </div>
  )
}
