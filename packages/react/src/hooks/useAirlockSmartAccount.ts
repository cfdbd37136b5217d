import type { SmartSessionsState } from '@airlock/core'
import { useMemo } from 'react'
import { useAirlockInstance } from '../context.ts'
import { useAirlockAccount } from './useAirlockAccount.ts'
import { useStoreValue } from './useStoreValue.ts'

const whole = (state: SmartSessionsState) => state

/**
 * The connected account as a smart account (apps/docs/pages/smart-accounts.md): its type, whether it is deployed, the
 * switch between the embedded wallet's EOA and smart account, EIP-5792 batches, and ERC-7715 smart sessions with their
 * list. The actions' code loads on first use.
 *
 * @example
 * const { accountType, sendCalls, waitForCallsStatus, grantPermissions } = useAirlockSmartAccount()
 * const { id } = await sendCalls({ calls: [approve, swap], atomicRequired: true })
 * const status = await waitForCallsStatus(id) // status.status === 200: both ran, or neither
 */
export function useAirlockSmartAccount() {
  const airlock = useAirlockInstance()
  const { accountType, smartAccountDeployed, allAccounts } = useAirlockAccount()
  const sessions = useStoreValue(airlock.smartSessions, whole)
  const actions = airlock.smartAccountActions
  return useMemo(
    () => ({
      /** 'eoa' or 'smartAccount': which of the wallet's accounts is connected. */
      accountType,
      smartAccountDeployed,
      allAccounts,
      /** The active account's smart sessions as the cloud lists them (load with `loadSessions`). */
      sessions,
      ...actions,
    }),
    [accountType, smartAccountDeployed, allAccounts, sessions, actions],
  )
}
