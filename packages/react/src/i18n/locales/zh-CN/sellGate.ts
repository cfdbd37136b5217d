import type { Translation } from '../../define.ts'
import type { sellGateMessages } from '../../en/sellGate.ts'

/** Simplified Chinese text of the Sell views' loader when the off-ramp is off. */
export default {
  sellDisabled: '此应用未启用出售加密货币。',
} satisfies Translation<typeof sellGateMessages>
