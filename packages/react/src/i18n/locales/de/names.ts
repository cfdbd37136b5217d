import type { Translation } from '../../define.ts'
import type { namesMessages } from '../../en/names.ts'

/** German texts of the name registration views. */
export default {
  intro:
    'Ein Name, an den andere statt an {address} senden können. Buchstaben, Ziffern und Bindestriche, mindestens 4.',
  yourAddress: 'deine Adresse',
  nameLabel: 'Name',
  namePlaceholder: 'deinname',
  checking: 'Verfügbarkeit wird geprüft…',
  available: '{name} ist verfügbar',
  availableInstead: 'Stattdessen verfügbar',
  confirmInWallet: 'In der Wallet bestätigen',
  register: 'Registrieren',
  nameRegistered: 'Name registriert',
  registered: 'Dein Name ist registriert: Wallets und Apps können an ihn statt an deine Adresse senden.',
  done: 'Fertig',
} satisfies Translation<typeof namesMessages>
