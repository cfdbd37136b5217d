import { useState } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { useAfterPaint } from '../../../hooks/useAfterPaint.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { accountMessages } from '../../../i18n/en/account.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { ImageIcon } from './accountIcons.tsx'
import { isImageUrl } from './TokenIcon.tsx'

const SKELETON_TILES = 6

/** The NFTs the account holds: a grid of previews with names (read on every visit; the last list stays meanwhile). */
export function NftsTab() {
  const airlock = useAirlockInstance()
  const m = useMessages(accountMessages)
  const coreText = useCoreText()
  const state = useStoreValue(airlock.nfts, (s) => s)
  const network = useStoreValue(airlock.chain, (s) => s.activeCaipNetwork?.caipNetworkId)
  const namespace = useStoreValue(airlock.chain, (s) => s.activeCaipNetwork?.chainNamespace)
  const address = useStoreValue(airlock.account, (s) => s.accounts.eip155?.address)

  // Read again for another account or network; after the first paint, so opening the tab paints at once.
  useAfterPaint(() => {
    void airlock.loadNfts()
  }, [airlock, network, address])

  const { nfts, loading, loaded, error } = state
  const current = !!address && !!network && state.account === `${network}:${address}`
  // NFTs are read from the cloud's eip155 history; elsewhere there is nothing to wait for.
  const readable = !!airlock.cloud && namespace === 'eip155'

  if (error && !loading && nfts.length === 0)
    return (
      <div className="tab-empty" role="alert">
        <span className="empty-icon">
          <ImageIcon />
        </span>
        <strong>{coreText(error)}</strong>
        <p>{m.nftsFailedHint}</p>
        <button type="button" className="secondary small" onClick={() => void airlock.loadNfts()}>
          {m.tryAgain}
        </button>
      </div>
    )

  if (nfts.length === 0 && (loading || !loaded || !current) && readable)
    return (
      <ul className="nft-grid" aria-busy="true" aria-label={m.loadingNfts}>
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className="nft-tile placeholder" aria-hidden="true">
            <span className="nft-media pulse" />
            <span className="pulse line w64" />
          </li>
        ))}
      </ul>
    )

  if (nfts.length === 0)
    return (
      <div className="tab-empty" role="status">
        <span className="empty-icon">
          <ImageIcon />
        </span>
        <strong>{m.noNfts}</strong>
        <p>{m.noNftsHint}</p>
      </div>
    )

  return (
    <ul className="nft-grid" aria-label={m.nfts} aria-busy={loading}>
      {nfts.map((nft) => (
        <li key={nft.id} className="nft-tile" data-testid="nft-tile" title={nft.name}>
          <NftMedia url={nft.previewUrl} />
          <span className="nft-name">{nft.name}</span>
        </li>
      ))}
    </ul>
  )
}

/** An NFT's preview, or a placeholder when it has no http(s) image or the image fails. */
function NftMedia({ url }: { url: string | undefined }) {
  const [failed, setFailed] = useState(false)
  if (isImageUrl(url) && !failed)
    return (
      <img
        className="nft-media"
        src={url}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    )
  return (
    <span className="nft-media empty" aria-hidden="true">
      <ImageIcon size={28} />
    </span>
  )
}
