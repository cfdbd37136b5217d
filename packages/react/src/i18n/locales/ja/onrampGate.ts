import type { Translation } from '../../define.ts'
import type { onrampGateMessages } from '../../en/onrampGate.ts'

/** Japanese texts of the Buy views' gate. */
export default {
  buyDisabled: 'このアプリでは暗号資産の購入が有効になっていません。',
} satisfies Translation<typeof onrampGateMessages>
