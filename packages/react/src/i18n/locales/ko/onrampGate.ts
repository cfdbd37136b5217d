import type { Translation } from '../../define.ts'
import type { onrampGateMessages } from '../../en/onrampGate.ts'

/** Korean text of the Buy views' loader when the on-ramp is off. */
export default {
  buyDisabled: '이 앱에서는 암호화폐 구매가 활성화되어 있지 않습니다.',
} satisfies Translation<typeof onrampGateMessages>
