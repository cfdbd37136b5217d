import type { Translation } from '../../define.ts'
import type { embeddedLoginMessages } from '../../en/embeddedLogin.ts'

/** Simplified Chinese texts of the Connect view's email field and social buttons. */
export default {
  emailLabel: '邮箱',
  emailPlaceholder: '邮箱',
  continue: '继续',
  socialLogins: '社交账号登录',
  continueWith: '使用 {provider} 继续',
} satisfies Translation<typeof embeddedLoginMessages>
