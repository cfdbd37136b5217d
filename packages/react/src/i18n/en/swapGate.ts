import { defineMessages } from '../define.ts'

/**
 * What the swap views' loader shows when the dapp has swaps off. Apart from the swap namespace because the
 * loader rides in the modal chunk and the swap's texts stay in the swap chunk.
 */
export const swapGateMessages = defineMessages('swapGate', {
  swapsDisabled: 'Swaps are not enabled in this app.',
})
