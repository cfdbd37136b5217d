import type { Translation } from '../../define.ts'
import type { sellGateMessages } from '../../en/sellGate.ts'

/** German text of the Sell views' loader when the off-ramp is off. */
export default {
  sellDisabled: 'Der Verkauf von Krypto ist in dieser App nicht aktiviert.',
} satisfies Translation<typeof sellGateMessages>
