import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { verifyEd25519Native } from './auth.ts'

describe('native Ed25519 verification', () => {
  it('agrees with @noble on valid, tampered and foreign signatures', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 200 }), fc.nat(63), (message, flip) => {
        const seed = randomBytes(32)
        const publicKey = ed25519.getPublicKey(seed)
        const signature = ed25519.sign(message, seed)
        expect(verifyEd25519Native(signature, message, publicKey)).toBe(true)
        const tampered = signature.slice()
        tampered[flip] = (tampered[flip] as number) ^ 1
        expect(verifyEd25519Native(tampered, message, publicKey)).toBe(
          ed25519.verify(tampered, message, publicKey),
        )
        const other = ed25519.getPublicKey(randomBytes(32))
        expect(verifyEd25519Native(signature, message, other)).toBe(false)
      }),
      { numRuns: 100 },
    )
  })

  it('refuses keys of the wrong length', () => {
    expect(verifyEd25519Native(new Uint8Array(64), new Uint8Array(1), new Uint8Array(31))).toBe(false)
  })
})
