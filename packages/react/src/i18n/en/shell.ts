import { defineMessages } from '../define.ts'

/**
 * The modal's shell: the view titles (Overlay's VIEWS), the header's Back and Close, the footer, the fallback for
 * a view missing from the build and the alert's Dismiss. Brand titles (WalletConnect, Farcaster, a wallet's or
 * provider's name) are names, not messages.
 */
export const shellMessages = defineMessages('shell', {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting',
  selectNetwork: 'Select Network',
  account: 'Account',
  allWallets: 'All Wallets',
  chooseNetwork: 'Choose Network',
  switchNetwork: 'Switch Network',
  chooseName: 'Choose Name',
  nameRegistered: 'Name Registered',
  receive: 'Receive',
  send: 'Send',
  selectToken: 'Select Token',
  reviewSend: 'Review Send',
  swap: 'Swap',
  reviewSwap: 'Review Swap',
  buyCrypto: 'Buy Crypto',
  sellCrypto: 'Sell Crypto',
  sellToken: 'Sell {symbol}',
  bankAccount: 'Bank Account',
  buy: 'Buy',
  buyToken: 'Buy {symbol}',
  selectCurrency: 'Select Currency',
  confirmEmail: 'Confirm Email',
  registerDevice: 'Register Device',
  approve: 'Approve',
  signIn: 'Sign In',
  editEmail: 'Edit Email',
  confirmCurrentEmail: 'Confirm Current Email',
  confirmNewEmail: 'Confirm New Email',
  sessions: 'Sessions',
  pay: 'Pay',
  /** `{brand}` is Airlock, shown bold. */
  uxBy: 'UX by {brand}',
  back: 'Back',
  close: 'Close',
  dismiss: 'Dismiss',
})
