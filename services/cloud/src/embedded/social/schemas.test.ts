import { describe, expect, it } from 'vitest'
import { authorizeQuerySchema, completeBodySchema, providerParamsSchema } from './schemas.ts'

describe('social login input', () => {
  it('takes the six providers of the spec only', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord'])
      expect(providerParamsSchema.parse({ provider })).toEqual({ provider })
    const farcaster = providerParamsSchema.safeParse({ provider: 'farcaster' })
    expect(farcaster.success).toBe(false)
    expect(farcaster.error?.issues[0]?.message).toMatch(/Unknown social provider/)
  })

  it('takes an exact http(s) origin', () => {
    const deviceId = 'device-0123456789ab'
    expect(authorizeQuerySchema.parse({ deviceId, origin: 'http://127.0.0.1:5173' }).origin).toBe(
      'http://127.0.0.1:5173',
    )
    for (const origin of ['https://a.example/path', 'javascript:alert(1)', 'null', 'https://a.example/'])
      expect(authorizeQuerySchema.safeParse({ deviceId, origin }).success).toBe(false)
  })

  it('takes a token-shaped result', () => {
    const deviceId = 'device-0123456789ab'
    expect(completeBodySchema.safeParse({ result: 'a'.repeat(43), deviceId }).success).toBe(true)
    expect(completeBodySchema.safeParse({ result: 'short', deviceId }).success).toBe(false)
    expect(completeBodySchema.safeParse({ result: '<script>aaaaaaaaaaaa', deviceId }).success).toBe(false)
  })
})
