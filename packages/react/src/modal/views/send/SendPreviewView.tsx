import { truncateAddress } from '@airlock/core/internal'
import { useEffect, useRef } from 'react'
import { Avatar } from '../../../components/Avatar.tsx'
import { Ltr } from '../../../components/Ltr.tsx'
import { NetworkIcon } from '../../../components/NetworkIcon.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useAfterPaint } from '../../../hooks/useAfterPaint.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { sendMessages } from '../../../i18n/en/send.ts'
import { fill } from '../../../i18n/fill.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { TokenIcon } from '../account/TokenIcon.tsx'
import { amountValue } from './SendView.tsx'
import { WarningIcon } from './sendIcons.tsx'
import { useSendDraft } from './useSendDraft.ts'

/**
 * The last look before the wallet is asked: what, to whom, on which network, for what fee. A send that failed
 * (declined in the wallet, reverted) keeps its draft: this view says why, and offers to send it again or to go
 * back and change it.
 */
export function SendPreviewView() {
  const airlock = useAirlockInstance()
  const m = useMessages(sendMessages)
  const coreText = useCoreText()
  const { format } = useLocaleTools()
  const draft = useSendDraft()
  const network = useStoreValue(airlock.chain, (s) => s.activeCaipNetwork)
  const { failed, token, sendTokenAmount: amount, receiverAddress: receiver } = draft
  // A name typed as the receiver shows with the address it resolved to.
  const receiverName = draft.receiverProfileName
  const failure = useRef<HTMLParagraphElement>(null)

  // Estimated again when what is sent changes; after the first paint, so the click on Preview paints the review
  // in one frame.
  useAfterPaint(() => {
    void airlock.estimateSendFee()
  }, [airlock, token, amount, receiver, network?.caipNetworkId])

  // The reason is read out where the visitor is; the buttons to send again or go back follow it.
  useEffect(() => {
    if (failed) failure.current?.focus()
  }, [failed])

  if (!token || !amount || !receiver) {
    // Reached without a draft (after a send, say): nothing to confirm.
    return (
      <div className="center">
        <p>{m.nothingToSend}</p>
      </div>
    )
  }
  const usd = amountValue(token, amount)

  return (
    <div className="send-preview">
      <div className="preview-block">
        <span className="send-label">{m.sending}</span>
        <div className="preview-line">
          <span className="preview-amount" data-testid="preview-amount">
            <Ltr>{format.exactAmount(amount, token.symbol)}</Ltr>
          </span>
          <TokenIcon url={token.iconUrl} symbol={token.symbol} size={32} />
        </div>
        {usd !== undefined && (
          <span className="preview-sub">
            <Ltr>{format.tokenValue(usd)}</Ltr>
          </span>
        )}
      </div>
      <div className="preview-block">
        <span className="send-label">{m.to}</span>
        <div className="preview-line">
          <span
            className={receiverName ? 'preview-to name' : 'preview-to'}
            title={
              receiverName ? fill(m.nameAndAddress, { name: receiverName, address: receiver }) : receiver
            }
            data-testid="preview-receiver"
          >
            <Ltr>{receiverName ?? truncateAddress(receiver)}</Ltr>
          </span>
          <Avatar address={receiver} size={32} />
        </div>
        {receiverName && (
          <span className="preview-sub" title={receiver} data-testid="preview-receiver-address">
            <Ltr>{truncateAddress(receiver)}</Ltr>
          </span>
        )}
      </div>
      <dl className="preview-details">
        <div>
          <dt>{m.network}</dt>
          <dd>
            <NetworkIcon network={network} size={18} />
            {network?.name}
          </dd>
        </div>
        <div>
          <dt>{m.networkFee}</dt>
          <dd data-testid="preview-fee">
            {draft.gasEstimate ? (
              <>
                <Ltr>{format.fee(draft.gasEstimate.fee, draft.gasEstimate.symbol)}</Ltr>
                {draft.gasEstimate.usd !== undefined && (
                  <span className="preview-sub">
                    {' '}
                    (
                    <Ltr>
                      {draft.gasEstimate.usd < 0.01
                        ? fill(m.lessThan, { amount: format.tokenValue(0.01) })
                        : format.tokenValue(draft.gasEstimate.usd)}
                    </Ltr>
                    )
                  </span>
                )}
              </>
            ) : draft.gasEstimateError ? (
              m.unknownFee
            ) : (
              <span className="skeleton short" role="status" aria-label={m.estimatingFee} />
            )}
          </dd>
          {draft.gasEstimate?.rent && (
            <dd className="preview-sub preview-fee-note" data-testid="preview-fee-note">
              {fillNodes(m.includesTokenAccount, {
                amount: (
                  <Ltr>{format.transactionAmount(draft.gasEstimate.rent, draft.gasEstimate.symbol)}</Ltr>
                ),
              })}
            </dd>
          )}
        </div>
      </dl>
      {failed && !draft.loading && (
        <p className="preview-warning" data-testid="send-failed" tabIndex={-1} ref={failure}>
          <WarningIcon />
          <span>
            <strong>{m.notSent}</strong> {coreText(failed.message)}
          </span>
        </p>
      )}
      <PreviewActions
        loading={draft.loading}
        failed={failed !== undefined}
        gasEstimateError={failed ? undefined : draft.gasEstimateError}
      />
    </div>
  )
}

/** The fee warning, the note and the Cancel and Send buttons ('Try again' after a failed send). */
function PreviewActions({
  loading,
  failed,
  gasEstimateError,
}: {
  loading: boolean
  failed: boolean
  gasEstimateError: string | undefined
}) {
  const airlock = useAirlockInstance()
  const m = useMessages(sendMessages)
  const coreText = useCoreText()
  return (
    <>
      {gasEstimateError && (
        <p className="preview-warning" role="alert" data-testid="preview-warning">
          <WarningIcon />
          <span>{fill(m.likelyToFail, { reason: coreText(gasEstimateError) })}</span>
        </p>
      )}
      <p className="preview-note">{m.reviewInWallet}</p>
      <div className="actions two">
        <button
          type="button"
          className="secondary"
          onClick={() => airlock.router.goBack()}
          disabled={loading}
        >
          {m.cancel}
        </button>
        <button type="button" className="primary" onClick={() => void airlock.sendToken()} disabled={loading}>
          {loading ? (
            <>
              <Spinner size={16} /> {m.confirmInWallet}
            </>
          ) : failed ? (
            m.tryAgain
          ) : (
            m.send
          )}
        </button>
      </div>
    </>
  )
}
