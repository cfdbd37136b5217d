import type { Translation } from '../../define.ts'
import type { payGateMessages } from '../../en/payGate.ts'

/** French text of the Pay view's loader when payments are off. */
export default {
  payDisabled: 'Les paiements ne sont pas activés dans cette app.',
} satisfies Translation<typeof payGateMessages>
