import type { Translation } from '../../define.ts'
import type { embeddedLoginMessages } from '../../en/embeddedLogin.ts'

/** Japanese texts of the Connect view's email field and social buttons. */
export default {
  emailLabel: 'メールアドレス',
  emailPlaceholder: 'メールアドレス',
  continue: '続行',
  socialLogins: 'ソーシャルログイン',
  continueWith: '{provider} で続行',
} satisfies Translation<typeof embeddedLoginMessages>
