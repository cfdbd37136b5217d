import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { clientIdFromSeed, signRelayJwt } from '@airlock/protocol'
import { ed25519 } from '@noble/curves/ed25519'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import type { ProjectStore } from '../projects/store.ts'
import { startTestCloud } from '../test/cloud.ts'
import { connectRelay, newSeed, randomTopic, relayUrlOf } from '../test/relayClient.ts'
import { admit, verifyEd25519Native } from './auth.ts'

describe('native Ed25519 verification', () => {
  it('agrees with @noble on valid, tampered and foreign signatures', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 200 }), fc.nat(63), (message, flip) => {
        const seed = randomBytes(32)
        const publicKey = ed25519.getPublicKey(seed)
        const signature = ed25519.sign(message, seed)
        expect(verifyEd25519Native(signature, message, publicKey)).toBe(true)
        const tampered = signature.slice()
        tampered[flip] = (tampered[flip] as number) ^ 1
        expect(verifyEd25519Native(tampered, message, publicKey)).toBe(
          ed25519.verify(tampered, message, publicKey),
        )
        const other = ed25519.getPublicKey(randomBytes(32))
        expect(verifyEd25519Native(signature, message, other)).toBe(false)
      }),
      { numRuns: 100 },
    )
  })

  it('refuses keys of the wrong length', () => {
    expect(verifyEd25519Native(new Uint8Array(64), new Uint8Array(1), new Uint8Array(31))).toBe(false)
  })
})

describe('admit without a projectId', () => {
  const now = Date.now()
  const aud = 'ws://127.0.0.1/relay'
  const token = signRelayJwt({ seed: randomBytes(32), aud, iat: Math.floor(now / 1000) })
  const url = new URL(`http://relay.invalid/relay?auth=${token}`)
  // Never asked: without a projectId no project is looked up.
  const projects = {
    get: async () => {
      throw new Error('no project lookup expected')
    },
  } as unknown as ProjectStore
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage
  const isAudience = (value: string) => value === aud

  it('refuses a page (Origin present) with 3000: origin not allowed', async () => {
    expect(
      await admit(request({ origin: 'https://app.example.com' }), url, projects, now, isAudience),
    ).toEqual({
      ok: false,
      closeCode: 3000,
      reason: 'Unauthorized: origin not allowed',
    })
  })

  it('refuses a client without Origin (a Node wallet) with 3000: invalid key', async () => {
    expect(await admit(request({}), url, projects, now, isAudience)).toEqual({
      ok: false,
      closeCode: 3000,
      reason: 'Unauthorized: invalid key',
    })
  })
})

/** A relay JWT with any claims, signed by `seed` the way clients sign theirs. */
function signClaims(seed: Uint8Array, claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const input = `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part(claims)}`
  return `${input}.${Buffer.from(ed25519.sign(Buffer.from(input), seed)).toString('base64url')}`
}

