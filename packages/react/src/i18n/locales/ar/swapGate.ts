import type { Translation } from '../../define.ts'
import type { swapGateMessages } from '../../en/swapGate.ts'

/** Arabic text of the swap views' loader when swaps are off. */
export default {
  swapsDisabled: 'المبادلات غير مفعّلة في هذا التطبيق.',
} satisfies Translation<typeof swapGateMessages>
