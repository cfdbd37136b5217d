import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { WalletImage } from '../../components/WalletImage.tsx'

/** Spec section 8 and AppKit's wording: why the wallet is asked, and what cancelling does when required. */
export const SIWX_TEXT = {
  title: (dapp: string) => `${dapp} needs to connect to your wallet`,
  required: 'Sign this message to prove you own this wallet and proceed. Cancelling will disconnect you.',
  optional: 'Sign this message to prove you own this wallet and proceed.',
} as const

/**
 * SIWXSignMessage (spec sections 2 and 4): the dapp asks the connected wallet to sign in. Sign asks the wallet
 * for the signature and the session; Cancel disconnects when signing in is required, else closes.
 */
export function SIWXSignMessageView() {
  const airlock = useAirlockInstance()
  const { status, error, cancelling } = useStoreValue(airlock.siwx, (s) => s)
  const namespace = useStoreValue(airlock.chain, (s) => s.activeChain)
  // The wallet of the account signing in: the active namespace's (an EVM, Solana or Bitcoin wallet).
  const wallet = useStoreValue(airlock.account, (s) =>
    namespace ? s.accounts[namespace]?.connectedWalletInfo : undefined,
  )
  const metadata = airlock.options.metadata
  const dapp = metadata?.name || 'Dapp'
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
      <h2>{SIWX_TEXT.title(dapp)}</h2>
      <p>{required ? SIWX_TEXT.required : SIWX_TEXT.optional}</p>
      {error && (
        <p className="siwx-error" role="alert" data-testid="siwx-error">
          {error}
        </p>
      )}
      <div className="siwx-actions">
        <button
          type="button"
          className="secondary"
          disabled={busy}
          onClick={() => void airlock.siwxActions.cancel()}
        >
          {cancelling ? 'Cancelling...' : 'Cancel'}
        </button>
        <button
          type="button"
          className="primary"
          disabled={busy}
          onClick={() => void airlock.siwxActions.signIn()}
        >
          {signing ? 'Signing...' : 'Sign'}
        </button>
      </div>
    </div>
  )
}
