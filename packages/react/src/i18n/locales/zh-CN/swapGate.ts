import type { Translation } from '../../define.ts'
import type { swapGateMessages } from '../../en/swapGate.ts'

/** Simplified Chinese texts of the swap views' gate. */
export default {
  swapsDisabled: '此应用未启用兑换功能。',
} satisfies Translation<typeof swapGateMessages>
