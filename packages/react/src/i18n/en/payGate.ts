import { defineMessages } from '../define.ts'

/**
 * What the Pay view's loader shows when the dapp has payments off. Apart from the pay namespace because the
 * loader rides in the modal chunk and Pay's texts stay in the Pay chunk.
 */
export const payGateMessages = defineMessages('payGate', {
  payDisabled: 'Payments are not enabled in this app.',
})
