import type { Translation } from '../../define.ts'
import type { payGateMessages } from '../../en/payGate.ts'

/** German text of the Pay view's loader when payments are off. */
export default {
  payDisabled: 'Zahlungen sind in dieser App nicht aktiviert.',
} satisfies Translation<typeof payGateMessages>
