import { defineMessages } from '../define.ts'

/** SmartSessions (its own chunk): the smart account's sessions, their limits and revoking them. */
export const smartAccountMessages = defineMessages('smartAccount', {
  intro:
    'Apps you gave a session key can act for this smart account without asking each time, only within these limits. The chain enforces them.',
  loadingSessions: 'Loading sessions',
  tryAgain: 'Try again',
  empty: 'No sessions yet. When an app asks for one and you approve, it appears here.',
  sessions: 'Sessions',
  /** A session's signer: 'Key 0x70...dc79C8'. */
  key: 'Key {signer}',
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
  notStarted: 'Not started',
  ends: 'Ends',
  never: 'Never',
  spent: 'Spent',
  /** '0.01 ETH of 0.1 ETH'. */
  spentOf: '{spent} of {limit}',
  calls: 'Calls',
  /** A call a session may make: 'transfer on 0x3C...4293BC'. */
  callOn: '{call} on {target}',
  none: 'None',
  revoke: 'Revoke',
  revoking: 'Revoking…',
  revokeLabel: 'Revoke the session of key {signer}',
})
