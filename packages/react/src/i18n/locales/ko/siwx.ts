import type { Translation } from '../../define.ts'
import type { siwxMessages } from '../../en/siwx.ts'

/** Korean texts of SIWXSignMessage. */
export default {
  title: '{dapp}에서 지갑 연결을 요청합니다',
  dappFallback: '앱',
  required: '이 지갑의 소유자임을 증명하고 계속하려면 이 메시지에 서명하세요. 취소하면 연결이 해제됩니다.',
  optional: '이 지갑의 소유자임을 증명하고 계속하려면 이 메시지에 서명하세요.',
  cancel: '취소',
  cancelling: '취소 중...',
  sign: '서명',
  signing: '서명 중...',
} satisfies Translation<typeof siwxMessages>
