import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { siwxMessages } from '../../../i18n/en/siwx.ts'
import { fill } from '../../../i18n/fill.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { WalletImage } from '../../components/WalletImage.tsx'

/**
 * SIWXSignMessage (apps/docs/pages/siwx.md): the dapp asks the connected wallet to sign in. Sign asks the wallet
 * for the signature and the session; Cancel disconnects when signing in is required, else closes.
 */
export function SIWXSignMessageView() {
  const airlock = useAirlockInstance()
  const m = useMessages(siwxMessages)
  const coreText = useCoreText()
  const { status, error, cancelling } = useStoreValue(airlock.siwx, (s) => s)
  const namespace = useStoreValue(airlock.chain, (s) => s.activeChain)
  // The wallet of the account signing in: the active namespace's (an EVM, Solana or Bitcoin wallet).
  const wallet = useStoreValue(airlock.account, (s) =>
    namespace ? s.accounts[namespace]?.connectedWalletInfo : undefined,
  )
  const metadata = airlock.options.metadata
  const dapp = metadata?.name || m.dappFallback
  const required = airlock.options.siwx?.getRequired?.() ?? false
  const signing = status === 'signing'
  const busy = signing || cancelling || status === 'checking'
  const dappIcon = metadata?.icons.find((icon) => /^(https?:\/\/|data:image\/)/.test(icon))

  return (
    <div className="center" aria-live="polite" data-testid="siwx-sign-message">
      <div className="siwx-thumbnails" aria-hidden="true">
        <span className="siwx-thumb">
          {dappIcon ? <img src={dappIcon} alt="" width={64} height={64} /> : dapp.slice(0, 1).toUpperCase()}
        </span>
        <span className="siwx-thumb">
          <WalletImage src={wallet?.icon} size={64} />
        </span>
      </div>
      {/* Why the wallet is asked, and what cancelling does when signing in is required. */}
      <h2>{fill(m.title, { dapp })}</h2>
      <p>{required ? m.required : m.optional}</p>
      {error && (
        <p className="siwx-error" role="alert" data-testid="siwx-error">
          {coreText(error)}
        </p>
      )}
      <div className="siwx-actions">
        <button
          type="button"
          className="secondary"
          disabled={busy}
          onClick={() => void airlock.siwxActions.cancel()}
        >
          {cancelling ? m.cancelling : m.cancel}
        </button>
        <button
          type="button"
          className="primary"
          disabled={busy}
          onClick={() => void airlock.siwxActions.signIn()}
        >
          {signing ? m.signing : m.sign}
        </button>
      </div>
    </div>
  )
}
