import { defineMessages } from '../define.ts'

/** SIWXSignMessage (the sign-in chunk): its title, buttons, and the errors of signing in. */
export const siwxMessages = defineMessages('siwx', {
  title: '{dapp} needs to connect to your wallet',
  /** The dapp's name when its metadata has none. */
  dappFallback: 'Dapp',
  required: 'Sign this message to prove you own this wallet and proceed. Cancelling will disconnect you.',
  optional: 'Sign this message to prove you own this wallet and proceed.',
  cancel: 'Cancel',
  cancelling: 'Cancelling...',
  sign: 'Sign',
  signing: 'Signing...',
})
