import { defineMessages } from '../define.ts'

/**
 * The Connect view's email field and social buttons. In the modal chunk with the Connect view, so the embedded
 * wallet's own views keep their texts in their chunk.
 */
export const embeddedLoginMessages = defineMessages('embeddedLogin', {
  emailLabel: 'Email',
  emailPlaceholder: 'Email',
  continue: 'Continue',
  socialLogins: 'Social logins',
  /** A social button's name: 'Continue with Google'. */
  continueWith: 'Continue with {provider}',
})
