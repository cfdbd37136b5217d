import type { Translation } from '../../define.ts'
import type { siwxGateMessages } from '../../en/siwxGate.ts'

/** Korean texts shown in place of SIWXSignMessage before its chunk is there. */
export default {
  notEnabled: 'SIWX가 활성화되어 있지 않습니다',
  loading: '불러오는 중',
  loadFailed: '로그인 화면을 불러올 수 없습니다',
  checkConnection: '연결 상태를 확인한 다음 다시 시도하세요.',
} satisfies Translation<typeof siwxGateMessages>
