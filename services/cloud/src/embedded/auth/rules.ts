/** The rules of email codes, device approvals and sessions (docs/embedded-wallet.md). */
export const CODE_TTL_MINUTES = 10
/** One email login per address per 30 s: a code is not mailed again sooner. */
export const COOLDOWN_SECONDS = 30
/**
 * Wrong codes to one address, counted over every code sent to it, after which the address is locked: no code
 * is checked for it until the lock ends. A new code does not reset the count; a right one does.
 */
export const MAX_CODE_ATTEMPTS = 5
/** The first lock of an address; each next one, MAX_CODE_ATTEMPTS wrong codes later, lasts twice as long. */
export const FIRST_LOCK_SECONDS = 60
/** The longest lock (a day): at most MAX_CODE_ATTEMPTS guesses a day once an attacker has reached it. */
export const MAX_LOCK_SECONDS = 24 * 60 * 60
/** An address whose last wrong code is this old has its count forgotten (purge.ts). */
export const FAILURES_KEPT_DAYS = 7
export const APPROVAL_TTL_MINUTES = 10
export const SESSION_TTL_DAYS = 7

/** The exact text the kit shows, N being the remaining seconds rounded up. */
export function cooldownMessage(seconds: number): string {
  return `Please try again after ${seconds} seconds`
}

export const MESSAGES = {
  noCode: 'No code was sent to this email, or it was replaced by a newer one: request a new code.',
  expired: `This code has expired (codes last ${CODE_TTL_MINUTES} minutes): request a new code.`,
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

/** The address is locked after too many wrong codes: N seconds (rounded up) until a code is checked again. */
export function lockedMessage(seconds: number): string {
  return `Too many wrong codes for this email: please try again after ${seconds} seconds.`
}
