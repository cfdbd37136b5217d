import type { PendingAuthRequest } from '../store/walletState.ts'
import type { Wallet } from '../wallet/wallet.ts'
import { ChainIcon, chainName, DappIcon, hostOf, Spinner, shortAddress, VerifyBadge } from './common.tsx'
import { Identicon } from './Identicon.tsx'
import { Sheet } from './Sheet.tsx'

/**
 * One-click auth: a dapp asks to connect and sign in with one approval. Shows who asks, the account, and the
 * exact message that will be signed (one per supported network, the first shown).
 */
export function AuthSheet({
  auth,
  controller,
  busy,
  onDismiss,
}: {
  auth: PendingAuthRequest
  controller: Wallet
  busy: 'approve' | 'reject' | undefined
  onDismiss: () => void
}) {
  const { metadata } = auth.params.requester
  const preview = controller.authPreview(auth)
  const account = controller.account
  const scam = auth.verifyContext?.verified.isScam === true
  const asked = auth.params.authPayload.chains

  return (
    <Sheet
      title="Sign-in request"
      subtitle={`${metadata.name} wants to connect and sign you in`}
      onClose={onDismiss}
      testId="auth-sheet"
      closeLabel="Decide later"
      footer={
        <>
          <button
            type="button"
            className="button secondary"
            data-testid="auth-reject"
            disabled={busy !== undefined}
            onClick={() => void controller.rejectAuthRequest(auth.id)}
          >
            {busy === 'reject' ? <Spinner /> : null}
            Reject
          </button>
          <button
            type="button"
            className={`button ${scam ? 'danger' : 'primary'}`}
            data-testid="auth-approve"
            data-autofocus={scam ? undefined : true}
            disabled={busy !== undefined || 'error' in preview}
            onClick={() => void controller.approveAuthRequest(auth.id)}
          >
            {busy === 'approve' ? <Spinner /> : null}
            {scam ? 'Sign in anyway' : 'Sign in'}
          </button>
        </>
      }
    >
      <div className="dapp-hero">
        <DappIcon metadata={metadata} size="lg" />
        <div>
          <h3 data-testid="auth-dapp-name">{metadata.name}</h3>
          <p className="muted mono">{hostOf(metadata.url)}</p>
        </div>
      </div>
      <VerifyBadge context={auth.verifyContext} />

      <section className="detail-section" aria-label="Account">
        <h4>Account</h4>
        <div className="row-item">
          <Identicon address={account.address} size={28} />
          <span>{account.name}</span>
          <span className="muted mono">{shortAddress(account.address)}</span>
        </div>
      </section>

      <section className="detail-section" aria-label="Networks">
        <h4>Networks</h4>
        <ul className="chip-list" data-testid="auth-chains">
          {asked.map((chain) => (
            <li key={chain} className="chip">
              <ChainIcon caip={chain} />
              {chainName(chain)}
            </li>
          ))}
        </ul>
      </section>

      {'message' in preview ? (
        <section className="detail-section" aria-label="Message">
          <h4>Message</h4>
          <pre className="message-box" data-testid="auth-message">
            {preview.message}
          </pre>
          <p className="hint">
            Signing proves you own this account. It costs nothing and sends no transaction.
          </p>
        </section>
      ) : (
        <p className="alert alert-error" role="alert">
          {preview.error}
        </p>
      )}
    </Sheet>
  )
}
