import { getBase58Decoder, getBase58Encoder, getBase64Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from './encoding.ts'

const samples = [
  new Uint8Array(0),
  new Uint8Array([0]),
  new Uint8Array([0, 0, 1, 255]),
  new Uint8Array(32),
  Uint8Array.from({ length: 64 }, (_, i) => (i * 37 + 11) % 256),
  Uint8Array.from({ length: 32 }, (_, i) => 255 - i),
]

describe('base58 and base64', () => {
  it.each(samples.map((bytes) => [bytes.length, bytes] as const))(
    'base58 of %i bytes matches @solana/kit both ways',
    (_length, bytes) => {
      const text = getBase58Decoder().decode(bytes)
      expect(encodeBase58(bytes)).toBe(text)
      expect(decodeBase58(text)).toEqual(new Uint8Array(getBase58Encoder().encode(text)))
    },
  )

  it('decodes the System program address to 32 zero bytes and refuses characters outside the alphabet', () => {
    expect(decodeBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32))
    expect(() => decodeBase58('0OIl')).toThrow('Invalid base58 character: 0')
  })

  it('base64 matches @solana/kit both ways', () => {
    for (const bytes of samples) {
      const text = getBase64Decoder().decode(bytes)
      expect(encodeBase64(bytes)).toBe(text)
      expect(decodeBase64(text)).toEqual(bytes)
    }
  })
})
