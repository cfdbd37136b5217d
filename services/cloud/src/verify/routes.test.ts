import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AttestationClaims } from '@airlock/protocol/cloud-api'
import { verifyP256Jwt } from '@walletconnect/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import type { DbKind } from '../db/types.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'
import { seedPgliteFolder } from '../test/pgliteDump.ts'
import { ATTESTATION_TTL_SECONDS, PUBLIC_KEY_TTL_SECONDS } from './routes.ts'
import type { VerifyPublicJwk } from './signer.ts'

const databases = useTestDatabases()
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-verify-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const DAPP = 'https://dapp.example'
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')
const ID = sha256('envelope-1')
const DECRYPTED_ID = sha256('{"id":1,"jsonrpc":"2.0","method":"wc_sessionPropose","params":{}}')
const nowSeconds = () => Math.floor(Date.now() / 1000)

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as AttestationClaims

/** A database that outlives one cloud: a PGlite folder, or a PostgreSQL database. */
async function persistentOptions(kind: DbKind, name: string) {
  if (kind !== 'pglite') return databases.options(kind)
  const dataDir = join(dir, name)
  // An initialised cluster: the first cloud on the folder loads it instead of running initdb.
  await seedPgliteFolder(dataDir)
  return { dataDir }
}

describe.each(DB_KINDS)('verify service on %s', (kind) => {
  let cloud: Cloud
  const url = (path: string) => `${cloud.url}/verify${path}`
  const attest = (body: unknown, headers: Record<string, string> = { origin: DAPP }) =>
    fetchJson<{ jwt?: string; error?: string }>(url('/v3/attestation'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const publicKey = async () =>
    (await fetchJson<{ publicKey: VerifyPublicJwk; expiresAt: number }>(url('/v3/public-key'))).body.publicKey

  beforeAll(async () => {
    cloud = await startTestCloud(await databases.options(kind))
  })
  afterAll(() => cloud?.close())

  it('publishes its ES256 key as the official JWK shape, readable from any origin', async () => {
    const response = await fetchJson<{ publicKey: VerifyPublicJwk; expiresAt: number }>(
      url('/v3/public-key'),
      {
        headers: { origin: DAPP },
      },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.body).toEqual({
      publicKey: {
        crv: 'P-256',
        ext: true,
        key_ops: ['verify'],
        kty: 'EC',
        x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        y: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      },
      expiresAt: expect.any(Number),
    })
    expect(Math.abs(response.body.expiresAt - nowSeconds() - PUBLIC_KEY_TTL_SECONDS)).toBeLessThanOrEqual(5)
  })

  it('signs the request Origin into a JWT the official client verifies with the published key', async () => {
    const response = await attest({ id: ID, decryptedId: DECRYPTED_ID })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const jwt = response.body.jwt!
    expect(JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString())).toEqual({
      alg: 'ES256',
      typ: 'JWT',
    })
    const key = await publicKey()
    const claims = verifyP256Jwt<AttestationClaims>(jwt, key)
    expect(claims).toEqual({ exp: expect.any(Number), id: ID, origin: DAPP, isScam: false, isVerified: true })
    expect(Object.keys(claims)).toEqual(['exp', 'id', 'origin', 'isScam', 'isVerified'])
    expect(Math.abs(claims.exp - nowSeconds() - ATTESTATION_TTL_SECONDS)).toBeLessThanOrEqual(5)
    // A tampered payload fails the official check.
    const [header, , signature] = jwt.split('.')
    const forged = Buffer.from(JSON.stringify({ ...claims, origin: 'https://evil.example' })).toString(
      'base64url',
    )
    expect(() => verifyP256Jwt(`${header}.${forged}.${signature}`, key)).toThrow('Invalid signature')
  })

  it('attests only the origin part of Origin, and takes a text/plain body (no preflight)', async () => {
    const response = await fetchJson<{ jwt: string }>(url('/v3/attestation'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:5173' },
      body: JSON.stringify({ id: sha256('envelope-text') }),
    })
    expect(response.status).toBe(200)
    expect(claimsOf(response.body.jwt)).toMatchObject({
      id: sha256('envelope-text'),
      origin: 'http://localhost:5173',
    })
  })

  it('refuses without an Origin header, or with one that is not an http(s) origin', async () => {
    expect(await attest({ id: ID }, {})).toMatchObject({
      status: 400,
      body: {
        error:
          'Origin header required: an attestation states the origin of the page that asked for it, as its browser sends it',
      },
    })
    expect(await attest({ id: ID }, { origin: 'null' })).toMatchObject({
      status: 400,
      body: { error: "Origin header must be an http(s) origin, got 'null'" },
    })
    expect(await attest({ id: ID }, { origin: 'chrome-extension://abc' })).toMatchObject({
      status: 400,
      body: { error: "Origin header must be an http(s) origin, got 'chrome-extension://abc'" },
    })
  })

  it('refuses bad ids with 400 naming the field', async () => {
    const hash = 'Expected a sha256 hash: 64 lower-case hex digits'
    expect(await attest({})).toMatchObject({ status: 400, body: { error: 'id: Required' } })
    expect(await attest({ id: 'abc' })).toMatchObject({ status: 400, body: { error: `id: ${hash}` } })
    expect(await attest({ id: ID.toUpperCase() })).toMatchObject({
      status: 400,
      body: { error: `id: ${hash}` },
    })
    expect(await attest({ id: 7 })).toMatchObject({
      status: 400,
      body: { error: 'id: Expected string, received number' },
    })
    expect(await attest({ id: ID, decryptedId: 'x' })).toMatchObject({
      status: 400,
      body: { error: `decryptedId: ${hash}` },
    })
    expect(await fetchJson(url('/attestation/not-a-hash'))).toMatchObject({
      status: 400,
      body: { error: `id: ${hash}` },
    })
    const text = await fetchJson(url('/v3/attestation'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: DAPP },
      body: '{"id":',
    })
    expect(text).toMatchObject({ status: 400, body: { error: 'Body is not valid JSON' } })
  })

  it('answers the fallback lookup by either id, as the official client asks it', async () => {
    const ids = { id: sha256('envelope-lookup'), decryptedId: sha256('payload-lookup') }
    expect((await attest(ids, { origin: 'https://shop.example' })).status).toBe(200)
    for (const id of [ids.decryptedId, ids.id]) {
      const response = await fetchJson(url(`/attestation/${id}?v2Supported=true`))
      expect(response).toMatchObject({
        status: 200,
        body: { attestationId: id, origin: 'https://shop.example', isScam: false },
      })
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
    }
    expect(await fetchJson(url(`/attestation/${sha256('never attested')}`))).toMatchObject({
      status: 404,
      body: { error: `No attestation for id ${sha256('never attested')}: unknown or expired` },
    })
  })

  it('forgets an attestation once it expired, and removes expired records', async () => {
    const id = sha256('envelope-expiring')
    expect((await attest({ id })).status).toBe(200)
    expect((await fetchJson(url(`/attestation/${id}`))).status).toBe(200)
    await cloud.db.query(
      "update verify_attestations set expires_at = now() - interval '1 second' where id = $1",
      [id],
    )
    expect((await fetchJson(url(`/attestation/${id}`))).status).toBe(404)
    expect((await attest({ id: sha256('another') })).status).toBe(200)
    expect(await cloud.db.query('select id from verify_attestations where id = $1', [id])).toEqual([])
  })

  it('keeps the first live origin of an id; another origin gets a JWT with its own origin only', async () => {
    const id = sha256('envelope-contested')
    expect((await attest({ id })).status).toBe(200)
    const other = await attest({ id }, { origin: 'https://evil.example' })
    expect(claimsOf(other.body.jwt!).origin).toBe('https://evil.example')
    expect((await fetchJson(url(`/attestation/${id}`))).body).toMatchObject({ origin: DAPP })
  })

  it('answers CORS preflights from any origin, without a projectId', async () => {
    const response = await fetch(url('/v3/attestation'), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://any.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type')
  })

  it("serves the official client's iframe: the JWT for the Referer's origin, posted to that origin only", async () => {
    const query = new URLSearchParams({
      projectId: 'p1',
      origin: 'https://spoofed.example',
      id: sha256('envelope-frame'),
      decryptedId: sha256('payload-frame'),
    })
    const response = await fetch(url(`/v3/attestation?${query}`), {
      headers: { referer: `${DAPP}/checkout?x=1` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const csp = response.headers.get('content-security-policy')!
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1]
    expect(csp).toMatch(/^default-src 'none'; /)
    const html = await response.text()
    const script = new RegExp(`<script nonce="${nonce?.replace(/[+/]/g, '\\$&')}">(.*)</script>`).exec(
      html,
    )?.[1]
    const call = /^window\.parent\.postMessage\((".*"), ("[^"]*")\)$/.exec(script ?? '')
    expect(JSON.parse(call![2]!)).toBe(DAPP)
    const message = JSON.parse(JSON.parse(call![1]!)) as { type: string; attestation: string }
    expect(message.type).toBe('verify_attestation')
    expect(verifyP256Jwt<AttestationClaims>(message.attestation, await publicKey())).toMatchObject({
      id: sha256('envelope-frame'),
      origin: DAPP,
    })
    expect((await fetchJson(url(`/attestation/${sha256('payload-frame')}`))).body).toMatchObject({
      origin: DAPP,
    })

    expect(await fetchJson(url(`/v3/attestation?${query}`))).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^Referer header required/) },
    })
  })

  it('keeps its key across restarts: attestations signed before still verify', async () => {
    const options = await persistentOptions(kind, 'restart')
    const first = await startTestCloud(options)
    let jwt: string
    let key: VerifyPublicJwk
    try {
      key = (await fetchJson<{ publicKey: VerifyPublicJwk }>(`${first.url}/verify/v3/public-key`)).body
        .publicKey
      jwt = (
        await fetchJson<{ jwt: string }>(`${first.url}/verify/v3/attestation`, {
          method: 'POST',
          headers: { origin: DAPP, 'content-type': 'application/json' },
          body: JSON.stringify({ id: ID, decryptedId: DECRYPTED_ID }),
        })
      ).body.jwt
    } finally {
      await first.close()
    }
    const second = await startTestCloud(options)
    try {
      const again = await fetchJson<{ publicKey: VerifyPublicJwk }>(`${second.url}/verify/v3/public-key`)
      expect(again.body.publicKey).toEqual(key)
      expect(verifyP256Jwt<AttestationClaims>(jwt, again.body.publicKey).origin).toBe(DAPP)
      expect((await fetchJson(`${second.url}/verify/attestation/${DECRYPTED_ID}`)).body).toMatchObject({
        origin: DAPP,
      })
    } finally {
      await second.close()
    }
  }, 90_000) // two clouds each creating a PGlite cluster on disk: slow on a busy 2-core machine

  it.runIf(kind === 'postgres')(
    'gives two clouds starting together on one database the same key',
    async () => {
      const options = await databases.options(kind)
      const clouds = await Promise.all([startTestCloud(options), startTestCloud(options)])
      try {
        const keys = await Promise.all(
          clouds.map(
            async (c) => (await fetchJson<{ publicKey: unknown }>(`${c.url}/verify/v3/public-key`)).body,
          ),
        )
        expect(keys[0]!.publicKey).toEqual(keys[1]!.publicKey)
      } finally {
        await Promise.all(clouds.map((c) => c.close()))
      }
    },
  )
})
