import type { Translation } from '../../define.ts'
import type { sellGateMessages } from '../../en/sellGate.ts'

/** Japanese text of the Sell views' loader when the off-ramp is off. */
export default {
  sellDisabled: 'このアプリでは暗号資産の売却が有効になっていません。',
} satisfies Translation<typeof sellGateMessages>
