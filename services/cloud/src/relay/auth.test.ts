import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { signRelayJwt } from '@airlock/protocol'
import { ed25519 } from '@noble/curves/ed25519'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ProjectStore } from '../projects/store.ts'
import { admit, verifyEd25519Native } from './auth.ts'

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

describe('admit: origin without a projectId', () => {
  const now = Date.now()
  const token = signRelayJwt({
    seed: randomBytes(32),
    aud: 'ws://127.0.0.1/relay',
    iat: Math.floor(now / 1000),
  })
  const url = new URL(`http://relay.invalid/relay?auth=${token}`)
  // Never asked: without a projectId no project is looked up.
  const projects = {
    get: async () => {
      throw new Error('no project lookup expected')
    },
  } as unknown as ProjectStore
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage

  it('refuses a page (Origin present) that names no projectId with 3000', async () => {
    expect(await admit(request({ origin: 'https://app.example.com' }), url, projects, now)).toEqual({
      ok: false,
      closeCode: 3000,
      reason: 'Unauthorized: origin not allowed',
    })
  })

  it('admits a client without Origin (a Node wallet) on its JWT alone', async () => {
    expect(await admit(request({}), url, projects, now)).toMatchObject({ ok: true, projectId: undefined })
  })
})
