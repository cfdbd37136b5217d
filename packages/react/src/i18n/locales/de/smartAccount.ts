import type { Translation } from '../../define.ts'
import type { smartAccountMessages } from '../../en/smartAccount.ts'

/** German texts of the smart account's sessions. */
export default {
  intro:
    'Apps, denen du einen Sitzungsschlüssel gegeben hast, können für diesen Smart Account handeln, ohne jedes Mal zu fragen – aber nur innerhalb dieser Limits. Die Blockchain setzt sie durch.',
  loadingSessions: 'Sitzungen werden geladen',
  tryAgain: 'Erneut versuchen',
  empty: 'Noch keine Sitzungen. Wenn eine App eine anfordert und du zustimmst, erscheint sie hier.',
  sessions: 'Sitzungen',
  key: 'Schlüssel {signer}',
  active: 'Aktiv',
  expired: 'Abgelaufen',
  revoked: 'Widerrufen',
  notStarted: 'Noch nicht begonnen',
  ends: 'Endet',
  never: 'Nie',
  spent: 'Ausgegeben',
  spentOf: '{spent} von {limit}',
  calls: 'Aufrufe',
  callOn: '{call} auf {target}',
  none: 'Keine',
  revoke: 'Widerrufen',
  revoking: 'Wird widerrufen…',
  revokeLabel: 'Sitzung von Schlüssel {signer} widerrufen',
} satisfies Translation<typeof smartAccountMessages>
