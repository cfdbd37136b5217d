import type { Translation } from '../../define.ts'
import type { receiveMessages } from '../../en/receive.ts'

/** Korean texts of the Receive view. */
export default {
  noWallet: '연결된 지갑이 없습니다',
  noWalletHint: '지갑을 연결하면 토큰을 받을 수 있는 주소를 확인할 수 있습니다.',
  qrCode: '내 주소의 QR 코드',
  copyAddress: '주소 복사',
  addressCopied: '주소를 복사했습니다',
  copyFailed: '주소를 복사할 수 없습니다',
  noNetwork: '이 주소에 설정된 네트워크가 없습니다',
  receiveOn: '{networks}에서 받기',
  receiveOnMore: {
    other: '{networks} 외 {count}개 네트워크에서 받기',
  },
  listSeparator: ', ',
  listLast: '{list} 및 {last}',
  networkList: '받을 수 있는 네트워크',
  testnet: '테스트넷',
  onlyOnTheseNetworks: {
    other: '이 주소로는 위 네트워크의 토큰만 보내세요. 다른 네트워크로 보낸 토큰은 잃어버릴 수 있습니다.',
  },
} satisfies Translation<typeof receiveMessages>
