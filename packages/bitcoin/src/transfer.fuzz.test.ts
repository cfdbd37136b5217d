import { fuzzRuns } from '@airlock/testing/fuzz'
import { secp256k1 } from '@noble/curves/secp256k1'
import * as btc from '@scure/btc-signer'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REGTEST_NETWORK } from './bip322/network.ts'
import { addressFamily, addressFitsNetwork, referenceOfAddress } from './chains.ts'
import { base64ToBytes, hexToBytes, signatureToBase64 } from './encoding.ts'
import { finalizeSignedPsbt } from './transfer.ts'

/*
 * What a Bitcoin wallet hands back to the kit: a signed PSBT, a signature in base64 or hex, addresses.
 * Whatever the bytes, the kit's readers answer a value or throw an Error with a message, never hang.
 */

const RUNS = fuzzRuns()
/** Any code point, lone surrogates included (fast-check's 'binary' unit costs seconds to build). */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code))

/** A one-input PSBT paying a regtest address, signed: finalizing it gives the raw transaction. */
function psbt(): Uint8Array {
  const privateKey = new Uint8Array(32).fill(3)
  const payment = btc.p2wpkh(secp256k1.getPublicKey(privateKey, true), REGTEST_NETWORK)
  const tx = new btc.Transaction()
  tx.addInput({
    txid: new Uint8Array(32).fill(1),
    index: 0,
    witnessUtxo: { script: payment.script, amount: 5_000n },
  })
  tx.addOutputAddress(payment.address as string, 4_000n, REGTEST_NETWORK)
  tx.sign(privateKey)
  return tx.toPSBT()
}
const PSBT = psbt()

const psbtBytes = fc.oneof(
  fc
    .array(fc.record({ at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }), cut: fc.boolean() }), {
      minLength: 1,
      maxLength: 3,
    })
    .map((edits) => {
      let bytes = Array.from(PSBT)
      for (const { at, byte, cut } of edits) {
        const index = at % bytes.length
        if (cut) bytes = bytes.slice(0, index)
        else bytes[index] = byte
      }
      return Uint8Array.from(bytes)
    }),
  fc.uint8Array({ maxLength: 100 }).map((rest) => Uint8Array.from([0x70, 0x73, 0x62, 0x74, 0xff, ...rest])),
  fc.uint8Array({ maxLength: 100 }),
)

function valueOrError<T>(read: () => T): T | undefined {
  try {
    return read()
  } catch (error) {
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message.length).toBeGreaterThan(0)
    return undefined
  }
}

describe('a Bitcoin wallet answer under random input', () => {
  it('finalizes the signed PSBT the mutations start from', () => {
    expect(finalizeSignedPsbt(PSBT)).toMatch(/^02000000/)
  })

  it('finalizeSignedPsbt answers the raw transaction hex or throws an Error', () => {
    fc.assert(
      fc.property(psbtBytes, (bytes) => {
        const hex = valueOrError(() => finalizeSignedPsbt(bytes))
        if (hex !== undefined) expect(hex).toMatch(/^([0-9a-f]{2})+$/)
      }),
      { numRuns: RUNS },
    )
  })

  it('signature and byte decoders answer bytes or a string, or throw an Error', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 140 }),
          fc.string({ unit: anyCodePoint, maxLength: 20 }),
          fc.base64String(),
          fc.uint8Array(),
          fc.anything(),
        ),
        (value) => {
          valueOrError(() => signatureToBase64(value))
          if (typeof value === 'string') {
            valueOrError(() => base64ToBytes(value))
            valueOrError(() => hexToBytes(value))
          }
        },
      ),
      { numRuns: RUNS },
    )
  })

  it('address family checks never throw', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(fc.string({ maxLength: 64 }), fc.constantFrom('bc1', 'tb1', 'bcrt1', '1', '3', 'm', '2'))
          .chain((head) => fc.string({ maxLength: 40 }).map((tail) => head + tail)),
        fc.oneof(
          fc.string({ maxLength: 45 }),
          fc.constantFrom('bip122:000000000019d6689c085ae165831e93', '0f9188f13cb7b2c71f2a335e3a4fc328'),
        ),
        (address, network) => {
          addressFamily(address)
          expect(typeof addressFitsNetwork(address, network)).toBe('boolean')
          referenceOfAddress(address, network)
        },
      ),
      { numRuns: RUNS },
    )
  })
})
