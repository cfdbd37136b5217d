import type { Translation } from '../../define.ts'
import type { swapGateMessages } from '../../en/swapGate.ts'

/** Brazilian Portuguese text of the swap views' loader when swaps are off. */
export default {
  swapsDisabled: 'As trocas não estão ativadas neste app.',
} satisfies Translation<typeof swapGateMessages>
