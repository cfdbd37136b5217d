import type { Translation } from '../../define.ts'
import type { swapGateMessages } from '../../en/swapGate.ts'

/** Spanish text of the swap views' loader when swaps are off. */
export default {
  swapsDisabled: 'Los intercambios no están habilitados en esta app.',
} satisfies Translation<typeof swapGateMessages>
