import type { PayState } from '@airlock/core'
import { formatUnits, truncateAddress } from '@airlock/core/internal'
import { Ltr } from '../../../components/Ltr.tsx'
import { NetworkIcon } from '../../../components/NetworkIcon.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useCopy } from '../../../hooks/useCopy.ts'
import { useNow } from '../../../hooks/useNow.ts'
import { payMessages } from '../../../i18n/en/pay.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { CopyIcon } from '../../components/icons.tsx'
import { TokenIcon } from '../account/TokenIcon.tsx'
import { shopIcon } from './payFormat.ts'

/** How often the payment request's expiry is read again. */
const EXPIRY_TICK_MS = 15_000

/** The dapp's name as the Pay view shows it: its metadata's, else "This shop" in the locale. */
export function useShopName(): string {
  const m = useMessages(payMessages)
  return useAirlockInstance().options.metadata?.name || m.shopFallback
}

/**
 * What is asked: the shop (the dapp's name and icon), the amount in the asset and in US dollars, the network,
 * the recipient (shortened, copyable in full) and the payment request's expiry when the shop set one.
 */
export function PaySummary({ state }: { state: PayState }) {
  const airlock = useAirlockInstance()
  const m = useMessages(payMessages)
  const { format } = useLocaleTools()
  const copy = useCopy()
  const shop = useShopName()
  const icon = shopIcon(airlock.options.metadata?.icons)
  const { asset, request, intent, usdValue } = state
  // The expiry reads "in 58 min" and must stay true while the visitor decides.
  const now = useNow(EXPIRY_TICK_MS)
  if (!asset || !request) return null
  const network = airlock.chain.findNetwork(asset.network, 'eip155')
  const recipient = request.recipient.trim()
  return (
    <>
      <p className="pay-shop" data-testid="pay-shop">
        <span className="pay-shop-icon" aria-hidden="true">
          {icon ? <img src={icon} alt="" width={32} height={32} /> : shop.slice(0, 1).toUpperCase()}
        </span>
        <span>{fillNodes(m.asksYouToPay, { shop: <strong>{shop}</strong> })}</span>
      </p>
      <div className="pay-amount">
        <TokenIcon url={asset.iconUrl} imageId={asset.caip19} symbol={asset.symbol} size={40} />
        <span className="pay-amount-text">
          <span className="pay-amount-value" data-testid="pay-amount">
            <Ltr>{format.exactAmount(formatUnits(asset.amountAtomic, asset.decimals), asset.symbol)}</Ltr>
          </span>
          {/* Without a price (nothing connected yet) the amount stands alone, centred beside its icon. */}
          {usdValue !== undefined && (
            <span className="pay-usd" data-testid="pay-usd">
              {format.tokenValue(usdValue)}
            </span>
          )}
        </span>
      </div>
      <dl className="pay-details">
        <div>
          <dt>{m.network}</dt>
          <dd data-testid="pay-network">
            <NetworkIcon network={network} size={18} />
            {network?.name ?? asset.network}
          </dd>
        </div>
        <div>
          <dt>{m.recipient}</dt>
          <dd>
            <span className="address" title={recipient} data-testid="pay-recipient">
              <Ltr>{truncateAddress(recipient)}</Ltr>
            </span>
            <button
              type="button"
              className="icon-button copy"
              aria-label={m.copyRecipient}
              onClick={() => void copy(recipient, { copied: m.recipientCopied, failed: m.copyFailed })}
            >
              <CopyIcon />
            </button>
          </dd>
        </div>
        {intent && (
          <div>
            <dt>{m.expires}</dt>
            <dd data-testid="pay-expires">
              <time dateTime={intent.expiresAt}>{format.relativeTime(intent.expiresAt, now)}</time>
            </dd>
          </div>
        )}
      </dl>
    </>
  )
}
