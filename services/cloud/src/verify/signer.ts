import { createHash } from 'node:crypto'
import type { AttestationClaims } from '@airlock/protocol/cloud-api'
import { p256 } from '@noble/curves/p256'
import type { Queryable } from '../db/types.ts'

/** The public key as the official client reads it from /v3/public-key (its P256KeyDataType). */
export interface VerifyPublicJwk {
  crv: 'P-256'
  ext: true
  key_ops: ['verify']
  kty: 'EC'
  /** base64url (no padding) of the 32-byte coordinates. */
  x: string
  y: string
}

export interface VerifySigner {
  readonly publicJwk: VerifyPublicJwk
  /** An ES256 JWT (header `{alg: 'ES256', typ: 'JWT'}`) over the claims. */
  sign(claims: AttestationClaims): string
}

/** The one row of verify_keys the service signs with. */
const KEY_ID = 'attestation'
const HEX_KEY = /^[0-9a-f]{64}$/

const base64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url')

export function createVerifySigner(privateKey: Uint8Array): VerifySigner {
  // Uncompressed: 0x04 || x (32) || y (32).
  const publicKey = p256.getPublicKey(privateKey, false)
  const publicJwk: VerifyPublicJwk = {
    crv: 'P-256',
    ext: true,
    key_ops: ['verify'],
    kty: 'EC',
    x: base64url(publicKey.subarray(1, 33)),
    y: base64url(publicKey.subarray(33, 65)),
  }
  const header = base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }))
  return {
    publicJwk,
    sign(claims) {
      const input = `${header}.${base64url(JSON.stringify(claims))}`
      const digest = new Uint8Array(createHash('sha256').update(input).digest())
      return `${input}.${base64url(p256.sign(digest, privateKey).toCompactRawBytes())}`
    },
  }
}

/**
 * The service's signer, its key read from the database; the first start generates and stores it. Two
 * instances starting together on one database both insert a candidate, one wins, and both read the winner.
 */
export async function loadVerifySigner(db: Queryable): Promise<VerifySigner> {
  const candidate = Buffer.from(p256.utils.randomPrivateKey()).toString('hex')
  await db.query('insert into verify_keys (id, private_key) values ($1, $2) on conflict (id) do nothing', [
    KEY_ID,
    candidate,
  ])
  const [row] = await db.query<{ private_key: string }>('select private_key from verify_keys where id = $1', [
    KEY_ID,
  ])
  if (!row || !HEX_KEY.test(row.private_key)) {
    throw new Error('verify_keys holds no valid P-256 private key (expected 64 lower-case hex digits)')
  }
  return createVerifySigner(new Uint8Array(Buffer.from(row.private_key, 'hex')))
}
