import { createHash } from 'node:crypto'
import { p256 } from '@noble/curves/p256'
import { sha256 } from '@noble/hashes/sha256'
import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { hashMessage } from './hash.ts'
import { type AttestationClaims, decodeAttestation, publicKeyOfJwk, verifyAttestation } from './jwt.ts'
import { createVerifyKeyCache, type ResolveVerifyContextOptions, resolveVerifyContext } from './resolve.ts'

// --- test doubles: a verify service as a fetch function -------------------------------------------------

const KEY = p256.utils.randomPrivateKey()
const OTHER_KEY = p256.utils.randomPrivateKey()
const NOW = 1_764_000_000
const VERIFY_URL = 'http://127.0.0.1:4000/verify'
const DAPP = 'https://dapp.example'
const ENVELOPE = 'AAECAwQFBgcICQ=='
const PAYLOAD_JSON = '{"id":1,"jsonrpc":"2.0","method":"wc_sessionRequest","params":{}}'

const b64json = (value: unknown) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)))

function jwkOf(privateKey: Uint8Array) {
  const point = p256.getPublicKey(privateKey, false)
  return {
    crv: 'P-256',
    ext: true,
    key_ops: ['verify'],
    kty: 'EC',
    x: base64urlnopad.encode(point.subarray(1, 33)),
    y: base64urlnopad.encode(point.subarray(33)),
  }
}

function signJwt(
  claims: Partial<AttestationClaims> = {},
  privateKey = KEY,
  header: object = { alg: 'ES256' },
) {
  const payload = { exp: NOW + 300, id: hashMessage(ENVELOPE), origin: DAPP, isScam: false, isVerified: true }
  const input = `${b64json({ typ: 'JWT', ...header })}.${b64json({ ...payload, ...claims })}`
  const signature = p256.sign(sha256(new TextEncoder().encode(input)), privateKey).toCompactRawBytes()
  return `${input}.${base64urlnopad.encode(signature)}`
}

interface FakeService {
  key?: Uint8Array
  keyExpiresAt?: number
  records?: Record<string, unknown>
  offline?: boolean
}

function fakeVerifyService(service: FakeService = {}) {
  const calls: string[] = []
  const fakeFetchFn = (async (input: string | URL | Request) => {
    const url = String(input)
    calls.push(url)
    if (service.offline) throw new TypeError('fetch failed')
    const path = url.slice(VERIFY_URL.length)
    if (path === '/v3/public-key') {
      return Response.json({
        publicKey: jwkOf(service.key ?? KEY),
        expiresAt: service.keyExpiresAt ?? NOW + 60,
      })
    }
    const lookup = /^\/attestation\/([0-9a-f]{64})\?v2Supported=true$/.exec(path)
    const record = lookup ? service.records?.[lookup[1]!] : undefined
    return record ? Response.json(record) : Response.json({ error: 'Not found' }, { status: 404 })
  }) as typeof fetch
  return { fetch: fakeFetchFn, calls }
}

const resolve = (options: Partial<ResolveVerifyContextOptions> & { fetch: typeof fetch }) =>
  resolveVerifyContext({
    verifyUrl: VERIFY_URL,
    metadataUrl: `${DAPP}/app`,
    envelope: ENVELOPE,
    now: NOW,
    ...options,
  })

const unknown = { verified: { verifyUrl: VERIFY_URL, validation: 'UNKNOWN', origin: `${DAPP}/app` } }
const lookupRecord = (origin = DAPP, isScam: boolean | null = false) => ({
  [hashMessage(PAYLOAD_JSON)]: { attestationId: hashMessage(PAYLOAD_JSON), origin, isScam },
})

