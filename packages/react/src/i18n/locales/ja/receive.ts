import type { Translation } from '../../define.ts'
import type { receiveMessages } from '../../en/receive.ts'

/** Japanese texts of the Receive view. */
export default {
  noWallet: 'ウォレットが接続されていません',
  noWalletHint: 'ウォレットを接続すると、トークンを受け取れるアドレスが表示されます。',
  qrCode: 'あなたのアドレスの QR コード',
  copyAddress: 'アドレスをコピー',
  addressCopied: 'アドレスをコピーしました',
  copyFailed: 'アドレスをコピーできませんでした',
  noNetwork: 'このアドレスに設定されたネットワークはありません',
  receiveOn: '{networks} で受け取れます',
  receiveOnMore: {
    other: '{networks} ほか {count} 件のネットワークで受け取れます',
  },
  listSeparator: '、',
  listLast: '{list}、{last}',
  networkList: '受け取り可能なネットワーク',
  testnet: 'テストネット',
  onlyOnTheseNetworks: {
    other:
      'このアドレスには、表示されているネットワーク上のトークンのみを送ってください。ほかのネットワークで送ったトークンは失われる可能性があります。',
  },
} satisfies Translation<typeof receiveMessages>
