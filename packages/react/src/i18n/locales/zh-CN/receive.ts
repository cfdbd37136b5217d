import type { Translation } from '../../define.ts'
import type { receiveMessages } from '../../en/receive.ts'

/** Simplified Chinese texts of the Receive view. */
export default {
  noWallet: '未连接钱包',
  noWalletHint: '连接钱包后即可查看用于接收代币的地址。',
  qrCode: '地址二维码',
  copyAddress: '复制地址',
  addressCopied: '地址已复制',
  copyFailed: '无法复制地址',
  noNetwork: '此地址未配置网络',
  receiveOn: '在 {networks} 上接收',
  receiveOnMore: {
    other: '在 {networks} 及另外 {count} 个网络上接收',
  },
  listSeparator: '、',
  listLast: '{list} 和 {last}',
  networkList: '可接收的网络',
  testnet: '测试网',
  onlyOnTheseNetworks: {
    other: '请仅通过所列网络向此地址发送代币。通过其他网络发送的代币可能会丢失。',
  },
} satisfies Translation<typeof receiveMessages>
