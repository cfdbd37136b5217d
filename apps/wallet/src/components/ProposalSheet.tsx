import { mergeRequiredAndOptionalNamespaces } from '@airlock/protocol'
import { WALLET_METHODS } from '@airlock/wallet-engine'
import { BITCOIN_WALLET_METHODS, SOLANA_WALLET_METHODS } from '../chains/support.ts'
import { BITCOIN_ACCOUNT, chainNetworkByCaip, networkByCaip, SOLANA_ACCOUNT } from '../config.ts'
import { SMART_METHODS } from '../smart/requests.ts'
import type { PendingProposal } from '../store/walletState.ts'
import type { Wallet } from '../wallet/wallet.ts'
import { ChainIcon, chainName, DappIcon, hostOf, Spinner, shortAddress, VerifyBadge } from './common.tsx'
import { Identicon } from './Identicon.tsx'
import { Sheet } from './Sheet.tsx'

/** A dapp asks to connect: who it is, whether its domain is verified, what it asks for. */
export function ProposalSheet({
  proposal,
  controller,
  busy,
  onDismiss,
}: {
  proposal: PendingProposal
  controller: Wallet
  busy: 'approve' | 'reject' | undefined
  onDismiss: () => void
}) {
  const { metadata } = proposal.params.proposer
  const requested = mergeRequiredAndOptionalNamespaces(
    proposal.params.requiredNamespaces,
    proposal.params.optionalNamespaces ?? {},
  )
  const asked = [...new Set(Object.values(requested).flatMap((namespace) => namespace.chains))]
  const methods = [...new Set(Object.values(requested).flatMap((namespace) => namespace.methods))]
  const supported = [...WALLET_METHODS, ...SMART_METHODS, ...SOLANA_WALLET_METHODS, ...BITCOIN_WALLET_METHODS]
  const supportedMethods = methods.filter((method) => supported.includes(method))
  const unsupportedMethods = methods.filter((method) => !supported.includes(method))
  const grant = controller.grantFor(proposal)
  const granted = Object.values(grant.namespaces ?? {}).flatMap((namespace) => namespace.chains ?? [])
  const grantsEvm = grant.namespaces?.eip155 !== undefined || !grant.namespaces
  const grantsSolana = grant.namespaces?.solana !== undefined
  const grantsBitcoin = grant.namespaces?.bip122 !== undefined
  const account = controller.account
  const address = controller.address
  const smartMode = controller.getState().accountMode === 'smartAccount'
  const scam = proposal.verifyContext?.verified.isScam === true

  return (
    <Sheet
      title="Connection request"
      subtitle={`${metadata.name} wants to connect to your wallet`}
      onClose={onDismiss}
      testId="proposal-sheet"
      closeLabel="Decide later"
      footer={
        <>
          <button
            type="button"
            className="button secondary"
            data-testid="proposal-reject"
            disabled={busy !== undefined}
            onClick={() => void controller.rejectProposal(proposal.id)}
          >
            {busy === 'reject' ? <Spinner /> : null}
            Reject
          </button>
          <button
            type="button"
            className={`button ${scam ? 'danger' : 'primary'}`}
            data-testid="proposal-approve"
            data-autofocus={scam ? undefined : true}
            disabled={busy !== undefined || !grant.namespaces}
            onClick={() => void controller.approveProposal(proposal.id)}
          >
            {busy === 'approve' ? <Spinner /> : null}
            {scam ? 'Connect anyway' : 'Approve'}
          </button>
        </>
      }
    >
      <div className="dapp-hero">
        <DappIcon metadata={metadata} size="lg" />
        <div>
          <h3 data-testid="proposal-dapp-name">{metadata.name}</h3>
          <p className="muted mono">{hostOf(metadata.url)}</p>
        </div>
      </div>
      {metadata.description && <p className="dapp-description">{metadata.description}</p>}
      <VerifyBadge context={proposal.verifyContext} />

      <section className="detail-section" aria-label="Account">
        <h4>Account</h4>
        {grantsEvm && (
          <div className="row-item">
            <Identicon address={address} size={28} />
            <span>
              {account.name}
              {smartMode && <span className="account-kind">Smart account</span>}
            </span>
            <span className="muted mono" data-testid="proposal-address">
              {shortAddress(address)}
            </span>
          </div>
        )}
        {grantsSolana && (
          <div className="row-item">
            <ChainIcon caip="solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ" />
            <span>Solana account</span>
            <span className="muted mono" data-testid="proposal-solana-address" title={SOLANA_ACCOUNT.address}>
              {shortAddress(SOLANA_ACCOUNT.address)}
            </span>
          </div>
        )}
        {grantsBitcoin && (
          <div className="row-item">
            <ChainIcon caip="bip122:0f9188f13cb7b2c71f2a335e3a4fc328" />
            <span>Bitcoin payment</span>
            <span
              className="muted mono"
              data-testid="proposal-bitcoin-address"
              title={BITCOIN_ACCOUNT.address}
            >
              {shortAddress(BITCOIN_ACCOUNT.address)}
            </span>
          </div>
        )}
      </section>

      <section className="detail-section" aria-label="Networks">
        <h4>Networks</h4>
        <ul className="chip-list" data-testid="proposal-chains">
          {asked.map((chain) => {
            const supported = granted.includes(chain)
            return (
              <li key={chain} className={`chip ${supported ? '' : 'chip-off'}`}>
                <ChainIcon caip={chain} />
                {chainName(chain)}
                {!supported && (
                  <span className="chip-note">
                    {networkByCaip(chain) || chainNetworkByCaip(chain) ? 'not granted' : 'unsupported'}
                  </span>
                )}
              </li>
            )
          })}
          {asked.length === 0 && <li className="muted">Any network the wallet has</li>}
        </ul>
      </section>

      <section className="detail-section" aria-label="Permissions">
        <h4>Permissions</h4>
        <ul className="chip-list compact" data-testid="proposal-methods">
          {supportedMethods.length > 0 ? (
            supportedMethods.map((method) => (
              <li key={method} className="chip mono">
                {method}
              </li>
            ))
          ) : (
            <li className="muted">No methods this wallet supports</li>
          )}
        </ul>
        {unsupportedMethods.length > 0 && (
          <p className="hint" data-testid="proposal-unsupported">
            Not supported, so not granted: <span className="mono">{unsupportedMethods.join(', ')}</span>
          </p>
        )}
        <p className="hint">Every signature and transaction will still ask for your approval.</p>
      </section>

      {grant.error && (
        <p className="alert alert-error" role="alert">
          {grant.error}
        </p>
      )}
    </Sheet>
  )
}
