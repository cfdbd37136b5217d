import { defineMessages } from '../define.ts'

/**
 * What the Buy views' loader shows when the dapp has the on-ramp off. Apart from the onramp namespace because the
 * loader rides in the modal chunk and the Buy texts stay in the Buy chunk.
 */
export const onrampGateMessages = defineMessages('onrampGate', {
  buyDisabled: 'Buying crypto is not enabled in this app.',
})
