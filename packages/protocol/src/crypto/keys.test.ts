import { x25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha256'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { describe, expect, it } from 'vitest'
import { deriveSymKey, generateKeyPair, generateSymKey, publicKeyOf, topicOf } from './keys.ts'

const HEX64 = /^[0-9a-f]{64}$/

describe('generateKeyPair', () => {
  it('returns 64-hex keys whose public half matches the private half', () => {
    const pair = generateKeyPair()
    expect(pair.privateKey).toMatch(HEX64)
    expect(pair.publicKey).toMatch(HEX64)
    expect(publicKeyOf(pair.privateKey)).toBe(pair.publicKey)
    expect(generateKeyPair().privateKey).not.toBe(pair.privateKey)
  })
})

describe('deriveSymKey', () => {
  it('gives both sides the same key', () => {
    const a = generateKeyPair()
    const b = generateKeyPair()
    const key = deriveSymKey(a.privateKey, b.publicKey)
    expect(key).toMatch(HEX64)
    expect(deriveSymKey(b.privateKey, a.publicKey)).toBe(key)
  })

  it('is HKDF-SHA256 over the X25519 secret with empty salt and info', () => {
    const a = generateKeyPair()
    const b = generateKeyPair()
    const shared = x25519.getSharedSecret(hexToBytes(a.privateKey), hexToBytes(b.publicKey))
    const expected = bytesToHex(hkdf(sha256, shared, new Uint8Array(0), new Uint8Array(0), 32))
    expect(deriveSymKey(a.privateKey, b.publicKey)).toBe(expected)
  })

  it('rejects a malformed peer key', () => {
    expect(() => deriveSymKey(generateKeyPair().privateKey, 'abcd')).toThrow('peer public key must be 64 hex')
  })
})

describe('generateSymKey / topicOf', () => {
  it('makes random 32-byte keys', () => {
    expect(generateSymKey()).toMatch(HEX64)
    expect(generateSymKey()).not.toBe(generateSymKey())
  })

  it('hashes the raw key bytes, not the hex text', () => {
    const key = '00'.repeat(32)
    // SHA-256 of 32 zero bytes.
    expect(topicOf(key)).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925')
  })
})
