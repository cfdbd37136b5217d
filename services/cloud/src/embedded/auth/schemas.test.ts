import { describe, expect, it } from 'vitest'
import { formatZodError } from '../../validation.ts'
import { emailStartSchema, emailVerifySchema, walletSchema } from './schemas.ts'

const DEVICE = 'device_0123456789abcdef'

function error(schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value)
  if (result.success) return undefined
  return formatZodError(result.error as Parameters<typeof formatZodError>[0])
}

describe('embedded wallet input', () => {
  it('needs a valid email (kept lower case) and a device id', () => {
    expect(emailStartSchema.parse({ email: ' Alice@Example.COM ', deviceId: DEVICE })).toEqual({
      email: 'alice@example.com',
      deviceId: DEVICE,
    })
    expect(error(emailStartSchema, { email: 'not-an-email', deviceId: DEVICE })).toBe(
      'email: Invalid email address',
    )
    expect(error(emailStartSchema, { deviceId: DEVICE })).toBe('email: email is required')
    expect(error(emailStartSchema, { email: 'a@b.co', deviceId: 'short' })).toBe(
      'deviceId: deviceId is 16 to 128 letters, digits, - or _',
    )
  })

  it('needs the code as a string of 6 digits', () => {
    const base = { email: 'a@b.co', deviceId: DEVICE }
    expect(error(emailVerifySchema, { ...base, otp: '012345' })).toBeUndefined()
    expect(error(emailVerifySchema, { ...base, otp: 123456 })).toBe('otp: otp must be a string')
    expect(error(emailVerifySchema, { ...base, otp: '12345' })).toBe('otp: The code is 6 digits')
    expect(error(emailVerifySchema, { ...base, otp: '12345a' })).toBe('otp: The code is 6 digits')
  })

  it('needs a wallet address and two bounded shares', () => {
    const wallet = { address: `0x${'AB'.repeat(20)}`, authShare: 'aa', recoveryShare: 'bb' }
    expect(walletSchema.parse(wallet).address).toBe(`0x${'ab'.repeat(20)}`)
    expect(error(walletSchema, { ...wallet, address: '0x12' })).toBe(
      'address: address must be 0x and 40 hex digits',
    )
    expect(error(walletSchema, { ...wallet, authShare: '' })).toBe('authShare: share is empty')
    expect(error(walletSchema, { ...wallet, recoveryShare: 'x'.repeat(4097) })).toBe(
      'recoveryShare: share is longer than 4096 characters',
    )
  })
})
