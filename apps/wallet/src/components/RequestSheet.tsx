import {
  chainIdNumber,
  describeWalletRequest,
  estimateTransaction,
  type TransactionEstimate,
  toJsonRpcError,
} from '@airlock/wallet-engine'
import { type ReactNode, useEffect, useState } from 'react'
import { networkById, smartAccountChain } from '../config.ts'
import { formatEth, readableError } from '../format/text.ts'
import type { PendingRequest } from '../store/walletState.ts'
import type { Wallet } from '../wallet/wallet.ts'
import { ChainRequestDetails } from './ChainRequestDetails.tsx'
import { ChainIcon, CopyButton, DappIcon, hostOf, Spinner, shortAddress, VerifyBadge } from './common.tsx'
import { Identicon } from './Identicon.tsx'
import { Sheet } from './Sheet.tsx'
import { CallsDetails, GrantDetails, RevokeDetails } from './SmartDetails.tsx'
import { TokenTransfer } from './TokenTransfer.tsx'

const TITLES: Record<string, { title: string; action: string }> = {
  personal_sign: { title: 'Signature request', action: 'Sign' },
  eth_signTypedData_v4: { title: 'Typed data signature', action: 'Sign' },
  eth_sendTransaction: { title: 'Transaction request', action: 'Confirm' },
  wallet_sendCalls: { title: 'Batch request', action: 'Confirm' },
  wallet_grantPermissions: { title: 'Grant permissions', action: 'Grant' },
  wallet_revokePermissions: { title: 'Revoke permissions', action: 'Revoke' },
}

