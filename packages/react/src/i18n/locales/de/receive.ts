import type { Translation } from '../../define.ts'
import type { receiveMessages } from '../../en/receive.ts'

/** German texts of the Receive view. */
export default {
  noWallet: 'Keine Wallet verbunden',
  noWalletHint: 'Verbinde eine Wallet, um die Adresse zu sehen, an die du Token empfangen kannst.',
  qrCode: 'QR-Code deiner Adresse',
  copyAddress: 'Adresse kopieren',
  addressCopied: 'Adresse kopiert',
  copyFailed: 'Adresse konnte nicht kopiert werden',
  noNetwork: 'Für diese Adresse ist kein Netzwerk konfiguriert',
  receiveOn: 'Empfangen auf {networks}',
  receiveOnMore: {
    one: 'Empfangen auf {networks} und {count} weiteren',
    other: 'Empfangen auf {networks} und {count} weiteren',
  },
  listSeparator: ', ',
  listLast: '{list} und {last}',
  networkList: 'Netzwerke, auf denen du empfangen kannst',
  testnet: 'Testnet',
  onlyOnTheseNetworks: {
    one: 'Sende Token nur in diesem Netzwerk an diese Adresse. Token, die über ein anderes Netzwerk gesendet werden, können verloren gehen.',
    other:
      'Sende Token nur in diesen Netzwerken an diese Adresse. Token, die über ein anderes Netzwerk gesendet werden, können verloren gehen.',
  },
} satisfies Translation<typeof receiveMessages>
