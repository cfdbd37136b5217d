import { describe, expect, it } from 'vitest'
import { codeMatches, generateCode, hashCode, randomToken } from './codes.ts'
import { deriveEmbeddedKeys } from './keys.ts'
import { hashToken } from './tokens.ts'

describe('one-time codes', () => {
  it('are 6 digits, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateCode)
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(1900)
    expect(codes.some((code) => code.startsWith('0'))).toBe(true)
  })

  it('are stored as a keyed hash bound to their row, checked in constant time', async () => {
    const { code: key } = await deriveEmbeddedKeys('s'.repeat(64))
    const other = await deriveEmbeddedKeys('t'.repeat(64))
    const hash = await hashCode(key, 'row-1', '012345')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toBe(await hashCode(key, 'row-2', '012345'))
    await expect(codeMatches(key, 'row-1', '012345', hash)).resolves.toBe(true)
    await expect(codeMatches(key, 'row-1', '012346', hash)).resolves.toBe(false)
    await expect(codeMatches(key, 'row-2', '012345', hash)).resolves.toBe(false)
    await expect(codeMatches(other.code, 'row-1', '012345', hash)).resolves.toBe(false)
    await expect(codeMatches(key, 'row-1', '012345', 'junk')).resolves.toBe(false)
  })
})

describe('tokens', () => {
  it('are 256 random bits, kept as SHA-256', () => {
    const token = randomToken()
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(randomToken()).not.toBe(token)
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashToken(token)).toBe(hashToken(token))
  })
})
