import type { Translation } from '../../define.ts'
import type { siwxMessages } from '../../en/siwx.ts'

/** Brazilian Portuguese texts of the sign-in message view (SIWX). */
export default {
  title: '{dapp} precisa se conectar à sua carteira',
  // Starts the title when the dapp has no name: 'O dapp precisa se conectar à sua carteira'.
  dappFallback: 'O dapp',
  required:
    'Assine esta mensagem para provar que esta carteira é sua e continuar. Se você cancelar, a conexão será encerrada.',
  optional: 'Assine esta mensagem para provar que esta carteira é sua e continuar.',
  cancel: 'Cancelar',
  cancelling: 'Cancelando...',
  sign: 'Assinar',
  signing: 'Assinando...',
} satisfies Translation<typeof siwxMessages>
