import { defineMessages } from '../define.ts'

/**
 * What the modal shows in place of SIWXSignMessage before its chunk is there (the option missing, the chunk
 * loading or failing to load). In the modal chunk, so the sign-in's own texts stay in theirs.
 */
export const siwxGateMessages = defineMessages('siwxGate', {
  notEnabled: 'SIWX is not enabled',
  loading: 'Loading',
  loadFailed: 'Could not load the sign-in',
  checkConnection: 'Check your connection, then try again.',
})
