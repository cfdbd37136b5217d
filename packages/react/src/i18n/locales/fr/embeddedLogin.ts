import type { Translation } from '../../define.ts'
import type { embeddedLoginMessages } from '../../en/embeddedLogin.ts'

/** French texts of the Connect view's email field and social buttons. */
export default {
  emailLabel: 'E-mail',
  emailPlaceholder: 'E-mail',
  continue: 'Continuer',
  socialLogins: 'Connexion via un réseau social',
  continueWith: 'Continuer avec {provider}',
} satisfies Translation<typeof embeddedLoginMessages>
