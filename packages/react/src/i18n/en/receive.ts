import { defineMessages } from '../define.ts'

/** The Receive view (ReceiveView and its network summary, receiveSummary.ts), in the receive chunk. */
export const receiveMessages = defineMessages('receive', {
  noWallet: 'No wallet connected',
  noWalletHint: 'Connect a wallet to see the address you can receive tokens on.',
  qrCode: 'QR code of your address',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  copyFailed: 'Could not copy the address',
  noNetwork: 'No network configured for this address',
  receiveOn: 'Receive on {networks}',
  receiveOnMore: {
    one: 'Receive on {networks} and {count} more',
    other: 'Receive on {networks} and {count} more',
  },
  /** Between the names of a list but the last two ('Airlock Devnet, Ethereum'). */
  listSeparator: ', ',
  /** The last name of a list after the others. */
  listLast: '{list} and {last}',
  networkList: 'Networks you can receive on',
  testnet: 'Testnet',
  onlyOnTheseNetworks: {
    one: 'Only send tokens on this network to this address. Tokens sent on another network may be lost.',
    other: 'Only send tokens on these networks to this address. Tokens sent on another network may be lost.',
  },
})
