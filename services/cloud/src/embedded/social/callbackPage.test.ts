import { describe, expect, it } from 'vitest'
import { callbackPageUrl } from './callbackPage.ts'

describe('the callback page URL', () => {
  it('carries the result and the origin, or the error alone', () => {
    expect(callbackPageUrl('http://127.0.0.1:8789', { result: 'r_1' }, 'https://dapp.example.com')).toBe(
      'http://127.0.0.1:8789/social-callback.html?result=r_1&origin=https%3A%2F%2Fdapp.example.com',
    )
    expect(callbackPageUrl('https://secure.example', { error: 'No & no' })).toBe(
      'https://secure.example/social-callback.html?error=No+%26+no',
    )
  })
})
