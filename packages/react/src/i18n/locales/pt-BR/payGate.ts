import type { Translation } from '../../define.ts'
import type { payGateMessages } from '../../en/payGate.ts'

/** Brazilian Portuguese text of the Pay view's loader when payments are off. */
export default {
  payDisabled: 'Pagamentos não estão ativados neste app.',
} satisfies Translation<typeof payGateMessages>
