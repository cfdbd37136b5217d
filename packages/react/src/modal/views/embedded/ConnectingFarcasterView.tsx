import { useRef } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { useCopy } from '../../../hooks/useCopy.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { embeddedMessages } from '../../../i18n/en/embedded.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { CopyIcon, ExternalIcon } from '../../components/icons.tsx'
import { QrCode } from '../../components/QrCode.tsx'
import { embeddedCss } from './embeddedStyles.ts'

/**
 * Sign In With Farcaster: the relay's link as a QR code to scan with the Farcaster app on a phone, or to open or
 * copy. The view goes on by itself once the app answered; leaving it without a connected account clears the link
 * (a stale link must not sign the visitor in later).
 */
export function ConnectingFarcasterView() {
  const airlock = useAirlockInstance()
  const m = useMessages(embeddedMessages)
  const coreText = useCoreText()
  const { farcasterUrl: url, status, error } = useStoreValue(airlock.embedded, (s) => s)
  const copy = useCopy()
  const ref = useRef<HTMLDivElement>(null)
  useChunkStyles(ref, embeddedCss)
  const failed = Boolean(error) && status !== 'farcaster'
  return (
    <div className="center farcaster" ref={ref} data-testid="connecting-farcaster" aria-live="polite">
      <div className="qr-frame">
        {url ? (
          <QrCode value={url} label={m.farcasterQrLabel} testId="farcaster-qr" />
        ) : (
          <div className="qr-skeleton" role="progressbar" aria-label={m.preparingQrCode} />
        )}
      </div>
      {failed ? (
        <p className="otp-error" role="alert">
          {coreText(error ?? '')}
        </p>
      ) : (
        <p className="qr-text">{m.farcasterScan}</p>
      )}
      <div className="actions wrap">
        {failed ? (
          <button
            type="button"
            className="secondary small"
            onClick={() => void airlock.embeddedActions.connectFarcaster()}
            data-testid="farcaster-retry"
          >
            {m.tryAgain}
          </button>
        ) : (
          <>
            {url && (
              <a
                className="button secondary small"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="farcaster-open-link"
              >
                <ExternalIcon /> {m.openLink}
              </a>
            )}
            <button
              type="button"
              className="secondary small"
              disabled={!url}
              onClick={() => url && void copy(url, { copied: m.linkCopied, failed: m.linkCopyFailed })}
              data-testid="farcaster-copy-link"
            >
              <CopyIcon /> {m.copyLink}
            </button>
          </>
        )}
      </div>
    </div>
  )
}
