import { fuzzRuns } from '@airlock/testing/fuzz'
import { secp256k1 } from '@noble/curves/secp256k1'
import * as btc from '@scure/btc-signer'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { UnsupportedBitcoinAddressError } from './errors.ts'
import { REGTEST_NETWORK } from './network.ts'
import { signBip137Message, signBip322Simple } from './sign.ts'
import { verifyBitcoinMessage } from './verify.ts'

/*
 * A sign-in's Bitcoin address and base64 signature come from a wallet the cloud does not trust. Whatever
 * they hold, verification answers a boolean; only a valid address of a type without a key-path signature
 * (p2wsh…) throws, and it throws UnsupportedBitcoinAddressError, as documented.
 */

const RUNS = fuzzRuns()
const PRIVATE_KEY = new Uint8Array(32).fill(11)
const PUBLIC_KEY = secp256k1.getPublicKey(PRIVATE_KEY, true)
const MESSAGE = 'Sign in to app.example'

const ADDRESSES = [
  btc.p2wpkh(PUBLIC_KEY, REGTEST_NETWORK).address,
  btc.p2sh(btc.p2wpkh(PUBLIC_KEY, REGTEST_NETWORK), REGTEST_NETWORK).address,
  btc.p2tr(PUBLIC_KEY.slice(1), undefined, REGTEST_NETWORK).address,
  btc.p2pkh(PUBLIC_KEY, REGTEST_NETWORK).address,
  btc.p2wsh(btc.p2pk(PUBLIC_KEY), REGTEST_NETWORK).address,
  btc.p2wpkh(PUBLIC_KEY).address,
] as string[]

const signed = ADDRESSES.slice(0, 3).map((address) =>
  signBip322Simple({ address, message: MESSAGE, privateKey: PRIVATE_KEY, network: REGTEST_NETWORK }),
)

/** Valid addresses of every type, with a character changed, or random text. */
const address = fc.oneof(
  fc.constantFrom(...ADDRESSES),
  fc
    .tuple(fc.constantFrom(...ADDRESSES), fc.nat(), fc.constantFrom(...'qpzry9x8gf2tvdw0s3jn54khce6mua7lQP1'))
    .map(([text, at, char]) => text.slice(0, at % text.length) + char + text.slice((at % text.length) + 1)),
  fc.string({ maxLength: 70 }),
  fc.anything(),
)

const signature = fc.oneof(
  fc.constantFrom(...signed),
  fc
    .tuple(fc.constantFrom(...signed), fc.nat(), fc.constantFrom(...'AZaz09+/='))
    .map(([text, at, char]) => text.slice(0, at % text.length) + char + text.slice((at % text.length) + 1)),
  fc.uint8Array({ maxLength: 120 }).map((bytes) => Buffer.from(bytes).toString('base64')),
  fc
    .uint8Array({ minLength: 64, maxLength: 64 })
    .map((bytes) => Buffer.from([31, ...bytes]).toString('base64')),
  fc
    .array(fc.uint8Array({ maxLength: 80 }), { maxLength: 3 })
    .map((items) =>
      Buffer.from([items.length, ...items.flatMap((item) => [item.length, ...item])]).toString('base64'),
    ),
  fc.string({ maxLength: 100 }),
  fc.anything(),
)

describe('BIP-322 / BIP-137 verification under random input', () => {
  it('verifies the signatures the mutations start from', () => {
    for (const [index, text] of signed.entries()) {
      expect(
        verifyBitcoinMessage({ address: ADDRESSES[index] as string, message: MESSAGE, signature: text }),
      ).toBe(true)
    }
    const legacy = signBip137Message({
      address: ADDRESSES[3] as string,
      message: MESSAGE,
      privateKey: PRIVATE_KEY,
      network: REGTEST_NETWORK,
    })
    expect(
      verifyBitcoinMessage({ address: ADDRESSES[3] as string, message: MESSAGE, signature: legacy }),
    ).toBe(true)
  })

  it('answers a boolean, or UnsupportedBitcoinAddressError for a script address', () => {
    fc.assert(
      fc.property(
        address,
        signature,
        fc.oneof(fc.constant(MESSAGE), fc.string(), fc.anything()),
        (addr, sig, message) => {
          try {
            expect(
              typeof verifyBitcoinMessage({
                address: addr as string,
                signature: sig as string,
                message: message as string,
              }),
            ).toBe('boolean')
          } catch (error) {
            expect(error, String((error as Error)?.stack)).toBeInstanceOf(UnsupportedBitcoinAddressError)
          }
        },
      ),
      { numRuns: RUNS },
    )
  })
})
