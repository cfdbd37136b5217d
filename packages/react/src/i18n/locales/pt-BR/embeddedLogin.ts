import type { Translation } from '../../define.ts'
import type { embeddedLoginMessages } from '../../en/embeddedLogin.ts'

/** Brazilian Portuguese texts of the Connect view's email field and social buttons. */
export default {
  emailLabel: 'E-mail',
  emailPlaceholder: 'E-mail',
  continue: 'Continuar',
  socialLogins: 'Login social',
  continueWith: 'Continuar com {provider}',
} satisfies Translation<typeof embeddedLoginMessages>
