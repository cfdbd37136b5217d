import type { Translation } from '../../define.ts'
import type { siwxGateMessages } from '../../en/siwxGate.ts'

/** German texts shown in place of the sign-in view before its chunk is there. */
export default {
  notEnabled: 'SIWX ist nicht aktiviert',
  loading: 'Wird geladen',
  loadFailed: 'Die Anmeldung konnte nicht geladen werden',
  checkConnection: 'Prüfe deine Verbindung und versuche es dann erneut.',
} satisfies Translation<typeof siwxGateMessages>