describe('relay admission over a real WebSocket', () => {
  const PROJECT = 'relay-admission'
  let cloud: Cloud
  let url: string
  beforeAll(async () => {
    cloud = await startTestCloud({ onramp: { sandbox: false }, indexer: false })
    url = relayUrlOf(cloud)
    await cloud.context.projects.create({ id: PROJECT })
  })
  afterAll(() => cloud?.close())

  /** 'admitted' when the relay answers a request on the socket, else how it closed the socket. */
  async function outcome(options: Parameters<typeof connectRelay>[1], target = url) {
    const client = await connectRelay(target, { projectId: PROJECT, ...options })
    const answered = client
      .request('irn_subscribe', { topic: randomTopic() })
      .then(() => 'admitted' as const)
      .catch(() => client.closed)
    const result = await Promise.race([client.closed, answered])
    await client.close()
    return result
  }

  const claims = (seed: Uint8Array, overrides: Record<string, unknown> = {}) => {
    const iat = Math.floor(Date.now() / 1000)
    return {
      iss: clientIdFromSeed(seed),
      sub: randomBytes(32).toString('hex'),
      aud: url,
      iat,
      exp: iat + 86_400,
      ...overrides,
    }
  }
  const tokenFor = (overrides: Record<string, unknown>) => {
    const seed = newSeed()
    return signClaims(seed, claims(seed, overrides))
  }
  const FOREIGN_AUD = { code: 3000, reason: 'Unauthorized: Invalid relay JWT: aud is not this relay' }

  it('admits a token for this relay, under each name a client on this machine may give it', async () => {
    const port = new URL(url).port
    for (const aud of [
      url,
      `${url}/`,
      `${url}?projectId=${PROJECT}`,
      `ws://localhost:${port}/relay`,
      `WS://LOCALHOST:${port}/relay`,
    ]) {
      expect(await outcome({ auth: tokenFor({ aud }) }), aud).toBe('admitted')
    }
  })

  it('refuses a token minted for another relay (foreign aud) with 3000', async () => {
    const port = new URL(url).port
    for (const aud of [
      'wss://relay.walletconnect.org',
      'wss://other-relay.example/relay',
      `wss://127.0.0.1:${port}/relay`,
      `ws://127.0.0.1:${Number(port) + 1}/relay`,
      `ws://127.0.0.1:${port}/relay/other`,
      `http://127.0.0.1:${port}/relay`,
      'anything',
    ]) {
      expect(await outcome({ auth: tokenFor({ aud }) }), aud).toEqual(FOREIGN_AUD)
    }
    expect(await outcome({ auth: tokenFor({ aud: undefined }) })).toEqual(FOREIGN_AUD)
  })

  it('refuses a token that lives ten years with 3000', async () => {
    const iat = Math.floor(Date.now() / 1000)
    const tooLong = { code: 3000, reason: 'Unauthorized: Invalid relay JWT: lives longer than a day' }
    expect(await outcome({ auth: tokenFor({ iat, exp: iat + 10 * 365 * 86_400 }) })).toEqual(tooLong)
    // Minted long ago for long, so not expired yet: the lifetime counts from iat.
    expect(await outcome({ auth: tokenFor({ iat: iat - 30 * 86_400, exp: iat + 3_600 }) })).toEqual(tooLong)
  })

  it('refuses a connection without a known projectId with 3000, with or without Origin', async () => {
    const invalidKey = { code: 3000, reason: 'Unauthorized: invalid key' }
    expect(await outcome({ projectId: null })).toEqual(invalidKey)
    expect(await outcome({ projectId: '' })).toEqual(invalidKey)
    expect(await outcome({ projectId: 'no-such-project' })).toEqual(invalidKey)
    expect(await outcome({ projectId: null, headers: { origin: 'https://app.example.com' } })).toEqual({
      code: 3000,
      reason: 'Unauthorized: origin not allowed',
    })
  })

  it('behind a proxy, accepts the public URLs (relay.publicUrls, PUBLIC_API_URL + /relay) and no loopback name', async () => {
    const proxied = await startTestCloud({
      onramp: { sandbox: false },
      indexer: false,
      relay: { publicUrls: ['wss://relay.example.com'] },
      embeddedWallet: { apiUrl: 'https://cloud.example.org/airlock/' },
    })
    try {
      await proxied.context.projects.create({ id: PROJECT })
      const direct = relayUrlOf(proxied)
      for (const aud of [
        'wss://relay.example.com',
        'wss://relay.example.com/',
        'wss://cloud.example.org/airlock/relay',
      ]) {
        expect(await outcome({ auth: tokenFor({ aud }) }, direct), aud).toBe('admitted')
      }
      for (const aud of [direct, 'ws://relay.example.com', 'wss://cloud.example.org/relay']) {
        expect(await outcome({ auth: tokenFor({ aud }) }, direct), aud).toEqual(FOREIGN_AUD)
      }
    } finally {
      await proxied.close()
    }
  })
})
