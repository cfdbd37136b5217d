import type { AccountType } from '../types.ts'
import type { EmbeddedUser } from './types.ts'

/** The user's accounts as the account store keeps them: allAccounts, the preferred type, whether deployed. */
export function accountTypesOf(user: EmbeddedUser) {
  const type = (value: string | undefined) =>
    (value === 'smartAccount' ? 'smartAccount' : 'eoa') as AccountType
  return {
    allAccounts: (user.accounts ?? [{ address: user.address, type: 'eoa' }]).map((account) => ({
      address: account.address,
      type: type(account.type),
    })),
    preferredAccountType: type(user.preferredAccountType),
    smartAccountDeployed: user.smartAccountDeployed === true,
  }
}
