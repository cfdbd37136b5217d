import type { Translation } from '../../define.ts'
import type { sellGateMessages } from '../../en/sellGate.ts'

/** French text of the Sell views' loader when the off-ramp is off. */
export default {
  sellDisabled: 'La vente de crypto n’est pas activée dans cette app.',
} satisfies Translation<typeof sellGateMessages>
