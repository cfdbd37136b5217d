import type { Translation } from '../../define.ts'
import type { smartAccountMessages } from '../../en/smartAccount.ts'

/** Korean texts of SmartSessions. */
export default {
  intro:
    '세션 키를 부여한 앱은 매번 묻지 않고 이 스마트 계정을 대신해 작업할 수 있으며, 아래 한도 안에서만 가능합니다. 한도는 체인에서 강제됩니다.',
  loadingSessions: '세션 불러오는 중',
  tryAgain: '다시 시도',
  empty: '아직 세션이 없습니다. 앱이 세션을 요청하고 승인하면 여기에 표시됩니다.',
  sessions: '세션',
  key: '키 {signer}',
  active: '활성',
  expired: '만료됨',
  revoked: '취소됨',
  notStarted: '시작 전',
  ends: '종료',
  never: '무기한',
  spent: '사용액',
  spentOf: '{limit} 중 {spent}',
  calls: '호출',
  callOn: '{target}의 {call}',
  none: '없음',
  revoke: '취소',
  revoking: '취소 중…',
  revokeLabel: '키 {signer}의 세션 취소',
} satisfies Translation<typeof smartAccountMessages>
