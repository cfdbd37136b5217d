import { isSendSupported, isSwapSupported, truncateAddress } from '@airlock/core/internal'
import { useState } from 'react'
import { Avatar } from '../../components/Avatar.tsx'
import { Ltr } from '../../components/Ltr.tsx'
import { NetworkIcon } from '../../components/NetworkIcon.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useAirlockInstance } from '../../context.ts'
import { useAirlockAccount } from '../../hooks/useAirlockAccount.ts'
import { useAirlockNetwork } from '../../hooks/useAirlockNetwork.ts'
import { useCopy } from '../../hooks/useCopy.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { accountMessages } from '../../i18n/en/account.ts'
import { fill } from '../../i18n/fill.ts'
import { useLocaleTools } from '../../i18n/useLocaleTools.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { ChevronIcon, CopyIcon, ExternalIcon, PowerIcon } from '../components/icons.tsx'
import { AccountTabs } from './account/AccountTabs.tsx'
import { BuyIcon, ReceiveIcon, SellIcon, SendIcon, SwapIcon } from './account/accountIcons.tsx'
import { AccountTypeRow } from './smartAccount/AccountTypeRow.tsx'

/**
 * The connected visitor's home: who they are and their balance, Send and Receive, the network, what they
 * hold (Tokens, NFTs, Activity), and the way out.
 */
