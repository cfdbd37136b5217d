import { defineMessages } from '../define.ts'

/**
 * Connect, All Wallets and the connecting views (external, multi-chain, WalletConnect QR and links), with the
 * modal components they share with other views (search field, form skeleton). All in the modal chunk.
 */
export const connectMessages = defineMessages('connect', {
  // Connect
  qrCodeTag: 'QR code',
  recent: 'Recent',
  installed: 'Installed',
  allWallets: 'All Wallets',
  /** A rounded-down wallet count on the All Wallets row: '370+'. */
  walletCountAtLeast: '{count}+',
  noWalletFound: 'No wallet found',
  installWalletHint: 'Install a browser wallet extension, then reload this page to connect it here.',
  walletsLabel: 'Wallets',
  or: 'or',
  // All Wallets
  searchWallet: 'Search wallet',
  searchResults: 'Search results',
  allWalletsLabel: 'All wallets',
  noWalletMatches: 'No Wallet found',
  somethingWentWrong: 'Something went wrong',
  tryAgain: 'Try again',
  // Connecting to a browser or external wallet
  continueIn: 'Continue in {name}',
  acceptInWallet: 'Accept the connection request in your wallet.',
  connectionDeclined: 'Connection declined',
  declinedInWallet: 'The request was declined in the wallet. Try again when you are ready.',
  connectionFailed: 'Connection failed',
  // A wallet of several namespaces
  chooseNamespace: '{name} works with several kinds of networks. Choose the one to connect.',
  connectOn: 'Connect {name} on',
  connected: 'Connected',
  // WalletConnect
  scanWithPhone: 'Scan this QR Code with your phone',
  scanWithWallet: 'Scan this QR code with {name}',
  qrCodeLabel: 'WalletConnect QR code',
  preparingQrCode: 'Preparing the QR code',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  linkCopyFailed: 'Could not copy the link',
  openDesktopApp: 'Open desktop app',
  openWebApp: 'Open web app',
  openAppToAccept: 'Open the app to accept the connection request.',
  openWallet: 'Open {name}',
  noAppLink: 'No app link for this wallet',
  preparing: 'Preparing…',
  pairingDeclined: 'The connection was declined or the code expired. Try again to get a new code.',
  walletConnectUnavailable: 'WalletConnect is unavailable',
  noRelay: 'This app has no relay configured, so it cannot connect wallets by QR code or link.',
  // Shared modal components
  searching: 'Searching',
  loading: 'Loading',
})
