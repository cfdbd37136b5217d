import { describe, expect, it } from 'vitest'
import { deriveEmbeddedKeys } from './keys.ts'
import { decryptShare, encryptShare } from './shareCipher.ts'

const SECRET = 'a'.repeat(64)
const SHARE = '0x01abcdef0123456789'

describe('share encryption (AES-256-GCM under HKDF-SHA256 keys)', () => {
  it('round-trips, with a fresh IV each time and no clear text stored', async () => {
    const keys = await deriveEmbeddedKeys(SECRET)
    const a = await encryptShare(keys.authShare, SHARE, 'user-1', 'auth')
    const b = await encryptShare(keys.authShare, SHARE, 'user-1', 'auth')
    expect(a).not.toBe(b)
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]+$/)
    expect(a).not.toContain('abcdef')
    await expect(decryptShare(keys.authShare, a, 'user-1', 'auth')).resolves.toBe(SHARE)
  })

  it('fails for another user, another kind, another key or another secret', async () => {
    const keys = await deriveEmbeddedKeys(SECRET)
    const other = await deriveEmbeddedKeys('b'.repeat(64))
    const sealed = await encryptShare(keys.authShare, SHARE, 'user-1', 'auth')
    await expect(decryptShare(keys.authShare, sealed, 'user-2', 'auth')).rejects.toThrow()
    await expect(decryptShare(keys.authShare, sealed, 'user-1', 'recovery')).rejects.toThrow()
    await expect(decryptShare(keys.recoveryShare, sealed, 'user-1', 'auth')).rejects.toThrow()
    await expect(decryptShare(other.authShare, sealed, 'user-1', 'auth')).rejects.toThrow()
    await expect(decryptShare(keys.authShare, 'v2.x.y', 'user-1', 'auth')).rejects.toThrow(
      'Unknown encrypted share format',
    )
  })

  it('derives the same keys from the same secret (shares survive a restart)', async () => {
    const sealed = await encryptShare(
      (await deriveEmbeddedKeys(SECRET)).recoveryShare,
      SHARE,
      'u',
      'recovery',
    )
    const again = await deriveEmbeddedKeys(SECRET)
    await expect(decryptShare(again.recoveryShare, sealed, 'u', 'recovery')).resolves.toBe(SHARE)
  })
})
