import { defineMessages } from '../define.ts'

/** The Connect button (in the page-load entry, so kept short). */
export const buttonMessages = defineMessages('button', {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  wrongNetwork: 'Wrong network',
  account: 'Account {name}',
  accountWithBalance: 'Account {name} {balance}',
})
