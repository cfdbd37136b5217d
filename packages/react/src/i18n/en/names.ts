import { defineMessages } from '../define.ts'

/** RegisterAccountName and RegisterAccountNameSuccess (the names chunk). */
export const namesMessages = defineMessages('names', {
  // RegisterAccountName
  intro: 'A name people can send to instead of {address}. Letters, digits and hyphens, at least 4.',
  yourAddress: 'your address',
  nameLabel: 'Name',
  namePlaceholder: 'yourname',
  checking: 'Checking availability…',
  available: '{name} is available',
  availableInstead: 'Available instead',
  confirmInWallet: 'Confirm in wallet',
  register: 'Register',
  // RegisterAccountNameSuccess
  nameRegistered: 'Name registered',
  registered: 'Your name is registered: wallets and apps can send to it instead of your address.',
  done: 'Done',
})