describe('resolveVerifyContext with an attestation JWT', () => {
  it('is VALID when the signed origin is the metadata url origin, and fetches the key once per cache', async () => {
    const { fetch, calls } = fakeVerifyService()
    const keyCache = createVerifyKeyCache()
    for (let i = 0; i < 2; i++) {
      expect(await resolve({ fetch, keyCache, attestation: signJwt() })).toEqual({
        verified: { verifyUrl: VERIFY_URL, validation: 'VALID', origin: DAPP, isScam: false },
      })
    }
    expect(calls).toEqual([`${VERIFY_URL}/v3/public-key`])
  })

  it('is INVALID when the signed origin differs, and passes isScam through', async () => {
    const { fetch } = fakeVerifyService()
    const attestation = signJwt({ origin: 'https://evil.example', isScam: true })
    expect(await resolve({ fetch, attestation })).toEqual({
      verified: {
        verifyUrl: VERIFY_URL,
        validation: 'INVALID',
        origin: 'https://evil.example',
        isScam: true,
      },
    })
  })

  it('leaves isScam out when the token says null', async () => {
    const { fetch } = fakeVerifyService()
    expect(await resolve({ fetch, attestation: signJwt({ isScam: null }) })).toEqual({
      verified: { verifyUrl: VERIFY_URL, validation: 'VALID', origin: DAPP },
    })
  })

  it('is UNKNOWN, without any lookup, for a token made for another envelope', async () => {
    const { fetch, calls } = fakeVerifyService({ records: lookupRecord() })
    const attestation = signJwt({ id: hashMessage('another envelope') })
    expect(await resolve({ fetch, attestation, payloadJson: PAYLOAD_JSON })).toEqual(unknown)
    expect(calls).toEqual([])
  })

  it('is UNKNOWN for a token whose origin the service did not verify', async () => {
    const { fetch } = fakeVerifyService({ records: lookupRecord() })
    const attestation = signJwt({ isVerified: false })
    expect(await resolve({ fetch, attestation, payloadJson: PAYLOAD_JSON })).toEqual(unknown)
  })

  it('is UNKNOWN, asking nothing, for an empty attestation (the sender tried and failed)', async () => {
    const { fetch, calls } = fakeVerifyService({ records: lookupRecord() })
    expect(await resolve({ fetch, attestation: '', payloadJson: PAYLOAD_JSON })).toEqual(unknown)
    expect(calls).toEqual([])
  })

  it('is UNKNOWN for a malformed token', async () => {
    const { fetch } = fakeVerifyService()
    expect(await resolve({ fetch, attestation: 'not.a.jwt' })).toEqual(unknown)
  })

  it('falls back to the lookup when the token expired', async () => {
    const { fetch, calls } = fakeVerifyService({ records: lookupRecord() })
    const attestation = signJwt({ exp: NOW - 1 })
    expect(await resolve({ fetch, attestation })).toEqual(unknown)
    expect(await resolve({ fetch, attestation, payloadJson: PAYLOAD_JSON })).toMatchObject({
      verified: { validation: 'VALID', origin: DAPP },
    })
    expect(calls.at(-1)).toBe(`${VERIFY_URL}/attestation/${hashMessage(PAYLOAD_JSON)}?v2Supported=true`)
    // exp itself is still valid (expired only once past it).
    expect(await resolve({ fetch, attestation: signJwt({ exp: NOW }) })).toMatchObject({
      verified: { validation: 'VALID' },
    })
  })

  it('refetches a cached key the token does not verify with (the service changed keys)', async () => {
    const service: FakeService = { key: OTHER_KEY }
    const { fetch, calls } = fakeVerifyService(service)
    const keyCache = createVerifyKeyCache()
    expect(await resolve({ fetch, keyCache, attestation: signJwt({}, OTHER_KEY) })).toMatchObject({
      verified: { validation: 'VALID' },
    })
    service.key = KEY
    expect(await resolve({ fetch, keyCache, attestation: signJwt() })).toMatchObject({
      verified: { validation: 'VALID' },
    })
    expect(calls).toEqual([`${VERIFY_URL}/v3/public-key`, `${VERIFY_URL}/v3/public-key`])
  })

  it('refetches the key after its expiresAt', async () => {
    const { fetch, calls } = fakeVerifyService({ keyExpiresAt: NOW + 10 })
    const keyCache = createVerifyKeyCache()
    await resolve({ fetch, keyCache, attestation: signJwt() })
    await resolve({ fetch, keyCache, attestation: signJwt(), now: NOW + 5 })
    expect(calls).toHaveLength(1)
    await resolve({ fetch, keyCache, attestation: signJwt(), now: NOW + 10 })
    expect(calls).toHaveLength(2)
  })

  it('falls back to the lookup for a token signed by another key', async () => {
    const { fetch } = fakeVerifyService({ records: lookupRecord('https://other.example') })
    const attestation = signJwt({}, OTHER_KEY)
    expect(await resolve({ fetch, attestation })).toEqual(unknown)
    expect(await resolve({ fetch, attestation, payloadJson: PAYLOAD_JSON })).toEqual({
      verified: {
        verifyUrl: VERIFY_URL,
        validation: 'INVALID',
        origin: 'https://other.example',
        isScam: false,
      },
    })
  })

  it('refuses a token whose header is not ES256', async () => {
    const { fetch } = fakeVerifyService()
    expect(await resolve({ fetch, attestation: signJwt({}, KEY, { alg: 'HS256' }) })).toEqual(unknown)
  })
})

