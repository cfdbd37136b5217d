import type { Translation } from '../../define.ts'
import type { onrampGateMessages } from '../../en/onrampGate.ts'

/** Arabic text of the Buy views' loader when the on-ramp is off. */
export default {
  buyDisabled: 'شراء العملات المشفرة غير مفعّل في هذا التطبيق.',
} satisfies Translation<typeof onrampGateMessages>
