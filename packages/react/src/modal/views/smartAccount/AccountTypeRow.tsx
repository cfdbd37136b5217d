import { parseErrorMessage } from '@airlock/core'
import { useState } from 'react'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useAirlockAccount } from '../../../hooks/useAirlockAccount.ts'
import { smartAccountTypeMessages } from '../../../i18n/en/smartAccountType.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { ChevronIcon } from '../../components/icons.tsx'

/**
 * The embedded wallet's two accounts (its EOA and its smart account): which one is connected, whether the smart account
 * exists on chain yet, the switch between them, and the smart account's sessions. Shown only where the wallet has a
 * smart account on this network.
 */
export function AccountTypeRow() {
  const airlock = useAirlockInstance()
  const m = useMessages(smartAccountTypeMessages)
  const { allAccounts, accountType, smartAccountDeployed } = useAirlockAccount()
  const [switching, setSwitching] = useState(false)
  if (!allAccounts.some((account) => account.type === 'smartAccount')) return null
  const isSmart = accountType === 'smartAccount'
  const other = isSmart ? 'eoa' : 'smartAccount'

  async function switchType() {
    setSwitching(true)
    try {
      await airlock.smartAccountActions.setPreferredAccountType(other)
      airlock.toast.showSuccess(other === 'smartAccount' ? m.switchedToSmartAccount : m.switchedToEoa)
    } catch (error) {
      airlock.toast.showError(parseErrorMessage(error))
    } finally {
      setSwitching(false)
    }
  }

  return (
    <div className="account-type" data-testid="account-type">
      <div className="account-type-line">
        <span className="account-type-badge" data-testid="account-type-badge">
          {isSmart ? m.smartAccount : m.eoa}
        </span>
        <button
          type="button"
          className="account-type-switch"
          onClick={switchType}
          disabled={switching}
          aria-busy={switching}
          data-testid="switch-account-type"
        >
          {switching && <Spinner size={12} />}
          {isSmart ? m.switchToEoa : m.switchToSmartAccount}
        </button>
      </div>
      {isSmart && (
        <span className="account-type-state" data-testid="smart-account-deployed">
          {smartAccountDeployed ? m.deployed : m.notDeployed}
        </span>
      )}
      {isSmart && (
        <button
          type="button"
          className="row"
          onClick={() => airlock.router.push('SmartSessions')}
          data-testid="open-sessions"
        >
          <span className="label">{m.sessions}</span>
          <span className="trail">
            <ChevronIcon />
          </span>
        </button>
      )}
    </div>
  )
}
