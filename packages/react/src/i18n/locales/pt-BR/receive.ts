import type { Translation } from '../../define.ts'
import type { receiveMessages } from '../../en/receive.ts'

/** Brazilian Portuguese texts of the Receive view. */
export default {
  noWallet: 'Nenhuma carteira conectada',
  noWalletHint: 'Conecte uma carteira para ver o endereço em que você pode receber tokens.',
  qrCode: 'QR Code do seu endereço',
  copyAddress: 'Copiar endereço',
  addressCopied: 'Endereço copiado',
  copyFailed: 'Não foi possível copiar o endereço',
  noNetwork: 'Nenhuma rede configurada para este endereço',
  receiveOn: 'Receba em {networks}',
  receiveOnMore: {
    one: 'Receba em {networks} e mais {count}',
    many: 'Receba em {networks} e mais {count}',
    other: 'Receba em {networks} e mais {count}',
  },
  listSeparator: ', ',
  listLast: '{list} e {last}',
  networkList: 'Redes em que você pode receber',
  testnet: 'Rede de teste',
  onlyOnTheseNetworks: {
    one: 'Envie tokens para este endereço somente nesta rede. Tokens enviados em outra rede podem ser perdidos.',
    many: 'Envie tokens para este endereço somente nestas redes. Tokens enviados em outra rede podem ser perdidos.',
    other:
      'Envie tokens para este endereço somente nestas redes. Tokens enviados em outra rede podem ser perdidos.',
  },
} satisfies Translation<typeof receiveMessages>
