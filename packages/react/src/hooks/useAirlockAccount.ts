import type { AccountState, ChainNamespace, ConnectionStatus } from '@airlock/core'
import { useMemo } from 'react'
import { useAirlockInstance } from '../context.ts'
import { useStoreValue } from './useStoreValue.ts'

/** The connected account of a namespace (the active one by default), wagmi-style. */
export function useAirlockAccount(options: { namespace?: ChainNamespace | undefined } = {}) {
  const airlock = useAirlockInstance()
  const activeChain = useStoreValue(airlock.chain, (s) => s.activeChain)
  const namespace = options.namespace ?? activeChain
  const account = useStoreValue(airlock.account, (s) => (namespace ? s.accounts[namespace] : undefined))
  const connectionStatus = useStoreValue(airlock.connection, (s) => s.status)
  return useMemo(() => describeAccount(account, connectionStatus), [account, connectionStatus])
}

export function describeAccount(account: AccountState | undefined, connectionStatus: ConnectionStatus) {
  const status: ConnectionStatus = account?.address ? 'connected' : (account?.status ?? connectionStatus)
  return {
    address: account?.address,
    addresses: account?.allAccounts.map((a) => a.address) ?? [],
    caipAddress: account?.caipAddress,
    status,
    isConnected: status === 'connected',
    isConnecting: status === 'connecting',
    isDisconnected: status === 'disconnected',
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    balanceLoading: account?.balanceLoading ?? false,
    profileName: account?.profileName,
    profileImage: account?.profileImage,
    explorerUrl: account?.addressExplorerUrl,
    connector: account?.connectedWalletInfo,
    /** Every account of the wallet with its type (the embedded wallet: its EOA and its smart account). */
    allAccounts: account?.allAccounts ?? [],
    /** Which of them is connected: 'eoa' or 'smartAccount' (the `preferredAccountTypes` option's choice). */
    accountType: account?.preferredAccountType,
    /** A smart account exists on chain (before its first transaction it has only its counterfactual address). */
    smartAccountDeployed: account?.smartAccountDeployed ?? false,
    /** The embedded wallet's login: the social provider, and the email or username. */
    socialProvider: account?.socialProvider,
    user: account?.user,
  }
}
