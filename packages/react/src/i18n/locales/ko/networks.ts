import type { Translation } from '../../define.ts'
import type { networksMessages } from '../../en/networks.ts'

/** Korean texts of the Networks view and the UnsupportedChain view. */
export default {
  unsupportedNetwork:
    '이 앱은 현재 네트워크를 지원하지 않습니다. 계속하려면 사용 가능한 네트워크로 전환하세요.',
  disconnect: '연결 해제',
  testnet: '테스트넷',
  networksLabel: '네트워크',
  namespaceNetworks: '{namespace} 네트워크',
} satisfies Translation<typeof networksMessages>
