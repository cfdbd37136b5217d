import { ErrorMessages } from '../errors.ts'
import type { AirlockStorage, StorageKey } from '../storage/storage.ts'

/** Email login cannot repeat within this long of the last, so a visitor cannot flood an inbox with codes. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000

/** The embedded wallet's own keys in the kit's storage, under the kit's prefix like every other key. */
export const EmbeddedStorageKeys = Object.freeze({
  /** When the last one-time code was asked for: the cooldown counts from it. */
  LAST_EMAIL_LOGIN_TIME: '@airlock/last_email_login_time',
  /** Set once an email login succeeded: the frame is then created at start to restore the session. */
  EMAIL_LOGIN_USED: '@airlock/email_login_used',
  EMAIL: '@airlock/email',
  CONNECTED_SOCIAL: '@airlock/connected_social',
  SOCIAL_USERNAME: '@airlock/social_username',
} satisfies Record<string, StorageKey>)

// Practical, not RFC 5322: one @, no spaces, a dot in the domain, nothing a mail server would refuse outright.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/**
 * Connect and update-email need a valid email: nothing is sent to an address that cannot receive a code.
 *
 * @example
 * isValidEmail('ada@example.com') // true
 * isValidEmail('ada@example') // false
 */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email)
}

/** Milliseconds until another code may be asked for; 0 when it may now. */
export function emailCooldownRemaining(storage: AirlockStorage, now = Date.now()): number {
  const last = storage.getItem(
    EmbeddedStorageKeys.LAST_EMAIL_LOGIN_TIME,
    (value): value is number => typeof value === 'number',
  )
  if (last === undefined) return 0
  return Math.max(0, last + EMAIL_LOGIN_COOLDOWN_MS - now)
}

/**
 * 'Please try again after N seconds' while the cooldown runs (N rounded up), else undefined.
 *
 * @example
 * emailCooldownMessage(storage) // 'Please try again after 24 seconds'
 */
export function emailCooldownMessage(storage: AirlockStorage, now = Date.now()): string | undefined {
  const remaining = emailCooldownRemaining(storage, now)
  return remaining > 0 ? ErrorMessages.EMAIL_LOGIN_COOLDOWN(remaining) : undefined
}

export function markEmailCodeRequested(storage: AirlockStorage, now = Date.now()) {
  storage.setItem(EmbeddedStorageKeys.LAST_EMAIL_LOGIN_TIME, now)
}

/**
 * A successful email login keeps the email, marks the login used (so the next visit restores it) and clears
 * the cooldown.
 */
export function markEmailLoginSucceeded(storage: AirlockStorage, email: string) {
  storage.setItem(EmbeddedStorageKeys.EMAIL, email)
  storage.setItem(EmbeddedStorageKeys.EMAIL_LOGIN_USED, true)
  storage.removeItem(EmbeddedStorageKeys.LAST_EMAIL_LOGIN_TIME)
}

/**
 * Disconnect clears the login-used flag, the email, and the social username: the next visit restores nothing.
 */
export function clearEmbeddedLogin(storage: AirlockStorage) {
  for (const key of [
    EmbeddedStorageKeys.EMAIL_LOGIN_USED,
    EmbeddedStorageKeys.EMAIL,
    EmbeddedStorageKeys.SOCIAL_USERNAME,
    EmbeddedStorageKeys.CONNECTED_SOCIAL,
  ])
    storage.removeItem(key)
}

export function emailLoginUsed(storage: AirlockStorage): boolean {
  return storage.getItem(EmbeddedStorageKeys.EMAIL_LOGIN_USED) === true
}
