import { defineMessages } from '../define.ts'

/** The Send views (SendView, ReceiverName, SendSelectTokenView, SendPreviewView), in the send chunk. */
export const sendMessages = defineMessages('send', {
  // Send
  amount: 'Amount',
  selectToken: 'Select token',
  changeToken: 'Token: {symbol}. Change token',
  balance: 'Balance {balance}',
  insufficientBalance: 'Insufficient funds · {balance}',
  max: 'Max',
  to: 'To',
  receiverAddress: 'Receiver address',
  solanaAddress: 'Solana address',
  addressOrName: 'Address (0x…) or name',
  paste: 'Paste',
  clipboardFailed: 'Could not read the clipboard',
  previewSend: 'Preview send',
  // A name typed as the receiver
  resolvingName: 'Resolving {name}…',
  previewOnceResolved: 'Preview again once its address shows.',
  // Select token
  searchToken: 'Search token',
  yourTokens: 'Your tokens',
  noTokens: 'No tokens on this network yet.',
  noTokenMatches: 'No token matches “{search}”.',
  tokens: 'Tokens',
  // Preview
  nothingToSend: 'There is nothing to send. Go back to fill in the amount and the receiver.',
  sending: 'Sending',
  nameAndAddress: '{name} ({address})',
  network: 'Network',
  networkFee: 'Network fee',
  includesTokenAccount: 'Includes {amount} to create the receiver’s token account',
  lessThan: '< {amount}',
  unknownFee: 'Unknown',
  estimatingFee: 'Estimating the network fee',
  notSent: 'Not sent.',
  tryAgain: 'Try again',
  likelyToFail: 'This transaction is likely to fail: {reason}. Check the amount and the receiver.',
  reviewInWallet: 'Review the transaction in your wallet before you approve it.',
  cancel: 'Cancel',
  confirmInWallet: 'Confirm in wallet',
  send: 'Send',
})
