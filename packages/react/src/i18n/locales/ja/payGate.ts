import type { Translation } from '../../define.ts'
import type { payGateMessages } from '../../en/payGate.ts'

/** Japanese text of the Pay view's loader when payments are off. */
export default {
  payDisabled: 'このアプリでは支払いが有効になっていません。',
} satisfies Translation<typeof payGateMessages>
