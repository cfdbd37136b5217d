import type { Translation } from '../../define.ts'
import type { onrampGateMessages } from '../../en/onrampGate.ts'

/** Spanish text of the Buy views' loader when the on-ramp is off. */
export default {
  buyDisabled: 'La compra de cripto no está habilitada en esta app.',
} satisfies Translation<typeof onrampGateMessages>
