import type { Translation } from '../../define.ts'
import type { onrampGateMessages } from '../../en/onrampGate.ts'

/** Simplified Chinese texts of the Buy views' gate. */
export default {
  buyDisabled: '此应用未启用加密货币购买功能。',
} satisfies Translation<typeof onrampGateMessages>
