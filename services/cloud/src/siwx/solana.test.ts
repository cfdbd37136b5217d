import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { solanaSignatureBytes, verifySolanaMessage } from './solana.ts'

const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
const secret = new Uint8Array(32).fill(7)
const address = base58(ed25519.getPublicKey(secret))
const message = 'dapp.example.com wants you to sign in with your Solana account:\n…'
const signature = ed25519.sign(new TextEncoder().encode(message), secret)

describe('verifySolanaMessage', () => {
  it("accepts the key's Ed25519 signature of the UTF-8 text, in base58 or base64", () => {
    expect(verifySolanaMessage({ address, message, signature: base58(signature) })).toBe(true)
    expect(
      verifySolanaMessage({ address, message, signature: Buffer.from(signature).toString('base64') }),
    ).toBe(true)
  })

  it('refuses another message, another key, and signatures that are not 64 bytes of base58 or base64', () => {
    expect(verifySolanaMessage({ address, message: `${message}!`, signature: base58(signature) })).toBe(false)
    const other = base58(ed25519.getPublicKey(new Uint8Array(32).fill(8)))
    expect(verifySolanaMessage({ address: other, message, signature: base58(signature) })).toBe(false)
    expect(verifySolanaMessage({ address, message, signature: base58(signature.slice(0, 63)) })).toBe(false)
    expect(
      verifySolanaMessage({ address, message, signature: `0x${Buffer.from(signature).toString('hex')}` }),
    ).toBe(false)
    expect(verifySolanaMessage({ address: 'not-an-address', message, signature: base58(signature) })).toBe(
      false,
    )
    expect(solanaSignatureBytes('')).toBeUndefined()
  })
})
