import { isAddress } from 'viem'

export interface HistoryAccount {
  /** Lower case, as the indexer stores it. */
  address: string
  /** The chain a CAIP-10 account names; undefined for a bare address. */
  chainId?: string
}

const CAIP10_EIP155 = /^(eip155:\d{1,15}):(0x[0-9a-fA-F]{40})$/

/** `0x…` or `eip155:<chain id>:0x…`; undefined for anything else. */
export function parseAccount(account: string): HistoryAccount | undefined {
  const caip = CAIP10_EIP155.exec(account)
  if (caip)
    return isAddress(caip[2]!, { strict: false })
      ? { address: caip[2]!.toLowerCase(), chainId: caip[1]! }
      : undefined
  return isAddress(account, { strict: false }) ? { address: account.toLowerCase() } : undefined
}
