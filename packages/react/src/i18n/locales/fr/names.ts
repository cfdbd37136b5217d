import type { Translation } from '../../define.ts'
import type { namesMessages } from '../../en/names.ts'

/** French texts of the name registration views. */
export default {
  intro:
    'Un nom auquel on peut envoyer des fonds au lieu de {address}. Lettres, chiffres et tirets, au moins 4.',
  yourAddress: 'votre adresse',
  nameLabel: 'Nom',
  namePlaceholder: 'votrenom',
  checking: 'Vérification de la disponibilité…',
  available: '{name} est disponible',
  availableInstead: 'Autres noms disponibles',
  confirmInWallet: 'Confirmez dans le portefeuille',
  register: 'Enregistrer',
  nameRegistered: 'Nom enregistré',
  registered:
    'Votre nom est enregistré : les portefeuilles et les applications peuvent envoyer des fonds à ce nom au lieu de votre adresse.',
  done: 'Terminé',
} satisfies Translation<typeof namesMessages>
