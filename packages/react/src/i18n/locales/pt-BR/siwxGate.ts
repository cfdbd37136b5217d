import type { Translation } from '../../define.ts'
import type { siwxGateMessages } from '../../en/siwxGate.ts'

/** Brazilian Portuguese texts shown in place of the sign-in view before its chunk is there. */
export default {
  notEnabled: 'SIWX não está ativado',
  loading: 'Carregando',
  loadFailed: 'Não foi possível carregar o login',
  checkConnection: 'Verifique sua conexão e tente novamente.',
} satisfies Translation<typeof siwxGateMessages>