describe('resolveVerifyContext without a JWT: the lookup by sha256 of the payload JSON', () => {
  it('is VALID / INVALID by the recorded origin', async () => {
    const hit = fakeVerifyService({ records: lookupRecord(DAPP, true) })
    expect(await resolve({ fetch: hit.fetch, payloadJson: PAYLOAD_JSON })).toEqual({
      verified: { verifyUrl: VERIFY_URL, validation: 'VALID', origin: DAPP, isScam: true },
    })
    const other = fakeVerifyService({ records: lookupRecord('http://localhost:3000') })
    expect(await resolve({ fetch: other.fetch, payloadJson: PAYLOAD_JSON })).toMatchObject({
      verified: { validation: 'INVALID', origin: 'http://localhost:3000' },
    })
  })

  it('accepts a verifyUrl with a trailing slash', async () => {
    const { fetch, calls } = fakeVerifyService({ records: lookupRecord() })
    const context = await resolve({ fetch, verifyUrl: `${VERIFY_URL}/`, payloadJson: PAYLOAD_JSON })
    expect(context.verified).toMatchObject({ verifyUrl: `${VERIFY_URL}/`, validation: 'VALID' })
    expect(calls).toEqual([`${VERIFY_URL}/attestation/${hashMessage(PAYLOAD_JSON)}?v2Supported=true`])
  })

  it('is UNKNOWN for no record, a record for another id, or nothing to look up', async () => {
    const none = fakeVerifyService()
    expect(await resolve({ fetch: none.fetch, payloadJson: PAYLOAD_JSON })).toEqual(unknown)
    const wrong = fakeVerifyService({
      records: { [hashMessage(PAYLOAD_JSON)]: { attestationId: hashMessage('x'), origin: DAPP } },
    })
    expect(await resolve({ fetch: wrong.fetch, payloadJson: PAYLOAD_JSON })).toEqual(unknown)
    const bare = fakeVerifyService({ records: lookupRecord() })
    expect(await resolve({ fetch: bare.fetch })).toEqual(unknown)
    expect(bare.calls).toEqual([])
  })

  it('is UNKNOWN with the resolved origin when metadata.url is not a URL', async () => {
    const { fetch } = fakeVerifyService({ records: lookupRecord() })
    expect(await resolve({ fetch, metadataUrl: 'not a url', payloadJson: PAYLOAD_JSON })).toEqual({
      verified: { verifyUrl: VERIFY_URL, validation: 'UNKNOWN', origin: DAPP, isScam: false },
    })
  })
})

describe('resolveVerifyContext with the global fetch', () => {
  it('calls it unbound: a browser fetch called as a method of another object throws Illegal invocation', async () => {
    const service = fakeVerifyService({ records: lookupRecord() })
    const original = globalThis.fetch
    globalThis.fetch = function (this: unknown, input: string | URL | Request, init?: RequestInit) {
      if (this !== undefined && this !== globalThis)
        throw new TypeError("Failed to execute 'fetch': Illegal invocation")
      return service.fetch(input, init)
    } as typeof fetch
    try {
      const context = await resolveVerifyContext({
        verifyUrl: VERIFY_URL,
        metadataUrl: `${DAPP}/app`,
        envelope: ENVELOPE,
        now: NOW,
        payloadJson: PAYLOAD_JSON,
      })
      expect(context.verified).toMatchObject({ validation: 'VALID', origin: DAPP })
    } finally {
      globalThis.fetch = original
    }
  })
})