/** One request from a connected dapp, rendered for its method, with Approve / Reject. */
export function RequestSheet({
  request,
  controller,
  busy,
  onDismiss,
}: {
  request: PendingRequest
  controller: Wallet
  busy: 'approve' | 'reject' | undefined
  onDismiss: () => void
}) {
  const session = controller.sessionOf(request.topic)
  const metadata = session?.peer.metadata ?? { name: 'Unknown dapp', description: '', url: '', icons: [] }
  const view = describeWalletRequest(request.method, request.params)
  const chainId = safeChainId(request.chainId)
  const network = chainId === undefined ? undefined : networkById(chainId)
  const summary = request.summary
  const titles = summary
    ? { title: summary.title, action: summary.action }
    : (TITLES[request.method] ?? { title: 'Request', action: 'Approve' })
  const address = view.kind === 'transaction' ? view.from : 'address' in view ? view.address : ''
  const state = controller.getState()
  // Smart accounts are EVM only: a Solana or Bitcoin request is signed by its own key.
  const smartMode = state.accountMode === 'smartAccount' && !summary
  const smart = state.smartAccount
  const shown = summary?.account ?? (address || controller.address)
  const noNode = request.method === 'eth_sendTransaction' && !network?.rpcUrl
  const prepared = request.prepared
  const sendsOp =
    smartMode &&
    (request.method === 'eth_sendTransaction' ||
      request.method === 'wallet_sendCalls' ||
      request.method === 'wallet_grantPermissions' ||
      request.method === 'wallet_revokePermissions')

  return (
    <Sheet
      title={titles.title}
      subtitle={`${metadata.name} · ${hostOf(metadata.url)}`}
      onClose={onDismiss}
      testId="request-sheet"
      closeLabel="Decide later"
      footer={
        <>
          <button
            type="button"
            className="button secondary"
            data-testid="request-reject"
            disabled={busy !== undefined}
            onClick={() => void controller.rejectRequest(request.id)}
          >
            {busy === 'reject' ? <Spinner /> : null}
            Reject
          </button>
          <button
            type="button"
            className="button primary"
            data-testid="request-approve"
            data-autofocus
            disabled={busy !== undefined || noNode || summary?.blocked === true}
            onClick={() => void controller.approveRequest(request.id)}
          >
            {busy === 'approve' ? <Spinner /> : null}
            {titles.action}
          </button>
        </>
      }
    >
      <div className="dapp-hero compact">
        <DappIcon metadata={metadata} />
        <div>
          <h3>{metadata.name}</h3>
          <p className="muted mono">{hostOf(metadata.url)}</p>
        </div>
        <span className="method-tag mono" data-testid="request-method">
          {request.method}
        </span>
      </div>
      <VerifyBadge context={request.verifyContext} />

      <dl className="facts">
        <div>
          <dt>Account</dt>
          <dd>
            {summary ? <ChainIcon caip={request.chainId} /> : <Identicon address={shown} size={20} />}
            <span className="mono" data-testid="request-account" title={shown}>
              {shortAddress(shown)}
            </span>
            {smartMode && <span className="account-kind">Smart</span>}
          </dd>
        </div>
        {smartMode && smart.status === 'ready' && (
          <div>
            <dt>Smart account</dt>
            <dd data-testid="request-deployed">{smart.deployed ? 'Deployed' : 'Not deployed yet'}</dd>
          </div>
        )}
        <div>
          <dt>Network</dt>
          <dd>
            <ChainIcon caip={request.chainId} />
            {network?.name ?? summary?.network ?? request.chainId}
          </dd>
        </div>
      </dl>

      {summary && <ChainRequestDetails summary={summary} />}

      {!summary && view.kind === 'message' && (
        <section className="detail-section" aria-label="Message">
          <h4>Message</h4>
          <pre className="message-box" data-testid="request-message">
            {view.text}
          </pre>
          {!view.isText && (
            <p className="alert alert-warning">
              This message is not readable text. Only sign data you understand, from a dapp you trust.
            </p>
          )}
        </section>
      )}

      {view.kind === 'typedData' && (
        <>
          <section className="detail-section" aria-label="Domain">
            <h4>Domain</h4>
            <Fields value={view.domain} testId="typed-domain" />
          </section>
          <section className="detail-section" aria-label="Message">
            <h4>
              Message <span className="muted mono">{view.primaryType}</span>
            </h4>
            <Fields value={view.message} testId="typed-message" />
          </section>
        </>
      )}

      {smartMode && (request.method === 'personal_sign' || request.method === 'eth_signTypedData_v4') && (
        <p className="alert alert-info" data-testid="smart-signature-note">
          Your smart account signs (ERC-1271)
          {smart.status === 'ready' && !smart.deployed
            ? ', wrapped for a not yet deployed account (ERC-6492).'
            : '.'}
        </p>
      )}

      {smartMode && view.kind === 'transaction' && view.to && (
        <>
          <div className="amount" data-testid="tx-value">
            <span className="amount-value">{formatEth(view.value, 6)}</span>
            <span className="amount-symbol">ETH</span>
          </div>
          <CallsDetails
            calls={[
              {
                to: view.to as `0x${string}`,
                value: view.value,
                data: (view.data ?? '0x') as `0x${string}`,
              },
            ]}
            rpcUrl={network?.rpcUrl}
            atomic
          />
        </>
      )}

      {prepared?.kind === 'calls' && (
        <CallsDetails calls={prepared.request.calls} rpcUrl={network?.rpcUrl} atomic={smartMode} />
      )}
      {prepared?.kind === 'calls' && !smartMode && (
        <p className="alert alert-warning">
          This account is an EOA: the calls are sent one after another, each its own transaction. One may fail
          while the others go through.
        </p>
      )}
      {prepared?.kind === 'grant' && <GrantDetails grant={prepared.grant} rpcUrl={network?.rpcUrl} />}
      {prepared?.kind === 'revoke' && (
        <RevokeDetails sessionId={prepared.sessionId} validator={prepared.validator} />
      )}

      {sendsOp && (
        <p className="alert alert-info" data-testid="user-op-note">
          Sent as one user operation through the Airlock bundler
          {smart.status === 'ready' && !smart.deployed ? ', deploying your smart account first' : ''}.{' '}
          {smartAccountChain(chainId ?? 0)?.sponsored
            ? 'Gas is sponsored by the Airlock paymaster: no fee.'
            : 'Gas is paid from the smart account.'}
        </p>
      )}

      {view.kind === 'transaction' && !smartMode && (
        <TransactionDetails
          view={view}
          request={request}
          rpcUrl={network?.rpcUrl}
          networkName={network?.name}
        />
      )}

      {(view.kind === 'other' || view.kind === 'switchChain') && !prepared && !summary ? (
        <section className="detail-section" aria-label="Parameters">
          <h4>Parameters</h4>
          <pre className="message-box mono">{JSON.stringify(request.params, null, 2)}</pre>
        </section>
      ) : null}

      {noNode && (
        <p className="alert alert-error" role="alert" data-testid="request-error">
          {network?.name ?? request.chainId} has no node in Airlock Wallet: only Airlock Devnet can send
          transactions. Reject, then switch the dapp to Airlock Devnet.
        </p>
      )}
    </Sheet>
  )
}

