import type { Translation } from '../../define.ts'
import type { receiveMessages } from '../../en/receive.ts'

/** Spanish texts of the Receive view. */
export default {
  noWallet: 'No hay ninguna billetera conectada',
  noWalletHint: 'Conecta una billetera para ver la dirección en la que puedes recibir tokens.',
  qrCode: 'Código QR de tu dirección',
  copyAddress: 'Copiar dirección',
  addressCopied: 'Dirección copiada',
  copyFailed: 'No se pudo copiar la dirección',
  noNetwork: 'No hay ninguna red configurada para esta dirección',
  receiveOn: 'Recibe en {networks}',
  receiveOnMore: {
    one: 'Recibe en {networks} y {count} más',
    many: 'Recibe en {networks} y {count} más',
    other: 'Recibe en {networks} y {count} más',
  },
  listSeparator: ', ',
  listLast: '{list} y {last}',
  networkList: 'Redes en las que puedes recibir',
  testnet: 'Red de prueba',
  onlyOnTheseNetworks: {
    one: 'Envía tokens a esta dirección solo en esta red. Los tokens enviados en otra red podrían perderse.',
    many: 'Envía tokens a esta dirección solo en estas redes. Los tokens enviados en otra red podrían perderse.',
    other:
      'Envía tokens a esta dirección solo en estas redes. Los tokens enviados en otra red podrían perderse.',
  },
} satisfies Translation<typeof receiveMessages>
