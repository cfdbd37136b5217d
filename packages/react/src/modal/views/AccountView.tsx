import { formatBalance, truncateAddress } from '@airlock/core'
import { useState } from 'react'
import { Avatar } from '../../components/Avatar.tsx'
import { NetworkIcon } from '../../components/NetworkIcon.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useAirlockInstance } from '../../context.ts'
import { useAirlockAccount } from '../../hooks/useAirlockAccount.ts'
import { useAirlockNetwork } from '../../hooks/useAirlockNetwork.ts'
import { useCopy } from '../../hooks/useCopy.ts'
import { ChevronIcon, CopyIcon, ExternalIcon, PowerIcon } from '../components/icons.tsx'

/** The connected visitor's home: who they are, what they hold, where they are, and the way out. */
export function AccountView() {
  const airlock = useAirlockInstance()
  const account = useAirlockAccount()
  const { caipNetwork, isUnsupported } = useAirlockNetwork()
  const [disconnecting, setDisconnecting] = useState(false)
  const copyText = useCopy()
  if (!account.address) return null
  const address = account.address
  const name = account.profileName ?? truncateAddress(address)

  const copy = () => copyText(address, { copied: 'Address copied', failed: 'Could not copy the address' })

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
            {name}
          </span>
          <button type="button" className="icon-button copy" onClick={copy} aria-label="Copy address">
            <CopyIcon />
          </button>
        </div>
        <div className="balance-line" data-testid="account-balance">
          {isUnsupported ? (
            'Unsupported network'
          ) : account.balance !== undefined ? (
            formatBalance(account.balance, account.balanceSymbol)
          ) : account.balanceLoading ? (
            <span className="skeleton" role="status" aria-label="Loading balance" />
          ) : (
            'Balance unavailable'
          )}
        </div>
      </div>
      <ul className="list">
        <li>
          <button
            type="button"
            className="row"
            onClick={() => airlock.router.push('Networks')}
            aria-label={`Network: ${caipNetwork?.name ?? 'unknown'}. Switch network`}
          >
            <NetworkIcon network={caipNetwork} size={40} />
            <span className="label">{isUnsupported ? 'Unsupported network' : caipNetwork?.name}</span>
            <span className="trail">
              <ChevronIcon />
            </span>
          </button>
        </li>
        {account.explorerUrl && (
          <li>
            <a className="row" href={account.explorerUrl} target="_blank" rel="noopener noreferrer">
              <span className="row-icon">
                <ExternalIcon />
              </span>
              <span className="label">View on {caipNetwork?.blockExplorers?.default.name ?? 'explorer'}</span>
            </a>
          </li>
        )}
        <li>
          <button type="button" className="row" onClick={disconnect} disabled={disconnecting}>
            <span className="row-icon">{disconnecting ? <Spinner size={18} /> : <PowerIcon />}</span>
            <span className="label">Disconnect</span>
          </button>
        </li>
      </ul>
    </>
  )
}
