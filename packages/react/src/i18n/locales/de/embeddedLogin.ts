import type { Translation } from '../../define.ts'
import type { embeddedLoginMessages } from '../../en/embeddedLogin.ts'

/** German texts of the Connect view's email field and social buttons. */
export default {
  emailLabel: 'E-Mail',
  emailPlaceholder: 'E-Mail',
  continue: 'Weiter',
  socialLogins: 'Anmeldung über soziale Konten',
  continueWith: 'Weiter mit {provider}',
} satisfies Translation<typeof embeddedLoginMessages>
