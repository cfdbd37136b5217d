import { describe, expect, it } from 'vitest'
import { clientIdFromSeed, verifyRelayJwt } from '../auth/jwt.ts'
import type { FakeRelay } from '../test/fakeRelay.ts'
import { waitFor } from '../test/fakeRelay.ts'
import { fakeRelayClients, SEED_A } from './client.fixtures.ts'
import { defaultUserAgent, socketUrl } from './socketUrl.ts'

/* The URL each relay socket opens: the credentials and client facts in its query. */

let relay: FakeRelay
const { makeClient } = fakeRelayClients((started) => {
  relay = started
})

describe('socketUrl', () => {
  it('adds a JWT for the relay URL, ua and useOnCloseEvent, and projectId only when set', () => {
    const aud = 'wss://relay.example/relay'
    const now = Date.parse('2024-05-01T10:00:00.000Z')
    const url = new URL(socketUrl({ aud, seed: SEED_A, now, userAgent: 'ua-1' }))
    expect(`${url.origin}${url.pathname}`).toBe(aud)
    expect(url.searchParams.get('ua')).toBe('ua-1')
    expect(url.searchParams.get('useOnCloseEvent')).toBe('true')
    expect(url.searchParams.has('projectId')).toBe(false)
    const jwt = url.searchParams.get('auth')!
    expect(verifyRelayJwt(jwt, { now: now / 1000, isAudience: (value) => value === aud })).toBe(
      clientIdFromSeed(SEED_A),
    )
    const withProject = new URL(socketUrl({ aud, seed: SEED_A, now, userAgent: 'ua-1', projectId: 'p1' }))
    expect(withProject.searchParams.get('projectId')).toBe('p1')
  })

  it('names the SDK and, under Node, the environment in the default user agent', () => {
    expect(defaultUserAgent()).toMatch(/^wc-2\/airlock-[\d.]+\/node$/)
  })
})

describe('connection', () => {
  it('connects with auth, ua, projectId and useOnCloseEvent in the query, and a valid JWT', async () => {
    const nowMs = Date.now()
    const client = makeClient({ projectId: 'p123', userAgent: 'wc-2/airlock-0.1.0/node', now: () => nowMs })
    const connected: unknown[] = []
    client.on('connect', (payload) => connected.push(payload))
    await client.connect()
    expect(client.connected).toBe(true)
    expect(connected).toHaveLength(1)
    const [connection] = relay.connections
    const query = connection!.url.searchParams
    expect(query.get('ua')).toBe('wc-2/airlock-0.1.0/node')
    expect(query.get('projectId')).toBe('p123')
    expect(query.get('useOnCloseEvent')).toBe('true')
    const jwt = query.get('auth')!
    expect(
      verifyRelayJwt(jwt, { now: Math.floor(nowMs / 1000), isAudience: (aud) => aud === relay.url }),
    ).toBe(clientIdFromSeed(SEED_A))
    expect(connection!.clientId).toBe(client.clientId)
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString())
    expect(payload.aud).toBe(relay.url)
    expect(payload.iat).toBe(Math.floor(nowMs / 1000))
    expect(payload.exp).toBe(payload.iat + 86_400)
  })

  it('omits projectId when not set, defaults ua, and signs a fresh JWT on every reconnect', async () => {
    const client = makeClient()
    await client.connect()
    relay.dropAll()
    await waitFor(() => relay.connections.length === 2 && client.connected, 3_000, 'reconnect')
    const [first, second] = relay.connections.map((c) => c.url.searchParams)
    expect(first!.has('projectId')).toBe(false)
    expect(first!.get('ua')).toMatch(/^wc-2\/airlock-[\d.]+\/node$/)
    expect(second!.get('auth')).not.toBe(first!.get('auth'))
    expect(relay.connections[1]!.clientId).toBe(client.clientId)
  })
})
