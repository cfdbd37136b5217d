import type { Translation } from '../../define.ts'
import type { payGateMessages } from '../../en/payGate.ts'

/** Spanish text of the Pay view's loader when payments are off. */
export default {
  payDisabled: 'Los pagos no están activados en esta app.',
} satisfies Translation<typeof payGateMessages>
