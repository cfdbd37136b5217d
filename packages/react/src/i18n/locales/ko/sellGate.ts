import type { Translation } from '../../define.ts'
import type { sellGateMessages } from '../../en/sellGate.ts'

/** Korean text of the Sell views' loader when the off-ramp is off. */
export default {
  sellDisabled: '이 앱에서는 암호화폐 판매가 활성화되어 있지 않습니다.',
} satisfies Translation<typeof sellGateMessages>
