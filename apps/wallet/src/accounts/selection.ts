/** Which account and network the wallet has selected, read from the state. */
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ACCOUNTS, DEVNET, type Network, networkById } from '../config.ts'
import type { WalletState } from '../store/walletState.ts'

export type TestAccount = (typeof ACCOUNTS)[number]

/** The selected test key (the first one if the kept index no longer exists). */
export const selectedAccount = (state: Pick<WalletState, 'accountIndex'>): TestAccount =>
  ACCOUNTS[state.accountIndex] ?? (ACCOUNTS[0] as TestAccount)

export const selectedNetwork = (state: Pick<WalletState, 'chainId'>): Network =>
  networkById(state.chainId) ?? DEVNET

/** The address sessions expose: the smart account's in smart-account mode (once known), else the EOA's. */
export function exposedAddress(
  state: Pick<WalletState, 'accountIndex' | 'accountMode' | 'smartAccount'>,
): Address {
  const smart = state.smartAccount
  return state.accountMode === 'smartAccount' && smart.status === 'ready'
    ? smart.address
    : selectedAccount(state).address
}

/** The selected key as a viem account: it signs for the EOA and owns the smart account. */
export const ownerAccount = (state: Pick<WalletState, 'accountIndex'>) =>
  privateKeyToAccount(selectedAccount(state).privateKey)
