import type { Translation } from '../../define.ts'
import type { payGateMessages } from '../../en/payGate.ts'

/** Arabic text of the Pay view's loader when payments are off. */
export default {
  payDisabled: 'المدفوعات غير مفعّلة في هذا التطبيق.',
} satisfies Translation<typeof payGateMessages>
