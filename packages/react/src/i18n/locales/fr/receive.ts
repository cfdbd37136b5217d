import type { Translation } from '../../define.ts'
import type { receiveMessages } from '../../en/receive.ts'

/** French texts of the Receive view. */
export default {
  noWallet: 'Aucun portefeuille connecté',
  noWalletHint: 'Connectez un portefeuille pour voir l’adresse sur laquelle vous pouvez recevoir des jetons.',
  qrCode: 'Code QR de votre adresse',
  copyAddress: 'Copier l’adresse',
  addressCopied: 'Adresse copiée',
  copyFailed: 'Impossible de copier l’adresse',
  noNetwork: 'Aucun réseau configuré pour cette adresse',
  receiveOn: 'Recevoir sur {networks}',
  receiveOnMore: {
    one: 'Recevoir sur {networks} et {count} autre',
    many: 'Recevoir sur {networks} et {count} autres',
    other: 'Recevoir sur {networks} et {count} autres',
  },
  listSeparator: ', ',
  listLast: '{list} et {last}',
  networkList: 'Réseaux sur lesquels vous pouvez recevoir',
  testnet: 'Testnet',
  onlyOnTheseNetworks: {
    one: 'N’envoyez des jetons à cette adresse que sur ce réseau. Les jetons envoyés sur un autre réseau risquent d’être perdus.',
    many: 'N’envoyez des jetons à cette adresse que sur ces réseaux. Les jetons envoyés sur un autre réseau risquent d’être perdus.',
    other:
      'N’envoyez des jetons à cette adresse que sur ces réseaux. Les jetons envoyés sur un autre réseau risquent d’être perdus.',
  },
} satisfies Translation<typeof receiveMessages>
