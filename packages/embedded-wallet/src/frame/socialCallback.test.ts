import { describe, expect, it } from 'vitest'
import { planSocialCallback } from './socialCallback.ts'

describe('the social login popup page', () => {
  it('posts the result to the origin given, and says the window can close', () => {
    expect(planSocialCallback('?result=abc_123&origin=https%3A%2F%2Fdapp.example.com')).toEqual({
      message: { type: '@airlock-frame/SOCIAL_RESULT', payload: { result: 'abc_123' } },
      targetOrigin: 'https://dapp.example.com',
      text: 'Signed in. You can close this window.',
    })
  })

  it('posts an error as an error', () => {
    const plan = planSocialCallback('?error=The+sign-in+was+cancelled.&origin=http://127.0.0.1:5173')
    expect(plan.message.payload).toEqual({ error: 'The sign-in was cancelled.' })
    expect(plan.targetOrigin).toBe('http://127.0.0.1:5173')
    expect(plan.text).toBe('The sign-in was cancelled.')
  })

  it('posts nothing without an http(s) origin', () => {
    for (const origin of ['', '*', 'javascript:alert(1)', 'https://dapp.example.com/path', 'null']) {
      expect(
        planSocialCallback(`?result=abc&origin=${encodeURIComponent(origin)}`).targetOrigin,
      ).toBeUndefined()
    }
    expect(planSocialCallback('?error=bad').targetOrigin).toBeUndefined()
  })
})
