import type { Translation } from '../../define.ts'
import type { networksMessages } from '../../en/networks.ts'

/** Simplified Chinese texts of the Networks and UnsupportedChain views. */
export default {
  unsupportedNetwork: '此应用不支持当前网络。请切换到可用的网络以继续。',
  disconnect: '断开连接',
  testnet: '测试网',
  networksLabel: '网络',
  namespaceNetworks: '{namespace} 网络',
} satisfies Translation<typeof networksMessages>