export function AccountView() {
  const airlock = useAirlockInstance()
  const m = useMessages(accountMessages)
  const { format } = useLocaleTools()
  const account = useAirlockAccount()
  const { caipNetwork, isUnsupported } = useAirlockNetwork()
  const [disconnecting, setDisconnecting] = useState(false)
  // Like Swap and Buy, Send is offered only where it serves the network (EVM and Solana); a dapp opening it
  // elsewhere gets the view that says so.
  const canSend =
    useStoreValue(airlock.optionsStore, (s) => s.features.send) &&
    isSendSupported(caipNetwork?.chainNamespace)
  const canReceive = useStoreValue(airlock.optionsStore, (s) => s.features.receive)
  const swapsOn = useStoreValue(airlock.optionsStore, (s) => s.features.swaps)
  const canSwap = swapsOn && !isUnsupported && isSwapSupported(caipNetwork)
  const canBuy =
    useStoreValue(airlock.optionsStore, (s) => s.features.onramp) && caipNetwork?.chainNamespace === 'eip155'
  // Sell takes EVM tokens (the off-ramp's deposits are EVM transfers).
  const canSell =
    useStoreValue(airlock.optionsStore, (s) => s.features.offramp) && caipNetwork?.chainNamespace === 'eip155'
  const copyText = useCopy()
  // Names are registered with the cloud, and for EVM (eip155) accounts only.
  const canName = Boolean(airlock.cloud) && caipNetwork?.chainNamespace === 'eip155'
  if (!account.address) return null
  const address = account.address
  const name = account.profileName ?? truncateAddress(address)

  const copy = () => copyText(address, { copied: m.addressCopied, failed: m.copyFailed })

  /** The embedded wallet's email change starts afresh, from the current address. */
  function updateEmail() {
    airlock.embedded.patch({ emailUpdate: { status: 'idle', newEmail: undefined, error: undefined } })
    airlock.router.push('UpdateEmailWallet')
  }

  async function disconnect() {
    setDisconnecting(true)
    await airlock.disconnect()
    setDisconnecting(false)
  }

  return (
    <>
      <div className="profile">
        <Avatar address={address} image={account.profileImage} size={72} />
        <div className="name-line">
          <span className="name" title={address} data-testid="account-name">
            <Ltr>{name}</Ltr>
          </span>
          <button type="button" className="icon-button copy" onClick={copy} aria-label={m.copyAddress}>
            <CopyIcon />
          </button>
        </div>
        {!account.profileName && canName && (
          <div className="login-line">
            <button
              type="button"
              className="login-edit"
              onClick={() => airlock.router.push('RegisterAccountName')}
              data-testid="choose-name"
            >
              {m.chooseName}
            </button>
          </div>
        )}
        {(account.socialProvider || account.user?.email) && (
          <div className="login-line">
            <span data-testid="account-login">
              {account.socialProvider
                ? `${socialLabel(account.socialProvider)}${account.user?.username ? ` · ${account.user.username}` : ''}`
                : account.user?.email && <Ltr>{account.user.email}</Ltr>}
            </span>
            {!account.socialProvider && account.user?.email && (
              <button
                type="button"
                className="login-edit"
                onClick={updateEmail}
                aria-label={m.updateEmail}
                data-testid="update-email"
              >
                {m.update}
              </button>
            )}
          </div>
        )}
        <div className="balance-line" data-testid="account-balance">
          {isUnsupported ? (
            m.unsupportedNetwork
          ) : account.balance !== undefined ? (
            <Ltr>{format.balance(account.balance, account.balanceSymbol)}</Ltr>
          ) : account.balanceLoading ? (
            <span className="skeleton" role="status" aria-label={m.loadingBalance} />
          ) : (
            m.balanceUnavailable
          )}
        </div>
      </div>
      {(canSend || canReceive || canSwap || canBuy || canSell) && (
        <div className="account-actions">
          {canBuy && (
            <button
              type="button"
              className="action-button"
              onClick={() => airlock.router.push('OnRampProviders')}
            >
              <span className="action-circle">
                <BuyIcon />
              </span>
              <span className="action-label">{m.buy}</span>
            </button>
          )}
          {canSell && (
            <button type="button" className="action-button" onClick={() => airlock.router.push('Sell')}>
              <span className="action-circle">
                <SellIcon />
              </span>
              <span className="action-label">{m.sell}</span>
            </button>
          )}
          {canSwap && (
            <button type="button" className="action-button" onClick={() => airlock.router.push('Swap')}>
              <span className="action-circle">
                <SwapIcon />
              </span>
              <span className="action-label">{m.swap}</span>
            </button>
          )}
          {canSend && (
            <button type="button" className="action-button" onClick={() => airlock.router.push('Send')}>
              <span className="action-circle">
                <SendIcon />
              </span>
              <span className="action-label">{m.send}</span>
            </button>
          )}
          {canReceive && (
            <button type="button" className="action-button" onClick={() => airlock.router.push('Receive')}>
              <span className="action-circle">
                <ReceiveIcon />
              </span>
              <span className="action-label">{m.receive}</span>
            </button>
          )}
        </div>
      )}
      <AccountTypeRow />
      <button
        type="button"
        className="row network-row"
        onClick={() => airlock.router.push('Networks')}
        aria-label={fill(m.switchNetwork, { network: caipNetwork?.name ?? m.unknownNetwork })}
      >
        <NetworkIcon network={caipNetwork} size={32} />
        <span className="label">{isUnsupported ? m.unsupportedNetwork : caipNetwork?.name}</span>
        <span className="trail">
          <ChevronIcon />
        </span>
      </button>
      <AccountTabs />
      <div className="account-footer">
        {account.explorerUrl && (
          <a className="footer-button" href={account.explorerUrl} target="_blank" rel="noopener noreferrer">
            <ExternalIcon />
            <span>{caipNetwork?.blockExplorers?.default.name ?? m.explorer}</span>
          </a>
        )}
        <button type="button" className="footer-button danger" onClick={disconnect} disabled={disconnecting}>
          {disconnecting ? <Spinner size={18} /> : <PowerIcon />}
          <span>{m.disconnect}</span>
        </button>
      </div>
    </>
  )
}

/** 'github' → 'GitHub': how a social provider is named to the visitor. */
function socialLabel(provider: string): string {
  const names: Record<string, string> = { github: 'GitHub', x: 'X' }
  return names[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1)
}
