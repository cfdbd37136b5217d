import type { Translation } from '../../define.ts'
import type { smartAccountMessages } from '../../en/smartAccount.ts'

/** Brazilian Portuguese texts of the smart account's Sessions view. */
export default {
  intro:
    'Os apps a que você deu uma chave de sessão podem agir em nome desta conta inteligente sem pedir toda vez, apenas dentro destes limites, que a própria blockchain garante.',
  loadingSessions: 'Carregando sessões',
  tryAgain: 'Tentar novamente',
  empty: 'Nenhuma sessão ainda. Quando um app pedir uma e você aprovar, ela aparece aqui.',
  sessions: 'Sessões',
  key: 'Chave {signer}',
  active: 'Ativa',
  expired: 'Expirada',
  revoked: 'Revogada',
  notStarted: 'Não iniciada',
  ends: 'Termina',
  never: 'Nunca',
  spent: 'Gasto',
  spentOf: '{spent} de {limit}',
  calls: 'Chamadas',
  callOn: '{call} em {target}',
  none: 'Nenhuma',
  revoke: 'Revogar',
  revoking: 'Revogando…',
  revokeLabel: 'Revogar a sessão da chave {signer}',
} satisfies Translation<typeof smartAccountMessages>
