import type { Translation } from '../../define.ts'
import type { connectMessages } from '../../en/connect.ts'

/** Japanese texts of the Connect, All Wallets and connecting views. */
export default {
  // Connect
  qrCodeTag: 'QR コード',
  recent: '最近使用',
  installed: 'インストール済み',
  allWallets: 'すべてのウォレット',
  walletCountAtLeast: '{count}+',
  noWalletFound: 'ウォレットが見つかりません',
  installWalletHint:
    'ブラウザのウォレット拡張機能をインストールしてから、このページを再読み込みして接続してください。',
  walletsLabel: 'ウォレット',
  or: 'または',
  // All Wallets
  searchWallet: 'ウォレットを検索',
  searchResults: '検索結果',
  allWalletsLabel: 'すべてのウォレット',
  noWalletMatches: 'ウォレットが見つかりません',
  somethingWentWrong: '問題が発生しました',
  tryAgain: '再試行',
  // Connecting to a browser or external wallet
  continueIn: '{name} で続行',
  acceptInWallet: 'ウォレットで接続リクエストを承認してください。',
  connectionDeclined: '接続が拒否されました',
  declinedInWallet: 'ウォレットでリクエストが拒否されました。準備ができたら再試行してください。',
  connectionFailed: '接続に失敗しました',
  // A wallet of several namespaces
  chooseNamespace:
    '{name} は複数の種類のネットワークに対応しています。接続するネットワークを選択してください。',
  connectOn: '{name} の接続先',
  connected: '接続済み',
  // WalletConnect
  scanWithPhone: 'スマートフォンでこの QR コードをスキャンしてください',
  scanWithWallet: '{name} でこの QR コードをスキャンしてください',
  qrCodeLabel: 'WalletConnect の QR コード',
  preparingQrCode: 'QR コードを準備中',
  copyLink: 'リンクをコピー',
  linkCopied: 'リンクをコピーしました',
  linkCopyFailed: 'リンクをコピーできませんでした',
  openDesktopApp: 'デスクトップアプリを開く',
  openWebApp: 'ウェブアプリを開く',
  openAppToAccept: 'アプリを開いて接続リクエストを承認してください。',
  openWallet: '{name} を開く',
  noAppLink: 'このウォレットにはアプリのリンクがありません',
  preparing: '準備中…',
  pairingDeclined:
    '接続が拒否されたか、コードの有効期限が切れました。再試行して新しいコードを取得してください。',
  walletConnectUnavailable: 'WalletConnect を利用できません',
  noRelay: 'このアプリにはリレーが設定されていないため、QR コードやリンクでウォレットを接続できません。',
  // Shared modal components
  searching: '検索中',
  loading: '読み込み中',
} satisfies Translation<typeof connectMessages>
