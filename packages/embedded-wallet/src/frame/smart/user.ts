import type { LocalAccount } from 'viem'
import type { EmbeddedUser } from '../../shared/messages.ts'
import type { AuthUser } from '../keys/authApi.ts'
import type { SmartAccounts } from './smartAccounts.ts'

/**
 * The user the frame reports (GET_USER, SESSION_UPDATE) on `chainId`: on a chain with smart accounts, both
 * accounts (the EOA that owns, and the smart account), `address` the preferred one and whether the smart
 * account has code yet; elsewhere the EOA alone.
 */
export async function embeddedUser(
  user: AuthUser & { address: `0x${string}` },
  chainId: number,
  smart?: SmartAccounts,
  owner?: LocalAccount,
): Promise<EmbeddedUser> {
  const result: EmbeddedUser = {
    address: user.address,
    chainId,
    accounts: [{ address: user.address, type: 'eoa' }],
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  }
  const pending = owner && smart?.account(owner, chainId)
  if (smart && pending) {
    const { address } = await pending
    const preferred = smart.preferred(chainId)
    result.accounts.push({ address, type: 'smartAccount' })
    result.preferredAccountType = preferred
    result.smartAccountDeployed = await smart.isDeployed(chainId, address)
    if (preferred === 'smartAccount') result.address = address
  }
  if (user.email) result.email = user.email
  if (user.userName) result.userName = user.userName
  if (user.socialProvider) result.socialProvider = user.socialProvider
  return result
}
