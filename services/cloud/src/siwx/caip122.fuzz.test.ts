import { fuzzRuns } from '@airlock/testing/fuzz'
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { p2wpkh } from '@scure/btc-signer'
import { getBase58Decoder } from '@solana/kit'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bitcoinChainSchema } from '../bitcoin/config.ts'
import { BITCOIN_NETWORKS } from '../bitcoin/network.ts'
import { solanaChainSchema } from '../solana/config.ts'
import { isNonEvmSignIn, parseCaip122Message } from './caip122.ts'
import { checkNonEvmMessage, verifyNonEvmSignature } from './nonEvm.ts'

/*
 * A CAIP-122 sign-in message (Solana, Bitcoin) is text the page and the wallet chose. Parsing answers its
 * fields or undefined, the check answers ok or a readable error, signature checks answer a boolean: none of
 * them throws, whatever the lines hold.
 */

const RUNS = fuzzRuns()
/** Any code point, lone surrogates included (fast-check's 'binary' unit costs seconds to build). */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code))
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const KEY = new Uint8Array(32).fill(9)
const SOLANA_ADDRESS = getBase58Decoder().decode(ed25519.getPublicKey(KEY))
const BITCOIN_ADDRESS = p2wpkh(secp256k1.getPublicKey(KEY, true), BITCOIN_NETWORKS.regtest).address as string
const ORIGIN = 'https://app.example'
const NOW = new Date('2026-06-01T00:00:00.000Z')

const context = {
  origin: ORIGIN,
  solanaChains: new Map([
    [SOLANA, solanaChainSchema.parse({ caipNetworkId: SOLANA, rpcUrl: 'http://127.0.0.1:9' })],
  ]),
  bitcoinChains: new Map([
    [BITCOIN, bitcoinChainSchema.parse({ caipNetworkId: BITCOIN, esploraUrl: 'http://127.0.0.1:9' })],
  ]),
  now: NOW,
}

function message(fields: Record<string, string>, address: string, chainId: string): string {
  return [
    'app.example wants you to sign in with your Solana account:',
    address,
    '',
    'Sign in.',
    '',
    `URI: ${ORIGIN}`,
    'Version: 1',
    `Chain ID: ${chainId}`,
    `Nonce: ${fields.nonce ?? 'abcdefgh'}`,
    `Issued At: ${fields.issuedAt ?? '2026-06-01T00:00:00.000Z'}`,
    ...(fields.expirationTime ? [`Expiration Time: ${fields.expirationTime}`] : []),
    'Resources:',
    '- urn:recap:eyJhdHQiOnt9fQ',
  ].join('\n')
}

const line = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    'URI: ',
    'Version: 1',
    'Version: 2',
    'Chain ID: ',
    'Nonce: ',
    'Issued At: not a date',
    'Issued At: 2026-13-45T99:99:99Z',
    'Expiration Time: 1970-01-01T00:00:00Z',
    'Resources:',
    '- ',
    '',
    ' wants you to sign in with your  account:',
    `${'a'.repeat(2000)} wants you to sign in with your ${'b '.repeat(1000)} account:`,
  ),
)

/** A valid message with one line replaced, inserted or removed, or random lines. */
const messageText = fc.oneof(
  fc
    .record({
      lines: fc.constantFrom(
        message({}, SOLANA_ADDRESS, SOLANA).split('\n'),
        message({}, BITCOIN_ADDRESS, BITCOIN).split('\n'),
      ),
      at: fc.nat(),
      action: fc.constantFrom('replace', 'insert', 'remove'),
      line,
    })
    .map(({ lines, at, action, line }) => {
      const copy = [...lines]
      const index = at % (copy.length + 1)
      if (action === 'replace') copy[index] = line
      else if (action === 'insert') copy.splice(index, 0, line)
      else copy.splice(index, 1)
      return copy.join('\n')
    }),
  fc
    .record({
      nonce: fc.string(),
      issuedAt: fc.string(),
      expirationTime: fc.string(),
      address: fc.string(),
      chain: fc.string(),
    })
    .map(({ address, chain, ...fields }) => message(fields, address, chain)),
  fc.array(line, { maxLength: 14 }).map((lines) => lines.join('\n')),
  fc.string({ unit: anyCodePoint, maxLength: 300 }),
)

/** A signature as either chain's wallets send one: base58, base64 (BIP-322 witness or BIP-137), or junk. */
const signatureText = fc.oneof(
  fc.string({ maxLength: 100 }),
  fc.base64String({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 120 }).map((bytes) => Buffer.from(bytes).toString('base64')),
  fc.uint8Array({ minLength: 64, maxLength: 64 }).map((bytes) => getBase58Decoder().decode(bytes)),
  // A BIP-322 witness stack: count, then length-prefixed items (a 65-byte BIP-137 signature is also 65 bytes).
  fc
    .array(fc.uint8Array({ maxLength: 80 }), { maxLength: 3 })
    .map((items) =>
      Buffer.from([items.length, ...items.flatMap((item) => [item.length, ...item])]).toString('base64'),
    ),
)

describe('CAIP-122 sign-in messages under random input', () => {
  it('the unmutated message parses and checks: the mutations start from a valid one', () => {
    const text = message({}, SOLANA_ADDRESS, SOLANA)
    expect(checkNonEvmMessage(text, context)).toMatchObject({ ok: true })
    const signature = getBase58Decoder().decode(ed25519.sign(new TextEncoder().encode(text), KEY))
    const checked = checkNonEvmMessage(text, context)
    if (!checked.ok) throw new Error(checked.error)
    expect(verifyNonEvmSignature(checked.message, text, signature)).toBe(true)
    expect(checkNonEvmMessage(message({}, BITCOIN_ADDRESS, BITCOIN), context)).toMatchObject({ ok: true })
  })

  it('parse, check and verify never throw: fields or undefined, ok or a readable error, a boolean', () => {
    fc.assert(
      fc.property(messageText, signatureText, (text, signature) => {
        expect(typeof isNonEvmSignIn(text)).toBe('boolean')
        const fields = parseCaip122Message(text)
        if (fields) {
          expect(typeof fields.address).toBe('string')
          expect(fields.address).not.toMatch(/\s/)
        }
        const checked = checkNonEvmMessage(text, context)
        if (!checked.ok) {
          expect(checked.error.length).toBeGreaterThan(0)
          return
        }
        expect(typeof verifyNonEvmSignature(checked.message, text, signature)).toBe('boolean')
      }),
      { numRuns: RUNS },
    )
  })
})
