import { describe, expect, it } from 'vitest'
import { createMemoryBackend, createStorage } from '../storage/storage.ts'
import {
  clearEmbeddedLogin,
  EMAIL_LOGIN_COOLDOWN_MS,
  EmbeddedStorageKeys,
  emailCooldownMessage,
  emailCooldownRemaining,
  emailLoginUsed,
  isValidEmail,
  markEmailCodeRequested,
  markEmailLoginSucceeded,
} from './emailLogin.ts'

const storage = () => createStorage(createMemoryBackend())

describe('email login', () => {
  it('takes valid emails only', () => {
    for (const good of ['ada@example.com', 'a.b+c@sub.example.org', 'x@y.io'])
      expect(isValidEmail(good)).toBe(true)
    for (const bad of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'a da@example.com',
      'ada@@example.com',
    ])
      expect(isValidEmail(bad)).toBe(false)
  })

  it('cannot ask for another code within 30 s of the last, saying the seconds left rounded up', () => {
    const s = storage()
    expect(EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000)
    expect(emailCooldownMessage(s, 1_000)).toBeUndefined()
    markEmailCodeRequested(s, 10_000)
    expect(emailCooldownRemaining(s, 10_000)).toBe(30_000)
    expect(emailCooldownMessage(s, 15_500)).toBe('Please try again after 25 seconds')
    expect(emailCooldownMessage(s, 39_999)).toBe('Please try again after 1 seconds')
    expect(emailCooldownMessage(s, 40_000)).toBeUndefined()
  })

  it('keeps the email, marks the login used and clears the cooldown on success; disconnect clears them', () => {
    const s = storage()
    markEmailCodeRequested(s, 10_000)
    markEmailLoginSucceeded(s, 'ada@example.com')
    expect(emailLoginUsed(s)).toBe(true)
    expect(s.getItem(EmbeddedStorageKeys.EMAIL)).toBe('ada@example.com')
    expect(emailCooldownRemaining(s, 10_001)).toBe(0)
    clearEmbeddedLogin(s)
    expect(emailLoginUsed(s)).toBe(false)
    expect(s.getItem(EmbeddedStorageKeys.EMAIL)).toBeUndefined()
  })
})
