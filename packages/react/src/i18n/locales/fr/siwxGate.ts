import type { Translation } from '../../define.ts'
import type { siwxGateMessages } from '../../en/siwxGate.ts'

/** French texts shown in place of the sign-in view before its chunk is there. */
export default {
  notEnabled: 'SIWX n’est pas activé',
  loading: 'Chargement',
  loadFailed: 'Impossible de charger la connexion',
  checkConnection: 'Vérifiez votre connexion, puis réessayez.',
} satisfies Translation<typeof siwxGateMessages>
