import type { AccountType, CaipAddress, ChainNamespace, ConnectionStatus } from '@airlock/core'
import { useAirlockAccount } from '@airlock/react'
import { describe, expectTypeOf, it } from 'vitest'

describe('useAirlockAccount', () => {
  it('takes an optional namespace', () => {
    expectTypeOf(useAirlockAccount).parameters.toEqualTypeOf<
      [options?: { namespace?: ChainNamespace | undefined }]
    >()
    expectTypeOf(useAirlockAccount).toBeCallableWith({ namespace: 'solana' })
    // @ts-expect-error a namespace is a CAIP-2 namespace, not a network name
    useAirlockAccount({ namespace: 'ethereum' })
  })

  it('returns the account, wagmi-style', () => {
    expectTypeOf(useAirlockAccount()).toEqualTypeOf<{
      address: string | undefined
      addresses: string[]
      caipAddress: CaipAddress | undefined
      status: ConnectionStatus
      isConnected: boolean
      isConnecting: boolean
      isDisconnected: boolean
      balance: string | undefined
      balanceSymbol: string | undefined
      balanceLoading: boolean
      profileName: string | undefined
      profileImage: string | undefined
      explorerUrl: string | undefined
      connector: { name: string; icon?: string; rdns?: string } | undefined
      allAccounts: { address: string; type: AccountType }[]
      accountType: AccountType | undefined
      smartAccountDeployed: boolean
      socialProvider: string | undefined
      user: { username?: string; email?: string } | undefined
    }>()
  })
})
