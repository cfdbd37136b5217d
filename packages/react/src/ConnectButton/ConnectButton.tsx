import { formatBalance } from '@airlock/core'
import { truncateAddress } from '@airlock/core/internal'
import { Avatar } from '../components/Avatar.tsx'
import { Ltr } from '../components/Ltr.tsx'
import { NetworkIcon } from '../components/NetworkIcon.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useAirlockInstance } from '../context.ts'
import { useAirlockAccount } from '../hooks/useAirlockAccount.ts'
import { useAirlockNetwork } from '../hooks/useAirlockNetwork.ts'
import { useStoreValue } from '../hooks/useStoreValue.ts'
import { buttonMessages } from '../i18n/en/button.ts'
import { fill } from '../i18n/fill.ts'
import { useMessages } from '../i18n/useMessages.ts'
import { ShadowHost } from '../shadow/ShadowHost.tsx'
import { connectButtonCss } from './styles.ts'

export interface ConnectButtonProps {
  /** Text of the button while disconnected (default: 'Connect Wallet' in the kit's locale). */
  label?: string | undefined
  /** Text while a connection is being restored or made (default: 'Connecting…' in the kit's locale). */
  loadingLabel?: string | undefined
  /** Hide the balance in the connected state. */
  balance?: 'show' | 'hide' | undefined
}

/** The button a dapp places in its header: connect when disconnected, the account chip when connected. */
export function ConnectButton({ label, loadingLabel, balance = 'show' }: ConnectButtonProps) {
  const airlock = useAirlockInstance()
  const m = useMessages(buttonMessages)
  // formatBalance in the locale, not the locale's whole set of formatters: the button is page load.
  const locale = useStoreValue(airlock.i18n, (s) => s.locale)
  const account = useAirlockAccount()
  const { caipNetwork, isUnsupported } = useAirlockNetwork()

  let content: React.ReactNode
  if (account.isConnected && account.address) {
    const name = account.profileName ?? truncateAddress(account.address)
    const shownBalance = isUnsupported
      ? m.wrongNetwork
      : account.balance !== undefined
        ? formatBalance(account.balance, account.balanceSymbol, locale)
        : undefined
    const balanceText = balance === 'show' ? shownBalance : undefined
    // The name holds the visible text in the order of the DOM (WCAG 2.5.3, label in name): the address comes
    // first in the DOM and the CSS (row-reverse) shows the balance on its left; the space keeps the two words
    // apart for a text reading of the button.
    content = (
      <button
        type="button"
        className="account"
        onClick={() => airlock.open()}
        aria-label={
          balanceText ? fill(m.accountWithBalance, { name, balance: balanceText }) : fill(m.account, { name })
        }
      >
        <span className="address">
          <Avatar address={account.address} size={22} />
          <Ltr>{name}</Ltr>
        </span>{' '}
        {balance === 'show' && (
          <span className={isUnsupported ? 'balance unsupported' : 'balance'}>
            <NetworkIcon network={caipNetwork} size={24} />
            {isUnsupported ? balanceText : <Ltr>{balanceText}</Ltr>}
          </span>
        )}
      </button>
    )
  } else if (account.isConnecting) {
    content = (
      <button type="button" className="button" aria-busy="true" onClick={() => airlock.open()}>
        <Spinner /> {loadingLabel ?? m.connecting}
      </button>
    )
  } else {
    content = (
      <button type="button" className="button" onClick={() => airlock.open()}>
        {label ?? m.connectWallet}
      </button>
    )
  }

  return (
    <ShadowHost tag="airlock-button" css={connectButtonCss}>
      {content}
    </ShadowHost>
  )
}
