import { NETWORK, p2pkh, p2sh, p2tr, p2wpkh, TEST_NETWORK, WIF } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr, sha256 } from '@scure/btc-signer/utils.js'
import { describe, expect, it } from 'vitest'
import { BitcoinMessageSigningError, UnsupportedBitcoinAddressError } from './errors.ts'
import { type BitcoinNetworkName, type BitcoinNetworkParams, REGTEST_NETWORK } from './network.ts'
import { signBip137Message, signBip322Simple } from './sign.ts'
import { verifyBitcoinMessage } from './verify.ts'

const BIP_KEY = WIF(NETWORK).decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
const privateKey = sha256(new TextEncoder().encode('airlock-bip322-test-key'))
const otherKey = sha256(new TextEncoder().encode('airlock-bip322-other-key'))
const message = 'Sign in to Airlock\nnonce: 42\nÜnïcödé ✓'

const networks: [BitcoinNetworkName, BitcoinNetworkParams][] = [
  ['mainnet', NETWORK],
  ['testnet', TEST_NETWORK],
  ['regtest', REGTEST_NETWORK],
]

function addresses(key: Uint8Array, network: BitcoinNetworkParams) {
  const inner = p2wpkh(pubECDSA(key, true), network)
  return {
    p2wpkh: inner.address!,
    p2shP2wpkh: p2sh(inner, network).address!,
    p2tr: p2tr(pubSchnorr(key), undefined, network).address!,
    p2pkh: p2pkh(pubECDSA(key, true), network).address!,
  }
}

describe('signBip322Simple', () => {
  // The BIP gives two signatures per message: Bitcoin Core's (low-R grinding) and plain RFC 6979, which
  // is what scure makes; its grinding differs from Core's, so the plain one is the byte-exact match.
  it("reproduces BIP-322's p2wpkh vectors byte for byte (the RFC 6979 ones)", () => {
    const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    expect(signBip322Simple({ privateKey: BIP_KEY, address, message: 'Hello World' })).toBe(
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    )
    expect(signBip322Simple({ privateKey: BIP_KEY, address, message: '' })).toBe(
      'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    )
    expect(
      signBip322Simple({ privateKey: BIP_KEY, address, message: 'Hello World', network: 'mainnet' }),
    ).toBe(signBip322Simple({ privateKey: BIP_KEY, address, message: 'Hello World' }))
  })

  it("signs the BIP key's taproot address with a 64-byte (SIGHASH_DEFAULT) signature that verifies", () => {
    const address = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
    const signature = signBip322Simple({ privateKey: BIP_KEY, address, message: 'Hello World' })
    expect(atob(signature)).toHaveLength(66) // item count, length, 64-byte Schnorr signature
    expect(verifyBitcoinMessage({ address, message: 'Hello World', signature })).toBe(true)
  })

  for (const [name, params] of networks) {
    it(`round-trips p2wpkh, p2sh-p2wpkh and p2tr on ${name}`, () => {
      const own = addresses(privateKey, params)
      for (const address of [own.p2wpkh, own.p2shP2wpkh, own.p2tr]) {
        const signature = signBip322Simple({ privateKey, address, message })
        expect(verifyBitcoinMessage({ address, message, signature })).toBe(true)
        expect(verifyBitcoinMessage({ address, message, signature, network: name })).toBe(true)
        expect(verifyBitcoinMessage({ address, message: `${message}.`, signature })).toBe(false)
        const other = addresses(otherKey, params)
        for (const wrong of [other.p2wpkh, other.p2shP2wpkh, other.p2tr]) {
          expect(verifyBitcoinMessage({ address: wrong, message, signature })).toBe(false)
        }
      }
    })
  }

  it('refuses to sign for an address the key does not own, or one that does not decode', () => {
    const other = addresses(otherKey, REGTEST_NETWORK)
    for (const address of [other.p2wpkh, other.p2shP2wpkh, other.p2tr, 'bcrt1qbroken']) {
      expect(() => signBip322Simple({ privateKey, address, message })).toThrow(BitcoinMessageSigningError)
    }
    const own = addresses(privateKey, NETWORK).p2wpkh
    expect(() => signBip322Simple({ privateKey, address: own, message, network: 'regtest' })).toThrow(
      BitcoinMessageSigningError,
    )
    expect(() => signBip322Simple({ privateKey: new Uint8Array(32), address: own, message })).toThrow(
      BitcoinMessageSigningError,
    )
  })

  it('has no simple form for p2pkh', () => {
    const address = addresses(privateKey, NETWORK).p2pkh
    expect(() => signBip322Simple({ privateKey, address, message })).toThrow(UnsupportedBitcoinAddressError)
  })
})

describe('signBip137Message', () => {
  for (const [name, params] of networks) {
    it(`round-trips p2pkh, p2sh-p2wpkh and p2wpkh on ${name}, headers by address type`, () => {
      const own = addresses(privateKey, params)
      const headers: [string, number][] = [
        [own.p2pkh, 31],
        [own.p2shP2wpkh, 35],
        [own.p2wpkh, 39],
      ]
      for (const [address, base] of headers) {
        const signature = signBip137Message({ privateKey, address, message })
        const header = atob(signature).charCodeAt(0)
        expect(header - base).toBeGreaterThanOrEqual(0)
        expect(header - base).toBeLessThan(4)
        expect(verifyBitcoinMessage({ address, message, signature })).toBe(true)
        expect(verifyBitcoinMessage({ address, message: 'another', signature })).toBe(false)
        expect(
          verifyBitcoinMessage({ address: addresses(otherKey, params).p2wpkh, message, signature }),
        ).toBe(false)
      }
    })
  }

  it('has no taproot form', () => {
    const address = addresses(privateKey, NETWORK).p2tr
    expect(() => signBip137Message({ privateKey, address, message })).toThrow(UnsupportedBitcoinAddressError)
  })
})
