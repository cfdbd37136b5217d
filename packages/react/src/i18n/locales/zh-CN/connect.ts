import type { Translation } from '../../define.ts'
import type { connectMessages } from '../../en/connect.ts'

/** Simplified Chinese texts of the Connect, All Wallets and connecting views. */
export default {
  // Connect
  qrCodeTag: '二维码',
  recent: '最近使用',
  installed: '已安装',
  allWallets: '所有钱包',
  walletCountAtLeast: '{count}+',
  noWalletFound: '未找到钱包',
  installWalletHint: '请安装浏览器钱包扩展，然后重新加载此页面以在此连接。',
  walletsLabel: '钱包',
  or: '或',
  // All Wallets
  searchWallet: '搜索钱包',
  searchResults: '搜索结果',
  allWalletsLabel: '所有钱包',
  noWalletMatches: '未找到钱包',
  somethingWentWrong: '出错了',
  tryAgain: '重试',
  // Connecting to a browser or external wallet
  continueIn: '在 {name} 中继续',
  acceptInWallet: '请在钱包中接受连接请求。',
  connectionDeclined: '连接已拒绝',
  declinedInWallet: '请求已在钱包中被拒绝。准备好后请重试。',
  connectionFailed: '连接失败',
  // A wallet of several namespaces
  chooseNamespace: '{name} 支持多种网络类型。请选择要连接的网络。',
  connectOn: '{name} 可连接的网络',
  connected: '已连接',
  // WalletConnect
  scanWithPhone: '请用手机扫描此二维码',
  scanWithWallet: '请用 {name} 扫描此二维码',
  qrCodeLabel: 'WalletConnect二维码',
  preparingQrCode: '正在生成二维码',
  copyLink: '复制链接',
  linkCopied: '链接已复制',
  linkCopyFailed: '无法复制链接',
  openDesktopApp: '打开桌面应用',
  openWebApp: '打开网页应用',
  openAppToAccept: '请打开应用以接受连接请求。',
  openWallet: '打开 {name}',
  noAppLink: '此钱包没有应用链接',
  preparing: '正在准备…',
  pairingDeclined: '连接已被拒绝或代码已过期。请重试以获取新代码。',
  walletConnectUnavailable: 'WalletConnect 不可用',
  noRelay: '此应用未配置中继，因此无法通过二维码或链接连接钱包。',
  // Shared modal components
  searching: '正在搜索',
  loading: '正在加载',
} satisfies Translation<typeof connectMessages>
