import { describe, expect, it } from 'vitest'
import { isLoopbackUrl } from './loopbackUrl.ts'

describe('isLoopbackUrl', () => {
  it('accepts only this machine over http(s)', () => {
    expect(isLoopbackUrl('http://127.0.0.1:8545')).toBe(true)
    expect(isLoopbackUrl('https://localhost')).toBe(true)
    expect(isLoopbackUrl('http://[::1]:8545')).toBe(true)
    expect(isLoopbackUrl('http://10.0.0.1')).toBe(false)
    expect(isLoopbackUrl('ws://127.0.0.1')).toBe(false)
    expect(isLoopbackUrl('not a url')).toBe(false)
    expect(isLoopbackUrl(undefined)).toBe(false)
  })
})
