import type { ChainRequestSummary } from '../chains/requestTypes.ts'
import { CopyButton } from './common.tsx'

/**
 * A Solana or Bitcoin request's summary in the request sheet: the message, or the amount with its receiver
 * and fee, and any warning. Test ids: request-message, tx-value, and each fact's own (solana-to, solana-fee,
 * bitcoin-to, bitcoin-fee, ...).
 */
export function ChainRequestDetails({ summary }: { summary: ChainRequestSummary }) {
  return (
    <>
      {summary.message && (
        <section className="detail-section" aria-label="Message">
          <h4>Message</h4>
          <pre className="message-box" data-testid="request-message">
            {summary.message.text}
          </pre>
        </section>
      )}
      {summary.amount && (
        <div className="amount" data-testid="tx-value">
          <span className="amount-value">{summary.amount.value}</span>
          <span className="amount-symbol">{summary.amount.symbol}</span>
        </div>
      )}
      {summary.facts.length > 0 && (
        <dl className="facts" data-testid="chain-request-facts">
          {summary.facts.map((fact) => (
            <div key={fact.testId}>
              <dt>{fact.label}</dt>
              <dd>
                <span className={fact.mono ? 'fact-wrap mono' : 'fact-wrap'} data-testid={fact.testId}>
                  {fact.value}
                </span>
                {fact.mono && fact.label.startsWith('To') && (
                  <CopyButton text={fact.value} label="Copy recipient address" />
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {summary.warning && (
        <p
          className={`alert ${summary.blocked ? 'alert-error' : 'alert-warning'}`}
          data-testid="request-warning"
        >
          {summary.warning}
        </p>
      )}
    </>
  )
}
