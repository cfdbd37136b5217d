import { defineMessages } from '../define.ts'

/**
 * What the Sell views' loader shows when the dapp has the off-ramp off. Apart from the sell namespace because the
 * loader rides in the modal chunk and the Sell texts stay in the Sell chunk.
 */
export const sellGateMessages = defineMessages('sellGate', {
  sellDisabled: 'Selling crypto is not enabled in this app.',
})
