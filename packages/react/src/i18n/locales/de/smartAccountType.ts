import type { Translation } from '../../define.ts'
import type { smartAccountTypeMessages } from '../../en/smartAccountType.ts'

/** German texts of the Account view's account-type row. */
export default {
  smartAccount: 'Smart Account',
  eoa: 'EOA',
  switchToEoa: 'Zu deinem EOA wechseln',
  switchToSmartAccount: 'Zu deinem Smart Account wechseln',
  switchedToEoa: 'Zu deinem EOA gewechselt',
  switchedToSmartAccount: 'Zu deinem Smart Account gewechselt',
  deployed: 'Bereitgestellt',
  notDeployed: 'Noch nicht bereitgestellt: Das geschieht mit der ersten Transaktion',
  sessions: 'Sitzungen',
} satisfies Translation<typeof smartAccountTypeMessages>
