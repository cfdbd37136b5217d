import type { Translation } from '../../define.ts'
import type { onrampGateMessages } from '../../en/onrampGate.ts'

/** French text of the Buy views' loader when the on-ramp is off. */
export default {
  buyDisabled: 'L’achat de crypto n’est pas activé dans cette application.',
} satisfies Translation<typeof onrampGateMessages>
