import type { Translation } from '../../define.ts'
import type { payGateMessages } from '../../en/payGate.ts'

/** Korean text of the Pay view's loader when payments are off. */
export default {
  payDisabled: '이 앱에서는 결제가 활성화되어 있지 않습니다.',
} satisfies Translation<typeof payGateMessages>
