import type { Translation } from '../../define.ts'
import type { smartAccountMessages } from '../../en/smartAccount.ts'

/** French texts of the smart account's sessions. */
export default {
  intro:
    'Les applications auxquelles vous avez donné une clé de session peuvent agir pour ce compte intelligent sans vous le demander à chaque fois, uniquement dans ces limites. La blockchain les fait respecter.',
  loadingSessions: 'Chargement des sessions',
  tryAgain: 'Réessayer',
  empty:
    'Aucune session pour l’instant. Quand une application en demande une et que vous l’approuvez, elle apparaît ici.',
  sessions: 'Sessions',
  key: 'Clé {signer}',
  active: 'En cours',
  expired: 'Expirée',
  revoked: 'Révoquée',
  notStarted: 'Pas encore commencée',
  ends: 'Fin',
  never: 'Jamais',
  spent: 'Dépensé',
  spentOf: '{spent} sur {limit}',
  calls: 'Appels',
  callOn: '{call} sur {target}',
  none: 'Aucun',
  revoke: 'Révoquer',
  revoking: 'Révocation…',
  revokeLabel: 'Révoquer la session de la clé {signer}',
} satisfies Translation<typeof smartAccountMessages>
