import type { Translation } from '../../define.ts'
import type { siwxGateMessages } from '../../en/siwxGate.ts'

/** Spanish texts shown in place of the sign-in view before its chunk is there. */
export default {
  notEnabled: 'SIWX no está habilitado',
  loading: 'Cargando',
  loadFailed: 'No se pudo cargar el inicio de sesión',
  checkConnection: 'Revisa tu conexión e inténtalo de nuevo.',
} satisfies Translation<typeof siwxGateMessages>
