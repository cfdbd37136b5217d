import type { Translation } from '../../define.ts'
import type { embeddedLoginMessages } from '../../en/embeddedLogin.ts'

/** Korean texts of the Connect view's email field and social buttons. */
export default {
  emailLabel: '이메일',
  emailPlaceholder: '이메일',
  continue: '계속',
  socialLogins: '소셜 로그인',
  continueWith: '{provider}(으)로 계속하기',
} satisfies Translation<typeof embeddedLoginMessages>