describe('resolveVerifyContext never throws', () => {
  it('is UNKNOWN offline', async () => {
    const { fetch } = fakeVerifyService({ offline: true, records: lookupRecord() })
    expect(await resolve({ fetch, attestation: signJwt(), payloadJson: PAYLOAD_JSON })).toEqual(unknown)
  })

  it('is UNKNOWN after the timeout, even when fetch ignores the abort signal', async () => {
    const hanging = (() => new Promise<Response>(() => {})) as typeof fetch
    const started = Date.now()
    const context = await resolve({ fetch: hanging, timeoutMs: 50, payloadJson: PAYLOAD_JSON })
    expect(context).toEqual(unknown)
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('aborts the pending request at the timeout', async () => {
    let aborted = false
    const abortable = ((_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true
          reject(new Error('aborted'))
        })
      })) as typeof fetch
    expect(await resolve({ fetch: abortable, timeoutMs: 20, attestation: signJwt() })).toEqual(unknown)
    expect(aborted).toBe(true)
  })

  it('is UNKNOWN for answers that are not JSON or lack fields', async () => {
    const garbage = (async () => new Response('<html>', { status: 200 })) as typeof fetch
    expect(await resolve({ fetch: garbage, attestation: signJwt(), payloadJson: PAYLOAD_JSON })).toEqual(
      unknown,
    )
    const empty = (async () => Response.json({})) as typeof fetch
    expect(await resolve({ fetch: empty, attestation: signJwt(), payloadJson: PAYLOAD_JSON })).toEqual(
      unknown,
    )
  })
})

describe('attestation JWT helpers', () => {
  it('decodes claims and names what is wrong', () => {
    expect(decodeAttestation(signJwt())).toEqual({
      exp: NOW + 300,
      id: hashMessage(ENVELOPE),
      origin: DAPP,
      isScam: false,
      isVerified: true,
    })
    expect(() => decodeAttestation('a.b')).toThrow('Invalid attestation JWT: expected three parts')
    expect(() => decodeAttestation(`x.${b64json({ exp: 'soon' })}.y`)).toThrow('exp must be a number')
    expect(() => decodeAttestation(`x.${b64json({ exp: 1, id: 'a', origin: 'o' })}.y`)).toThrow(
      'isVerified must be a boolean',
    )
  })

  it('verifies signature and expiry', () => {
    const key = publicKeyOfJwk(jwkOf(KEY))
    expect(verifyAttestation(signJwt(), key, NOW).origin).toBe(DAPP)
    expect(() => verifyAttestation(signJwt({}, OTHER_KEY), key, NOW)).toThrow('bad signature')
    expect(() => verifyAttestation(signJwt(), key, NOW + 301)).toThrow('expired')
    const [header, payload, signature] = signJwt().split('.')
    const forged = b64json({ ...decodeAttestation(signJwt()), origin: 'https://evil.example' })
    expect(() => verifyAttestation(`${header}.${forged}.${signature}`, key, NOW)).toThrow('bad signature')
    expect(() => verifyAttestation(`${header}.${payload}.AAAA`, key, NOW)).toThrow(
      'signature must be 64 bytes',
    )
  })

  it('refuses JWKs that are not P-256 points', () => {
    expect(() => publicKeyOfJwk({ ...jwkOf(KEY), crv: 'P-384' })).toThrow('Not a P-256 EC JWK')
    expect(() => publicKeyOfJwk({ ...jwkOf(KEY), x: 'AAAA' })).toThrow('32 bytes')
  })

  it('hashes as the official hashMessage: sha256 hex of the UTF-8 text', () => {
    expect(hashMessage('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(hashMessage('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(hashMessage('é ✓')).toBe(createHash('sha256').update('é ✓', 'utf8').digest('hex'))
  })
})
