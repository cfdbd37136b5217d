import type { Translation } from '../../define.ts'
import type { namesMessages } from '../../en/names.ts'

/** Korean texts of RegisterAccountName and RegisterAccountNameSuccess. */
export default {
  intro: '{address} 대신 이 이름으로 토큰을 받을 수 있습니다. 영문자, 숫자, 하이픈으로 4자 이상 입력하세요.',
  yourAddress: '내 주소',
  nameLabel: '이름',
  namePlaceholder: 'yourname',
  checking: '사용 가능 여부 확인 중…',
  available: '{name} 사용 가능',
  availableInstead: '사용 가능한 다른 이름',
  confirmInWallet: '지갑에서 확인하세요',
  register: '등록',
  nameRegistered: '이름 등록 완료',
  registered: '이름이 등록되었습니다. 이제 지갑과 앱에서 주소 대신 이 이름으로 보낼 수 있습니다.',
  done: '완료',
} satisfies Translation<typeof namesMessages>
