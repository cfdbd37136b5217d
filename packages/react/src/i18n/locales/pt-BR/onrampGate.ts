import type { Translation } from '../../define.ts'
import type { onrampGateMessages } from '../../en/onrampGate.ts'

/** Brazilian Portuguese text of the Buy views' loader when the on-ramp is off. */
export default {
  buyDisabled: 'A compra de cripto não está ativada neste app.',
} satisfies Translation<typeof onrampGateMessages>
