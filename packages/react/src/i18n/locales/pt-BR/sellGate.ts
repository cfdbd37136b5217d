import type { Translation } from '../../define.ts'
import type { sellGateMessages } from '../../en/sellGate.ts'

/** Brazilian Portuguese text of the Sell views' loader when the off-ramp is off. */
export default {
  sellDisabled: 'A venda de cripto não está ativada neste app.',
} satisfies Translation<typeof sellGateMessages>
