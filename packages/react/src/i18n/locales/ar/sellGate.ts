import type { Translation } from '../../define.ts'
import type { sellGateMessages } from '../../en/sellGate.ts'

/** Arabic text of the Sell views' loader when the off-ramp is off. */
export default {
  sellDisabled: 'بيع العملات المشفرة غير مفعّل في هذا التطبيق.',
} satisfies Translation<typeof sellGateMessages>
