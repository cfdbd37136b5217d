import type { Translation } from '../../define.ts'
import type { smartAccountTypeMessages } from '../../en/smartAccountType.ts'

/** French texts of the Account view's account-type row. */
export default {
  smartAccount: 'Compte intelligent',
  eoa: 'EOA',
  switchToEoa: 'Passer à votre EOA',
  switchToSmartAccount: 'Passer à votre compte intelligent',
  switchedToEoa: 'Vous utilisez maintenant votre EOA',
  switchedToSmartAccount: 'Vous utilisez maintenant votre compte intelligent',
  deployed: 'Déployé',
  notDeployed: 'Pas encore déployé : il le sera avec sa première transaction',
  sessions: 'Sessions',
} satisfies Translation<typeof smartAccountTypeMessages>
