import type { Translation } from '../../define.ts'
import type { onrampGateMessages } from '../../en/onrampGate.ts'

/** German text of the Buy views' loader when the on-ramp is off. */
export default {
  buyDisabled: 'Der Kauf von Krypto ist in dieser App nicht aktiviert.',
} satisfies Translation<typeof onrampGateMessages>
