/** The embedded wallet's visitor-facing messages (the kit's views translate them by this English). */
export const EmbeddedMessages = {
  INVALID_EMAIL: 'Enter a valid email address',
  INVALID_OTP: 'Enter the 6-digit code from the email',
  NO_SECURE_SITE: 'The embedded wallet needs the Airlock cloud: set cloudUrl and projectId',
  SOCIAL_FAILED: 'Social login failed',
  SOCIAL_CLOSED: 'The sign-in window was closed before you signed in',
  SOCIAL_BLOCKED: 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  SAME_EMAIL: 'This is already your email: enter a different one',
  NO_EMAIL_LOGIN: 'Only a wallet signed in by email can change its email',
  EMAIL_UPDATED: 'Email updated',
  CODE_RESENT: 'Code sent again',
} as const
