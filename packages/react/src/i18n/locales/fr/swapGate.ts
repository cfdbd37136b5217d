import type { Translation } from '../../define.ts'
import type { swapGateMessages } from '../../en/swapGate.ts'

/** French text of the swap views' loader when swaps are off. */
export default {
  swapsDisabled: 'Les échanges ne sont pas activés dans cette application.',
} satisfies Translation<typeof swapGateMessages>
