import type { Translation } from '../../define.ts'
import type { smartAccountMessages } from '../../en/smartAccount.ts'

/** Spanish texts of the smart account's Sessions view. */
export default {
  intro:
    'Las apps a las que diste una clave de sesión pueden actuar en nombre de esta cuenta inteligente sin preguntarte cada vez, solo dentro de estos límites. La cadena los hace cumplir.',
  loadingSessions: 'Cargando sesiones',
  tryAgain: 'Intentar de nuevo',
  empty: 'Aún no hay sesiones. Cuando una app te pida una y la apruebes, aparecerá aquí.',
  sessions: 'Sesiones',
  key: 'Clave {signer}',
  active: 'Activa',
  expired: 'Vencida',
  revoked: 'Revocada',
  notStarted: 'Sin iniciar',
  ends: 'Termina',
  never: 'Nunca',
  spent: 'Gastado',
  spentOf: '{spent} de {limit}',
  calls: 'Llamadas',
  callOn: '{call} en {target}',
  none: 'Ninguna',
  revoke: 'Revocar',
  revoking: 'Revocando…',
  revokeLabel: 'Revocar la sesión de la clave {signer}',
} satisfies Translation<typeof smartAccountMessages>
