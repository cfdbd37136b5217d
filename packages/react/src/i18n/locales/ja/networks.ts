import type { Translation } from '../../define.ts'
import type { networksMessages } from '../../en/networks.ts'

/** Japanese texts of the Networks and UnsupportedChain views. */
export default {
  unsupportedNetwork:
    'このアプリは現在のネットワークに対応していません。続行するには、利用可能なネットワークに切り替えてください。',
  disconnect: '切断',
  testnet: 'テストネット',
  networksLabel: 'ネットワーク',
  namespaceNetworks: '{namespace} ネットワーク',
} satisfies Translation<typeof networksMessages>
