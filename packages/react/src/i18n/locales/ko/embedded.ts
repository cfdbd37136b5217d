import type { Translation } from '../../define.ts'
import type { embeddedMessages } from '../../en/embedded.ts'

/** Korean texts of the embedded wallet's views (email code, new browser, email change, approval, Farcaster). */
export default {
  loadingApproval: '승인 요청 불러오는 중…',
  farcasterQrLabel: 'Farcaster 로그인 QR 코드',
  preparingQrCode: 'QR 코드 준비 중',
  farcasterScan: '휴대폰 카메라나 Farcaster 앱으로 이 QR 코드를 스캔한 다음 승인하세요.',
  tryAgain: '다시 시도',
  openLink: '링크 열기',
  copyLink: '링크 복사',
  linkCopied: '링크를 복사했습니다',
  linkCopyFailed: '링크를 복사할 수 없습니다',
  approveBrowser: '이 브라우저 승인',
  deviceEmailSent:
    '{email}(으)로 이메일을 보냈습니다. 이메일의 승인 링크를 열면 여기에서 지갑을 사용할 수 있으며, 이 화면은 자동으로 진행됩니다.',
  enterCode: '코드 입력',
  codeSent: '{email}(으)로 6자리 코드를 보냈습니다. 코드는 10분 후에 만료됩니다.',
  oneTimeCode: '일회용 코드',
  resendCode: '코드 다시 보내기',
  updateEmailLead: '본인 확인을 위해 {email}(으)로 코드를 보내고, 이어서 새 주소로 코드를 보냅니다.',
  newEmail: '새 이메일',
  emailPlaceholder: '이메일',
  cancel: '취소',
  save: '저장',
  confirmItIsYou: '본인 확인',
  confirmNewEmail: '새 이메일 확인',
  primaryCodeSent: '{email}(으)로 보낸 코드를 입력하세요. {newEmail}(으)로의 변경이 확정됩니다.',
  secondaryCodeSent: '{email}(으)로 보낸 코드를 입력하세요. 코드는 10분 후에 만료됩니다.',
  primaryCodeLabel: '현재 이메일로 받은 코드',
  secondaryCodeLabel: '새 이메일로 받은 코드',
  useAnotherEmail: '다른 이메일 사용',
} satisfies Translation<typeof embeddedMessages>
