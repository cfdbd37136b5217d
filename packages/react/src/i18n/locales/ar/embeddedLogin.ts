import type { Translation } from '../../define.ts'
import type { embeddedLoginMessages } from '../../en/embeddedLogin.ts'

/** Arabic texts of the Connect view's email field and social buttons. */
export default {
  emailLabel: 'البريد الإلكتروني',
  emailPlaceholder: 'البريد الإلكتروني',
  continue: 'متابعة',
  socialLogins: 'تسجيل الدخول عبر الحسابات الاجتماعية',
  continueWith: 'المتابعة باستخدام {provider}',
} satisfies Translation<typeof embeddedLoginMessages>
