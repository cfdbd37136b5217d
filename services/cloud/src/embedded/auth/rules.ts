/** Spec sections 5 and 9, issue 18: the rules of email codes, device approvals and sessions. */
export const CODE_TTL_MINUTES = 10
/** Spec section 5: one email login per 30 s. */
export const COOLDOWN_SECONDS = 30
/** Wrong codes after which a code is locked (a new one must be requested). */
export const MAX_CODE_ATTEMPTS = 5
export const APPROVAL_TTL_MINUTES = 10
export const SESSION_TTL_DAYS = 7

/** Spec section 5's exact text, N being the remaining seconds rounded up. */
export function cooldownMessage(seconds: number): string {
  return `Please try again after ${seconds} seconds`
}

export const MESSAGES = {
  noCode: 'No code was sent to this email, or it was replaced by a newer one: request a new code.',
  expired: `This code has expired (codes last ${CODE_TTL_MINUTES} minutes): request a new code.`,
  locked: `Too many attempts: this code is locked after ${MAX_CODE_ATTEMPTS} wrong tries. Request a new code.`,
  otherDevice: 'This code was requested from another browser: request a new code here.',
  session: 'Session expired or signed out: connect again.',
  walletExists: 'This account already has a wallet.',
  noWallet: 'This account has no wallet yet.',
  sameEmail: 'The new email is the current one.',
  emailTaken: 'Another account already uses this email.',
  noUpdate: 'No email change is in progress: start it again.',
  socialNoEmail: 'This account signs in with a social provider: its email is changed there.',
  approvalInvalid:
    'This approval link is invalid or was already used. Start the login again to get a new one.',
  approvalExpired: `This approval link has expired (links last ${APPROVAL_TTL_MINUTES} minutes). Start the login again to get a new one.`,
} as const

/** A wrong code: how many tries remain before the lock. */
export function wrongCodeMessage(attemptsLeft: number): string {
  return `Invalid code: ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`
}