const safeChainId = (caip: string) => {
  try {
    return chainIdNumber(caip)
  } catch {
    return undefined
  }
}

function TransactionDetails({
  view,
  request,
  rpcUrl,
  networkName,
}: {
  view: Extract<ReturnType<typeof describeWalletRequest>, { kind: 'transaction' }>
  request: PendingRequest
  rpcUrl: string | undefined
  networkName: string | undefined
}) {
  const [estimate, setEstimate] = useState<
    | { status: 'loading' }
    | { status: 'ready'; value: TransactionEstimate }
    | { status: 'error'; message: string }
  >({ status: 'loading' })
  const [showData, setShowData] = useState(false)

  useEffect(() => {
    if (!rpcUrl) return
    let live = true
    estimateTransaction({ params: request.params, rpcUrl })
      .then((value) => live && setEstimate({ status: 'ready', value }))
      .catch(
        (error: unknown) =>
          live && setEstimate({ status: 'error', message: readableError(toJsonRpcError(error).message) }),
      )
    return () => {
      live = false
    }
  }, [request.params, rpcUrl])

  return (
    <>
      <div className="amount" data-testid="tx-value">
        <span className="amount-value">{formatEth(view.value, 6)}</span>
        <span className="amount-symbol">ETH</span>
      </div>
      {view.to && <TokenTransfer token={view.to as `0x${string}`} data={view.data} rpcUrl={rpcUrl} />}
      <dl className="facts" data-testid="tx-details">
        <div>
          <dt>To</dt>
          <dd>
            {view.to ? (
              <>
                <span className="mono" data-testid="tx-to" title={view.to}>
                  {shortAddress(view.to)}
                </span>
                <CopyButton text={view.to} label="Copy recipient address" />
              </>
            ) : (
              <span>New contract</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Estimated gas</dt>
          <dd data-testid="tx-gas">
            {!rpcUrl ? (
              <span className="muted">Unavailable on {networkName ?? 'this network'}</span>
            ) : estimate.status === 'loading' ? (
              <>
                <Spinner label="Estimating gas" /> <span className="muted">Estimating…</span>
              </>
            ) : estimate.status === 'ready' ? (
              <span>
                {estimate.value.gas.toLocaleString('en-US')}
                <span className="muted"> · ≈ {formatEth(estimate.value.fee, 6)} ETH fee</span>
              </span>
            ) : (
              <span className="muted">—</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Data</dt>
          <dd>
            {view.data ? (
              <button type="button" className="link-button mono" onClick={() => setShowData(!showData)}>
                {showData ? 'Hide' : `${(view.data.length - 2) / 2} bytes · show`}
              </button>
            ) : (
              <span className="muted">None</span>
            )}
          </dd>
        </div>
      </dl>
      {showData && view.data && (
        <pre className="message-box mono small" data-testid="tx-data">
          {view.data}
        </pre>
      )}
      {estimate.status === 'ready' && estimate.value.insufficientFunds && (
        <p className="alert alert-error" role="alert" data-testid="tx-insufficient-funds">
          Not enough ETH: this account has {formatEth(estimate.value.balance ?? 0n, 4)} ETH, less than the
          amount plus the network fee. The node will refuse the transaction.
        </p>
      )}
      {estimate.status === 'error' && (
        <p className="alert alert-warning" role="alert" data-testid="tx-estimate-error">
          This transaction will probably fail: {estimate.message}
        </p>
      )}
    </>
  )
}

/** Typed data fields as a nested list: objects indent, arrays number their items. */
function Fields({ value, testId }: { value: Record<string, unknown>; testId?: string }): ReactNode {
  const entries = Object.entries(value)
  if (entries.length === 0) return <p className="muted">Empty</p>
  return (
    <dl className="fields" data-testid={testId}>
      {entries.map(([key, item]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>
            {typeof item === 'object' && item !== null ? (
              <Fields
                value={
                  Array.isArray(item)
                    ? Object.fromEntries(item.map((v, i) => [`#${i}`, v]))
                    : (item as Record<string, unknown>)
                }
              />
            ) : (
              <span className="mono">{String(item)}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
