import { WalletImage } from './WalletImage.tsx'

/** One wallet of the All Wallets grid: its icon and name, and a tag (Recent, Installed) when it has one. */
export function WalletTile({
  name,
  imageUrl,
  imageId,
  tag,
  walletId,
  onSelect,
}: {
  name: string
  imageUrl: string | undefined
  /** The registry's image id: the kit's image store draws the cloud's image of it. */
  imageId?: string | undefined
  tag?: string | undefined
  walletId: string
  onSelect: () => void
}) {
  return (
    <button type="button" className="wallet-tile" onClick={onSelect} data-wallet-id={walletId} title={name}>
      <WalletImage src={imageUrl} imageId={imageId} id={walletId} size={52} />
      {/* A wallet's name reads in its own direction: an RTL layout cuts a Latin name at its end, not its start. */}
      <span className="tile-name" dir="auto">
        {name}
      </span>
      {tag && <span className="tile-tag">{tag}</span>}
    </button>
  )
}

/** A tile's shape while its wallet loads. */
export function WalletTileSkeleton() {
  return (
    <div className="wallet-tile placeholder">
      <span className="tile-skeleton tile-icon-skeleton" />
      <span className="tile-skeleton tile-name-skeleton" />
    </div>
  )
}
