import type { Translation } from '../../define.ts'
import type { swapGateMessages } from '../../en/swapGate.ts'

/** German text of the swap views' loader when swaps are off. */
export default {
  swapsDisabled: 'Tauschen ist in dieser App nicht aktiviert.',
} satisfies Translation<typeof swapGateMessages>
