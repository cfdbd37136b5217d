import type { Translation } from '../../define.ts'
import type { embeddedLoginMessages } from '../../en/embeddedLogin.ts'

/** Spanish texts of the Connect view's email field and social buttons. */
export default {
  emailLabel: 'Correo electrónico',
  emailPlaceholder: 'Correo electrónico',
  continue: 'Continuar',
  socialLogins: 'Inicio de sesión con redes sociales',
  continueWith: 'Continuar con {provider}',
} satisfies Translation<typeof embeddedLoginMessages>
