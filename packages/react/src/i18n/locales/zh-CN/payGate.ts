import type { Translation } from '../../define.ts'
import type { payGateMessages } from '../../en/payGate.ts'

/** Simplified Chinese text of the Pay view's loader when payments are off. */
export default {
  payDisabled: '此应用未启用付款。',
} satisfies Translation<typeof payGateMessages>
