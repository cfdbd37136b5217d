import { networkById } from '../config.ts'
import { formatEth } from '../format/text.ts'
import type { AccountMode, SmartAccountState, WalletState } from '../store/walletState.ts'
import type { Wallet } from '../wallet/wallet.ts'
import { CopyButton, shortAddress } from './common.tsx'
import { Identicon } from './Identicon.tsx'
import { Chevron } from './icons.tsx'

/** The selected account: its address (or its smart account's), the EOA / smart-account toggle, the balance. */
export function AccountCard({
  controller,
  state,
  onChangeAccount,
}: {
  controller: Wallet
  state: WalletState
  onChangeAccount: () => void
}) {
  const account = controller.account
  const network = networkById(state.chainId)
  const smartMode = state.accountMode === 'smartAccount'
  const shown = controller.address
  return (
    <section className="card account-card" aria-label="Account">
      <div className="account-top">
        <button
          type="button"
          className="account-switch"
          data-testid="account-button"
          aria-label={`${account.name}${smartMode ? ' smart account' : ''}, ${shown}. Change account`}
          onClick={onChangeAccount}
        >
          <Identicon address={shown} size={44} />
          <span className="account-text">
            <span className="account-name">
              {account.name}
              {smartMode && <span className="account-kind">Smart</span>} <Chevron />
            </span>
            <span className="muted mono" data-testid="account-address" title={shown}>
              {smartMode && state.smartAccount.status === 'loading' ? 'Reading…' : shortAddress(shown)}
            </span>
          </span>
        </button>
        <CopyButton text={shown} label="Copy address" />
      </div>
      <AccountModeToggle controller={controller} mode={state.accountMode} />
      {smartMode && <SmartAccountNote state={state.smartAccount} owner={account.address} />}
      <div className="balance" data-testid="balance" aria-live="polite">
        {state.balance.status === 'loading' && (
          <span className="skeleton" role="img" aria-label="Loading balance" />
        )}
        {state.balance.status === 'ready' && (
          <>
            <span className="balance-value">{formatEth(state.balance.value)}</span>
            <span className="balance-symbol">{network?.symbol ?? 'ETH'}</span>
          </>
        )}
        {state.balance.status === 'unavailable' && (
          <span className="balance-na" data-testid="balance-unavailable">
            No balance on {network?.name}
          </span>
        )}
        {state.balance.status === 'error' && <span className="balance-error">Balance unavailable</span>}
      </div>
      <p className="balance-caption">
        {state.balance.status === 'unavailable'
          ? 'A listed network: dapps can use it for signatures, but this wallet has no node for it. Balances and transactions work on Airlock Devnet.'
          : state.balance.status === 'error'
            ? state.balance.message
            : `on ${network?.name ?? 'the devnet'}`}
      </p>
    </section>
  )
}

/** EOA or Smart Account: which address connected dapps see (kept in the wallet's storage). */
function AccountModeToggle({ controller, mode }: { controller: Wallet; mode: AccountMode }) {
  const options: { value: AccountMode; label: string }[] = [
    { value: 'eoa', label: 'EOA' },
    { value: 'smartAccount', label: 'Smart Account' },
  ]
  return (
    <fieldset className="mode-toggle" data-testid="account-mode">
      <legend className="visually-hidden">Account type</legend>
      {options.map((option) => (
        <label key={option.value} className={`mode-option ${mode === option.value ? 'selected' : ''}`}>
          <input
            type="radio"
            name="account-mode"
            className="visually-hidden"
            value={option.value}
            checked={mode === option.value}
            data-testid={`account-mode-${option.value}`}
            onChange={() => void controller.setAccountMode(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}

function SmartAccountNote({ state, owner }: { state: SmartAccountState; owner: string }) {
  if (state.status === 'error') {
    return (
      <p className="alert alert-error smart-note" role="alert" data-testid="smart-account-error">
        The smart account is unavailable: {state.message}
      </p>
    )
  }
  return (
    <p className="smart-note" data-testid="smart-account-note">
      {state.status === 'ready' && !state.deployed && (
        <span className="badge-pending" data-testid="smart-not-deployed">
          Not deployed yet
        </span>
      )}
      {state.status === 'ready' && state.deployed && (
        <span className="badge-ok" data-testid="smart-deployed">
          Deployed
        </span>
      )}
      <span className="muted">
        Owned by <span className="mono">{shortAddress(owner)}</span> · gas sponsored by Airlock
        {state.status === 'ready' && !state.deployed ? ' · the first transaction deploys it' : ''}
      </span>
    </p>
  )
}
